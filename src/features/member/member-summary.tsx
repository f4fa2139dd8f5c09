import styled from 'styled-components';
import { useTexts } from '@/i18n';
import type { MemberInfo } from '@/session';
import { paths } from '@/tenant/paths';
import { openLoginDialog, token, UserIcon } from '@/ui';
import { HeadIcon } from './head-icon';
import { daysSinceRegistration } from './member-centre';

const Panel = styled.button`
  display: flex;
  align-items: center;
  gap: ${token('space.md')};
  width: calc(100% - 2 * ${token('space.lg')});
  margin: ${token('space.lg')};
  padding: ${token('space.lg')};
  border: none;
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  text-align: start;
  font: inherit;
  & span {
    display: flex;
    flex-direction: column;
    gap: ${token('space.xs')};
  }
  & strong {
    font-size: ${token('font.size.md')};
  }
  & small {
    color: ${token('color.text.muted')};
  }
`;

const MemberPanel = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.md')};
  margin: ${token('space.lg')};
  padding: ${token('space.lg')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  & > button:nth-of-type(2) {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${token('space.xs')};
    padding: 0;
    border: none;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
  }
  & strong {
    font-size: ${token('font.size.md')};
  }
  & small {
    color: ${token('color.text.muted')};
  }
`;

interface MemberSummaryProps {
  readonly loggedIn: boolean;
  /** The name shown for the member: the account, else the user name. */
  readonly account: string;
  readonly info: MemberInfo | undefined;
  /** When the page opened, so the days since registration do not change while it is open. */
  readonly openedAt: number;
  readonly onOpenSettings: () => void;
}

/** The top panel of the member centre: the member's head icon, name, club and days (MINE-02..05), or a guest's invitation to log in. */
export function MemberSummary({ loggedIn, account, info, openedAt, onOpenSettings }: MemberSummaryProps) {
  const t = useTexts('member');
  if (!loggedIn) {
    return (
      <Panel type="button" data-testid="member-guest" onClick={() => openLoginDialog(paths.mine())}>
        <UserIcon />
        <span>
          <strong>{t('guestTitle')}</strong>
          <small>{t('guestPrompt')}</small>
        </span>
      </Panel>
    );
  }
  return (
    <MemberPanel data-testid="member-panel">
      <HeadIcon />
      <button type="button" onClick={onOpenSettings}>
        <strong data-testid="member-account" dir="auto">
          {account}
        </strong>
        {info?.clubLabel?.labelName ? <small data-testid="member-club">{info.clubLabel.labelName}</small> : null}
        {typeof info?.regDate === 'number' ? (
          <small data-testid="member-days">{t('days', { count: daysSinceRegistration(info.regDate, openedAt) })}</small>
        ) : null}
      </button>
    </MemberPanel>
  );
}
