import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { paths } from '@/tenant/paths';
import { useJurisdiction } from '@/tenant/site';
import { MutedText, PageBody, PageHeading, toast, useDocumentTitle } from '@/ui';
import { CloseAccountCard } from './close-account-card';
import { DownloadCard } from './download-card';

/** Where the profile gives no privacy rights, the page is never shown: it says so and goes back (as invite friends does). */
function NotOffered() {
  useEffect(() => {
    toast.fail('privacy:notOffered', { durationMs: 3000 });
  }, []);
  return <Navigate to={paths.mine()} replace />;
}

/**
 * /m/privacy (issue 33; PRIV-01..05, PRIV-07..11): the member's data
 * download and account closure, under the law the tenant's jurisdiction
 * profile names. Real accounts only (page table); the member centre shows
 * its row only where the profile gives these rights (PRIV-07).
 */
export default function PrivacyPage() {
  const t = useTexts('privacy');
  const { privacyLaw } = useJurisdiction();
  useDocumentTitle(t('title'));
  if (privacyLaw === null) return <NotOffered />;
  return (
    <PageBody data-page="privacy">
      <PageHeading>{t('title')}</PageHeading>
      <MutedText>{t(`law.${privacyLaw}`)}</MutedText>
      <DownloadCard />
      <CloseAccountCard />
    </PageBody>
  );
}
