import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { useSessionInfo } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { Dot, IconButton, MailIcon, openLoginDialog, token } from '@/ui';
import { useUnreadCount } from '@/session';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  color: ${token('color.text.onHeader')};
  & > span {
    top: 6px;
    inset-inline-end: 6px;
  }
`;

/** HDR-11/12: the header's message-centre icon; a dot exactly when unread > 0; guests get the login dialog. */
export function MessageIndicator() {
  const t = useTexts('messages');
  const navigate = useNavigate();
  const session = useSessionInfo();
  const count = useUnreadCount();
  const open = () => {
    if (!session) openLoginDialog(paths.messages());
    else void navigate(paths.messages());
  };
  return (
    <Wrap data-testid="message-indicator" data-unread={count}>
      <IconButton label={count > 0 ? t('unread', { count }) : t('title')} onClick={open}>
        <MailIcon />
      </IconButton>
      {count > 0 ? <Dot data-testid="message-dot" /> : null}
    </Wrap>
  );
}
