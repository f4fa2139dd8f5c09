import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { InfoPage } from '@/features/info';
import { DURATIONS } from '@/lib/spec-constants';
import { usePromotions } from '@/tenant/site';
import { toast } from '@/ui';

function ContactService() {
  useEffect(() => {
    toast.fail('messages.contact_service', { durationMs: DURATIONS.contactServiceToast });
  }, []);
  return <Navigate to="/m/mine" replace />;
}

/**
 * /m/inviteFriends (ROUTE-24, SHARE-05/06): needs a session (route table)
 * and the REFERRAL promotion; without it the member is told to contact
 * service and never sees the page. Its content is not shown by the spec.
 */
export default function InviteFriendsPage() {
  const promotions = usePromotions();
  if (!promotions.REFERRAL) return <ContactService />;
  return <InfoPage pageId="inviteFriends" />;
}
