import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { DURATIONS } from '@/lib/spec-constants';
import { inviteFriendsOffered } from '@/tenant/feature-gates';
import { paths } from '@/tenant/paths';
import { usePromotions } from '@/tenant/site';
import { PageBody, PageHeading, toast } from '@/ui';
import { InviteFriends } from './invite-friends';

function ContactService() {
  useEffect(() => {
    toast.fail('messages.contact_service', { durationMs: DURATIONS.contactServiceToast });
  }, []);
  return <Navigate to={paths.mine()} replace />;
}

/**
 * /m/inviteFriends (ROUTE-24, SHARE-05/06, ENGAGE-01/02): needs a session
 * (route table) and the REFERRAL promotion; without it the member is told to
 * contact service and never sees the page.
 */
export default function InviteFriendsPage() {
  const promotions = usePromotions();
  const t = useTexts('engage');
  if (!inviteFriendsOffered(promotions)) return <ContactService />;
  return (
    <PageBody data-page="inviteFriends">
      <PageHeading>{t('invite.title')}</PageHeading>
      <InviteFriends />
    </PageBody>
  );
}
