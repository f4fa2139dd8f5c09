import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { useMoney } from '@/session';
import { formatDateTime } from '@/lib/formats';
import { useToken } from '@/platform/session';
import { Button, PagedList, PageBody, PageHeading, RecordRow, Tabs, TextField, token } from '@/ui';
import { VirtualStackList, type VirtualRowPlace } from '@/ui/virtual';
import { membersQuery, MEMBER_STATUSES, type MemberFilters, type TeamMember } from './api';

/**
 * /m/member/team (AGENTX-02, AGENTX-03): the whole team with search, level
 * and status filters, paging, and a drill into a member's own downline with
 * a trail back.
 */

const Trail = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xs')};
  align-items: center;
`;

function MemberRow({
  member,
  place,
  onOpen,
}: {
  readonly member: TeamMember;
  readonly place: VirtualRowPlace;
  readonly onOpen: (member: TeamMember) => void;
}) {
  const t = useTexts('team');
  const money = useMoney();
  return (
    <RecordRow {...place} data-member={member.username}>
      <span>
        <bdi>{member.username}</bdi> · {t(`types.${String(member.type) as '0'}`, { defaultValue: t('types.1') })}
      </span>
      <strong>{t(`members.status.${member.status}`)}</strong>
      <small>{t('members.balance', { amount: money.format(member.balance) })}</small>
      <small>{t('members.levelN', { level: member.level })}</small>
      <small>{t('members.registered', { date: formatDateTime(member.regDate, money.language, 'date') })}</small>
      <small>
        {t('members.lastLogin', {
          date: member.lastLogin ? formatDateTime(member.lastLogin, money.language) : t('members.never'),
        })}
      </small>
      {member.downline > 0 ? (
        <Button
          small
          variant="secondary"
          onClick={() => onOpen(member)}
          aria-label={t('members.open', { name: member.username })}
        >
          {t('members.downline', { count: member.downline })}
        </Button>
      ) : null}
    </RecordRow>
  );
}

export default function TeamMembersPage() {
  const t = useTexts('team');
  const [trail, setTrail] = useState<readonly TeamMember[]>([]);
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<number | null>(null);
  const [status, setStatus] = useState<MemberFilters['status']>(null);
  const parent = trail.at(-1) ?? null;
  const filters: MemberFilters = {
    parentId: parent?.id ?? null,
    username: search.trim(),
    level: parent ? null : level,
    status,
  };
  const members = useInfiniteQuery(membersQuery(useToken(), filters));
  return (
    <PageBody data-page="memberTeam">
      <PageHeading>{t('members.title')}</PageHeading>
      <Trail aria-label={t('members.root')} data-testid="team-trail">
        <Button small variant="link" onClick={() => setTrail([])}>
          {t('members.root')}
        </Button>
        {trail.map((member, index) => (
          <Button key={member.id} small variant="link" onClick={() => setTrail(trail.slice(0, index + 1))}>
            › <bdi>{member.username}</bdi>
          </Button>
        ))}
      </Trail>
      <TextField
        label={t('members.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {parent ? null : (
        <Tabs
          label={t('members.level')}
          items={[
            { id: '0', label: t('members.anyLevel') },
            ...[1, 2, 3].map((value) => ({ id: String(value), label: t('members.levelN', { level: value }) })),
          ]}
          activeId={String(level ?? 0)}
          onSelect={(id) => setLevel(id === '0' ? null : Number(id))}
        />
      )}
      <Tabs
        label={t('members.status.label')}
        items={[
          { id: 'any', label: t('members.status.any') },
          ...MEMBER_STATUSES.map((id) => ({ id, label: t(`members.status.${id}`) })),
        ]}
        activeId={status ?? 'any'}
        onSelect={(id) => setStatus(id === 'any' ? null : id)}
      />
      <PagedList query={members} empty={t('members.empty')}>
        {(rows) => (
          // SPEED-07: a large team keeps only the rows near the screen in the DOM.
          <VirtualStackList
            testId="team-members"
            items={rows}
            keyOf={(member) => String(member.id)}
            renderRow={(member, place) => (
              <MemberRow member={member} place={place} onOpen={(opened) => setTrail([...trail, opened])} />
            )}
          />
        )}
      </PagedList>
    </PageBody>
  );
}
