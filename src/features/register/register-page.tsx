import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SocialSignIn } from '@/features/account';
import { useTexts } from '@/i18n';
import { countryListQuery } from '@/session';
import { LIMITS } from '@/lib/spec-constants';
import { REGISTER_PENDING_FIELDS } from '@/tenant/page-table/first-views';
import { paths } from '@/tenant/paths';
import {
  Button,
  Card,
  CheckLabel,
  ErrorState,
  FormLinks,
  FormStack,
  PageBody,
  PageHeading,
  Skeleton,
  Tabs,
  token,
} from '@/ui';
import { affiliateQuery, registerSettingsQuery, rememberAffiliate } from './api';
import { AnnouncementStrip } from './announcement-strip';
import { affiliateFromUrl } from './payload';
import { fieldInputProps, RegisterFieldInput } from './register-field-input';
import { useRegisterForm, type RegisterFormInput } from './use-register-form';

const PendingField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
`;

/** The agreement link's words, as the form's link shows them (not a link until the form is there). */
const LinkWords = styled.span`
  color: ${token('color.text.link')};
`;

/**
 * The agreement's sentence (REG-13, the minimum age) and its link's words:
 * the form's link, or the same words in the link's colour while the form loads.
 */
function AgreementWords({ linked }: { readonly linked: boolean }) {
  const t = useTexts('register');
  const link = t('agreementLink');
  return (
    <span>
      {t('agreement', { age: LIMITS.minimumAges[0] })}{' '}
      {linked ? <Link to={paths.userAgreement()}>{link}</Link> : <LinkWords>{link}</LinkWords>}
    </span>
  );
}

/**
 * Issue 35: while the platform names the form's fields, the form's shape as
 * the stamped first view draws it (src/tenant/page-table/first-views.ts):
 * fields still loading, the agreement — the page's largest text, painted
 * with the HTML — and the button, so nothing jumps between the HTML, this
 * and the form.
 */
function PendingForm() {
  const t = useTexts('register');
  const common = useTexts('common');
  return (
    <FormStack as="div" role="status" aria-busy="true" aria-label={common('state.loading')}>
      {/* As many fields loading as the stamped first view draws: its number, not a second copy of it. */}
      {Array.from({ length: REGISTER_PENDING_FIELDS }, (_, index) => (
        <PendingField key={index}>
          <Skeleton $width="35%" />
          <Skeleton $height={token('size.tapTarget')} />
        </PendingField>
      ))}
      <CheckLabel>
        <input type="checkbox" checked disabled readOnly />
        <AgreementWords linked={false} />
      </CheckLabel>
      <Button type="button" block disabled>
        {t('submit')}
      </Button>
    </FormStack>
  );
}

/** REG-01..27: the registration form of both tabs (one form, so the mobile number carries across: REG-04). */
function RegisterForm(props: RegisterFormInput) {
  const t = useTexts('register');
  const navigate = useNavigate();
  const state = useRegisterForm(props);
  const { tab, agreed, setAgreed } = state;

  return (
    <>
      {state.bothMethods ? (
        <Tabs
          label={t('methods')}
          activeId={tab}
          onSelect={state.switchTab}
          items={[
            { id: 'username', label: t('byUsername') },
            { id: 'mobile', label: t('byMobile') },
          ]}
        />
      ) : null}
      <FormStack noValidate data-testid={`register-form-${tab}`} onSubmit={state.onSubmit}>
        {state.fields.map((item) => (
          <RegisterFieldInput key={item.name} {...fieldInputProps(item, state)} />
        ))}
        <CheckLabel>
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <AgreementWords linked />
        </CheckLabel>
        {/* REG-13: the agreement starts on; off disables the button. */}
        <Button type="submit" block busy={state.submitting} disabled={!agreed}>
          {t('submit')}
        </Button>
      </FormStack>
      {/* REG-12: social sign-in when configured and the provider is ready. */}
      <SocialSignIn onSignedIn={() => void navigate(paths.home(), { replace: true })} />
    </>
  );
}

export default function RegisterPage() {
  const t = useTexts('register');
  const [params] = useSearchParams();
  const urlAffiliate = useMemo(() => affiliateFromUrl(params), [params]);
  const settings = useQuery(registerSettingsQuery());
  const countries = useQuery(countryListQuery());
  // Issue 35 (TBT): the form renders from deferred copies of the answers, in a transition React slices; an
  // answer re-renders its readers synchronously, and the whole form drew in that one task (about 100 ms at 1×).
  const shownSettings = useDeferredValue(settings.data);
  const shownCountries = useDeferredValue(countries.data);
  // AFF-01: the URL's code is checked on load.
  const affiliate = useQuery(affiliateQuery(urlAffiliate.code, urlAffiliate.domain));
  const affiliateValid = urlAffiliate.code !== '' && affiliate.data === true;

  // AFF-07: the code goes to the common store once its check is known.
  useEffect(() => {
    if (urlAffiliate.code === '') return;
    rememberAffiliate(urlAffiliate.code, urlAffiliate.domain, affiliate.data ?? null);
  }, [urlAffiliate, affiliate.data]);

  const waitingForAffiliate = urlAffiliate.code !== '' && affiliate.isPending;
  return (
    <PageBody>
      <PageHeading>{t('title')}</PageHeading>
      <Card>
        {settings.isError ? (
          <ErrorState message={t('loadFailed')} onRetry={() => void settings.refetch()} />
        ) : !shownSettings || waitingForAffiliate ? (
          <PendingForm />
        ) : (
          <RegisterForm
            settings={shownSettings}
            countries={shownCountries ?? []}
            urlAffiliate={urlAffiliate}
            urlAffiliateValid={affiliateValid}
          />
        )}
        <FormLinks>
          {/* REG-10, REG-11 */}
          <Link to={paths.login()}>{t('loginNow')}</Link>
          <Link to={paths.service()}>{t('service')}</Link>
        </FormLinks>
      </Card>
      {/* REG-28, issue 35: under the form, once the form is there, so an arriving strip moves nothing and the
          form, taller than its loading shape, does not push a strip already shown (a layout shift). */}
      {shownSettings || settings.isError ? <AnnouncementStrip /> : null}
    </PageBody>
  );
}
