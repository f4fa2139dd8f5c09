import { Link, useNavigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { useSessionInfo } from '@/platform/session';
import { isTrialAccount } from '@/session';
import { paths } from '@/tenant/paths';
import { Button, Card, MutedText, PageBody, PageHeading } from '@/ui';
import { useStartTrial } from './use-start-trial';

/**
 * ROUTE-20: /m/trail, the free-trial page. The spec names the page and its
 * title only; it offers what the trial calls offer (trialUser, then the
 * free-play login under the trial merchant), the same flow as test play on
 * the login page (TRIAL-01..03), and says what a trial account cannot do
 * (ROLE-04). Open to guests (ROLE-01); a session says which account it is.
 */
export default function TrialPage() {
  const t = useTexts('account');
  const tc = useTexts('common');
  const navigate = useNavigate();
  const session = useSessionInfo();
  const start = useStartTrial();
  const trial = isTrialAccount(session);
  return (
    <PageBody>
      <PageHeading hidden>{tc('titles.trial')}</PageHeading>
      <Card>
        <p>{t('trial.intro')}</p>
        <MutedText>{t('trial.rules')}</MutedText>
        {session ? (
          <>
            <p data-testid="trial-state">{trial ? t('trial.active') : t('trial.realAccount')}</p>
            <Button block onClick={() => void navigate(paths.home())}>
              {t('trial.home')}
            </Button>
          </>
        ) : (
          <>
            <Button block onClick={() => start.mutate()} disabled={start.isPending}>
              {t('trial.start')}
            </Button>
            <Link to={paths.register()}>{t('trial.register')}</Link>
          </>
        )}
      </Card>
    </PageBody>
  );
}
