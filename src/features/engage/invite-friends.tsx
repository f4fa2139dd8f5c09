import { useQuery } from '@tanstack/react-query';
import { useTexts } from '@/i18n';
import { useMoney } from '@/session';
import { formatDateTime } from '@/lib/formats';
import { useToken } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { useSiteConfig } from '@/tenant/site';
import { Card, EmptyState, InfoRows, MutedText, QueryView, RecordRow, SectionHeading, StackList } from '@/ui';
import { referralQuery } from './api';
import { ShareLink } from './share-link';

/**
 * Invite friends (ENGAGE-01, ENGAGE-02): the referral code and the invite
 * link (the register page reads `affiliateCode` from it), its QR code,
 * sharing, the reward, and the friends who joined.
 */
export function InviteFriends() {
  const t = useTexts('engage');
  const money = useMoney();
  const config = useSiteConfig();
  const referral = useQuery(referralQuery(useToken()));
  return (
    <QueryView query={referral}>
      {(value) => {
        const link = `${location.origin}${paths.register({ affiliateCode: value.referralCode })}`;
        return (
          <>
            <Card data-testid="invite-card">
              <InfoRows
                rows={[
                  [t('invite.code'), <span data-testid="referral-code">{value.referralCode}</span>],
                  [t('invite.link'), <bdi data-testid="invite-link">{link}</bdi>],
                ]}
              />
              <MutedText>{t('invite.reward', { amount: money.format(value.rewardPerFriend) })}</MutedText>
              <ShareLink link={link} shareText={t('invite.shareText', { brand: config.displayName, link })} />
            </Card>
            <Card>
              <SectionHeading>{t('invite.friends')}</SectionHeading>
              <MutedText>
                {t('invite.totals', { count: value.totalInvitations, amount: money.format(value.totalRewards) })}
              </MutedText>
              {value.invitations.length === 0 ? (
                <EmptyState>{t('invite.empty')}</EmptyState>
              ) : (
                <StackList data-testid="invitations">
                  {value.invitations.map((friend) => (
                    <RecordRow key={`${friend.username}-${friend.registeredAt}`}>
                      <bdi>{friend.username}</bdi>
                      <strong>{friend.deposited ? money.show(friend.reward) : '—'}</strong>
                      <small>
                        {t('invite.joined', { date: formatDateTime(friend.registeredAt, money.language, 'date') })}
                      </small>
                      <small>
                        {friend.deposited
                          ? t('invite.deposited', { amount: money.format(friend.reward) })
                          : t('invite.waiting')}
                      </small>
                    </RecordRow>
                  ))}
                </StackList>
              )}
            </Card>
          </>
        );
      }}
    </QueryView>
  );
}
