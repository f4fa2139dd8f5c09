import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSessionInfo } from '@/platform/session';
import { useFlags } from '@/tenant/site';
import { Dot, MailIcon, token } from '@/ui';
import { unreadCountQuery } from './api';

const Wrap = styled(Link)`
  position: relative;
  display: inline-flex;
  color: ${token('color.text.onHeader')};
  & > span:last-child { position: absolute; top: -2px; right: -2px; }
`;

/** MSG-03: the header's mail link with an unread dot (members only, MAILCEN). */
export function MessageIndicator() {
  const { t } = useTranslation('messages');
  const flags = useFlags();
  const session = useSessionInfo();
  const unread = useQuery(unreadCountQuery(session?.token ?? null));
  if (!session || !flags.MAILCEN) return null;
  const count = unread.data ?? 0;
  return (
    <Wrap to="/m/webEmail" aria-label={count > 0 ? t('unread', { count }) : t('title')} data-testid="message-indicator">
      <MailIcon />
      {count > 0 ? <Dot data-testid="message-dot" /> : null}
    </Wrap>
  );
}
