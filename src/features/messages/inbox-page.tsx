import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSessionInfo } from '@/platform/session';
import { PageBody, PageHeading, QueryList, StackList, token } from '@/ui';
import { mailListQuery } from './api';

const Item = styled.li<{ $unread: boolean }>`
  padding: ${token('space.md')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  & strong { font-weight: ${({ $unread }) => ($unread ? token('font.weight.bold') : 'normal')}; }
  & p { margin: ${token('space.xs')} 0 0; color: ${token('color.text.secondary')}; }
`;


/** MSG-01/02: /m/webEmail and /m/message, the inbox of a logged-in user (the route guard shows guests the login dialog). */
export default function InboxPage() {
  const { t } = useTranslation('messages');
  const session = useSessionInfo();
  const list = useQuery(mailListQuery(session?.token ?? null));
  return (
    <PageBody data-page="messages">
      <PageHeading>{t('title')}</PageHeading>
      <QueryList query={list} empty={t('empty')}>
        {(mails) => (
          <StackList data-testid="inbox">
            {mails.map((mail) => (
              <Item key={String(mail.id)} $unread={!mail.read} data-unread={!mail.read}>
                <strong>{mail.title}</strong>
                <p>{mail.content}</p>
              </Item>
            ))}
          </StackList>
        )}
      </QueryList>
    </PageBody>
  );
}
