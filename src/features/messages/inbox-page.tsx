import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { MemberQueryList } from '@/session/member-query-view';
import { token } from '@/ui';
import { TitledPage } from '@/ui/patterns/titled-page';
import { mailListQuery } from './api';

const Item = styled.li<{ $unread: boolean }>`
  padding: ${token('space.md')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  & strong {
    font-weight: ${({ $unread }) => ($unread ? token('font.weight.bold') : 'normal')};
  }
  & p {
    margin: ${token('space.xs')} 0 0;
    color: ${token('color.text.secondary')};
  }
`;

/** MSG-01/02: /m/webEmail and /m/message, the inbox of a logged-in user (the route guard shows guests the login dialog). */
export default function InboxPage() {
  const t = useTexts('messages');
  return (
    <TitledPage page="messages" title={t('title')}>
      <MemberQueryList read={mailListQuery} empty={t('empty')} testId="inbox" keyOf={(mail) => String(mail.id)}>
        {(mail) => (
          <Item $unread={!mail.read} data-unread={!mail.read}>
            <strong dir="auto">{mail.title}</strong>
            <p dir="auto">{mail.content}</p>
          </Item>
        )}
      </MemberQueryList>
    </TitledPage>
  );
}
