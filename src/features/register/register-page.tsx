import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CaptchaField, countryListQuery, DialingCodeSelect, SocialSignIn, smsCountdownSeconds, SmsCodeButton, useCaptchaImage, useSmsCodeSender, type Country } from '@/features/account';
import { DURATIONS, LIMITS } from '@/lib/spec-constants';
import { PlatformError } from '@/platform/errors';
import { useIdentityProvider, type IdentityProvider, type PhoneVerification } from '@/platform/identity';
import { paths } from '@/tenant/paths';
import { useSiteConfig } from '@/tenant/site';
import { Button, Card, CheckLabel, ErrorState, FormLinks, FormStack, LoadingState, PageBody, PageHeading, Tabs, TextField, toast } from '@/ui';
import {
  affiliateQuery,
  registerSettingsQuery,
  rememberAffiliate,
  sendRegisterSms,
} from './api';
import { validateRegisterValues, visibleFields, type RegisterMethodTab, type RegisterValues, type RuleKind, type VisibleField } from './form-schema';
import { AnnouncementStrip } from './announcement-strip';
import { affiliateFromUrl } from './payload';
import { submitRegistration } from './register-submit';
import { REGISTER_FIELDS, type RegisterField, type RegisterSettings } from '@/tenant/register-settings';

const PASSWORD_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);
const FORMAT_MESSAGES: Readonly<Record<number, 'rules.pattern1' | 'rules.pattern4' | 'rules.pattern6' | 'rules.pattern7'>> = {
  1: 'rules.pattern1',
  4: 'rules.pattern4',
  6: 'rules.pattern6',
  7: 'rules.pattern7',
};
const EMPTY_VALUES = Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])) as RegisterValues;

interface FormProps {
  readonly settings: RegisterSettings;
  readonly countries: readonly Country[];
  readonly urlAffiliate: { readonly code: string; readonly domain: string };
  readonly urlAffiliateValid: boolean;
}

/** REG-01..27: the registration form of both tabs (one form, so the mobile number carries across: REG-04). */
function RegisterForm({ settings, countries, urlAffiliate, urlAffiliateValid }: FormProps) {
  const { t } = useTranslation('register');
  const config = useSiteConfig();
  const navigate = useNavigate();
  const provider = useIdentityProvider(settings.phoneVerification === 'provider');
  const bothMethods = settings.methods.username && settings.methods.mobile;
  // REG-02: mobile only opens on the mobile form.
  const [tab, setTab] = useState<RegisterMethodTab>(settings.methods.username ? 'username' : 'mobile');
  const [agreed, setAgreed] = useState(true);
  const [dialingCode, setDialingCode] = useState('');
  const verification = useRef<PhoneVerification | null>(null);

  const fields = useMemo(() => visibleFields({ settings, tab, urlAffiliateValid }), [settings, tab, urlAffiliateValid]);
  const shown = (name: RegisterField) => fields.find((field) => field.name === name);
  const captchaShown = shown('captcha') !== undefined;
  const captcha = useCaptchaImage(captchaShown);
  // Phone codes go through the identity provider when the settings say so and it has initialised (000 §4).
  const phoneProvider: IdentityProvider | null = settings.phoneVerification === 'provider' && provider?.phone ? provider : null;
  const effectiveDialing = dialingCode || countries[0]?.countryDialingCode || '';

  // REG-14..17: the run-time schema decides; messages are rule kinds worded below.
  const resolver: Resolver<RegisterValues, readonly VisibleField[]> = (values, shownFields) => {
    const kinds = validateRegisterValues(shownFields ?? [], values);
    const names = Object.keys(kinds) as RegisterField[];
    if (names.length === 0) return { values, errors: {} };
    const errors: FieldErrors<RegisterValues> = {};
    for (const name of names) errors[name] = { type: 'validate', message: kinds[name] ?? 'format' };
    return { values: {}, errors };
  };
  const { register: field, handleSubmit, formState, getValues, trigger, setError, setFocus, setValue, clearErrors } = useForm<RegisterValues, readonly VisibleField[]>({
    defaultValues: EMPTY_VALUES,
    resolver,
    context: fields,
    mode: 'onTouched',
    shouldFocusError: false,
  });

  const message = (item: VisibleField): string | undefined => {
    const kind = formState.errors[item.name]?.message as RuleKind | 'affiliateError' | undefined;
    if (!kind) return undefined;
    const label = t(`fields.${item.name}`);
    if (kind === 'affiliateError') return t('affiliateError');
    if (kind === 'format') {
      const key = item.patternId === null ? undefined : FORMAT_MESSAGES[item.patternId];
      return t(key ?? 'rules.format', { field: label, min: item.minLength ?? 1, max: item.maxLength ?? LIMITS.emailMaxLength });
    }
    return t(`rules.${kind}`, { field: label });
  };

  // SMS-01..03, SMS-07, SMS-13, ERR-12, ERR-13: the shared send, through the phone provider when it verifies codes.
  const smsSender = useSmsCodeSender({
    send: async () => {
      const mobile = getValues('mobileNum').trim();
      if (phoneProvider) {
        verification.current = await phoneProvider.sendPhoneCode(mobile, effectiveDialing);
        return DURATIONS.phoneProviderCountdownSeconds;
      }
      return smsCountdownSeconds(await sendRegisterSms(mobile, effectiveDialing));
    },
    validate: async () => {
      const valid = await trigger('mobileNum');
      if (!valid) setFocus('mobileNum');
      return valid;
    },
    announceSent: phoneProvider === null,
    silentFailure: phoneProvider !== null,
  });

  const submit = useMutation({
    mutationFn: (values: RegisterValues) =>
      submitRegistration({
        values,
        fields,
        tab,
        urlAffiliate,
        phoneProvider,
        verification: verification.current,
        dialingCode: effectiveDialing,
        merchantCode: config.merchantCode,
      }),
    onSuccess: (outcome) => {
      if (outcome === 'affiliateInvalid') {
        // ERR-01: "invitation code error", the field focused, no register call.
        setError('affiliateCode', { type: 'validate', message: 'affiliateError' });
        setFocus('affiliateCode');
        toast.fail('register:affiliateError');
        return;
      }
      if (outcome === 'abandoned') return;
      // REG-27: registered successfully, then the member is logged in.
      toast.success('messages.registered');
      void navigate(paths.home(), { replace: true });
    },
    onError: (error) => {
      // A failed submit keeps what was typed; only the used captcha is renewed.
      if (captchaShown) {
        setValue('captcha', '');
        captcha.refresh();
      }
      if (error instanceof PlatformError && error.errorCode === 'affiliate.invalid' && shown('affiliateCode')) {
        setError('affiliateCode', { type: 'validate', message: 'affiliateError' });
      }
    },
  });

  const onInvalid = (errors: FieldErrors<RegisterValues>) => {
    // REG-18: the first failing field in form order gets focus; nothing is sent.
    const first = fields.find((item) => errors[item.name]);
    if (first) setFocus(first.name);
  };

  const switchTab = (next: RegisterMethodTab) => {
    // REG-04: the form is shared, so the typed mobile number stays; old errors go.
    clearErrors();
    setTab(next);
  };

  const renderField = (item: VisibleField) => {
    const common = {
      label: t(`fields.${item.name}`),
      requiredMark: item.required,
      error: message(item),
      autoComplete: 'off',
    };
    if (item.name === 'captcha') {
      return <CaptchaField key={item.name} image={captcha.image} loading={captcha.loading} onRefresh={captcha.refresh} error={message(item)} {...field('captcha')} />;
    }
    if (item.name === 'password') {
      return (
        <TextField
          key={item.name}
          {...common}
          type="password"
          revealable
          autoComplete="new-password"
          {...field('password', {
            // REG-17: a changed password rechecks a typed confirmation.
            onChange: () => {
              if (getValues('confirmPassword') !== '') void trigger('confirmPassword');
            },
          })}
        />
      );
    }
    if (PASSWORD_FIELDS.has(item.name)) {
      return <TextField key={item.name} {...common} type="password" revealable autoComplete="new-password" {...field(item.name)} />;
    }
    if (item.name === 'mobileNum') {
      return (
        <TextField
          key={item.name}
          {...common}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={LIMITS.mobileMaxLength}
          prefix={
            <DialingCodeSelect label={t('dialingCode')} value={effectiveDialing} onChange={setDialingCode} />
          }
          {...field('mobileNum')}
        />
      );
    }
    if (item.name === 'verificationCode') {
      return (
        <TextField
          key={item.name}
          {...common}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.smsCodeMaxLength}
          {...field('verificationCode')}
          suffix={
            <SmsCodeButton sender={smsSender} testId="register-sms-send" />
          }
        />
      );
    }
    if (item.name === 'email') {
      return <TextField key={item.name} {...common} type="email" inputMode="email" maxLength={LIMITS.emailMaxLength} {...field('email')} />;
    }
    return <TextField key={item.name} {...common} {...field(item.name)} />;
  };

  return (
    <>
      {bothMethods ? (
        <Tabs
          label={t('methods')}
          activeId={tab}
          onSelect={switchTab}
          items={[
            { id: 'username', label: t('byUsername') },
            { id: 'mobile', label: t('byMobile') },
          ]}
        />
      ) : null}
      <FormStack
        noValidate
        data-testid={`register-form-${tab}`}
        onSubmit={(event) => void handleSubmit((values) => submit.mutate(values), onInvalid)(event)}
      >
        {fields.map(renderField)}
        <CheckLabel>
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>
            {t('agreement', { age: LIMITS.minimumAges[0] })} <Link to={paths.userAgreement()}>{t('agreementLink')}</Link>
          </span>
        </CheckLabel>
        {/* REG-13: the agreement starts on; off disables the button. */}
        <Button type="submit" block busy={submit.isPending} disabled={!agreed}>
          {t('submit')}
        </Button>
      </FormStack>
      {/* REG-12: social sign-in when configured and the provider is ready. */}
      <SocialSignIn onSignedIn={() => void navigate(paths.home(), { replace: true })} />
    </>
  );
}

export default function RegisterPage() {
  const { t } = useTranslation('register');
  const [params] = useSearchParams();
  const urlAffiliate = useMemo(() => affiliateFromUrl(params), [params]);
  const settings = useQuery(registerSettingsQuery());
  const countries = useQuery(countryListQuery());
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
      <AnnouncementStrip />
      <Card>
        {settings.isError ? (
          <ErrorState message={t('loadFailed')} onRetry={() => void settings.refetch()} />
        ) : !settings.data || waitingForAffiliate ? (
          <LoadingState />
        ) : (
          <RegisterForm settings={settings.data} countries={countries.data ?? []} urlAffiliate={urlAffiliate} urlAffiliateValid={affiliateValid} />
        )}
        <FormLinks>
          {/* REG-10, REG-11 */}
          <Link to={paths.login()}>{t('loginNow')}</Link>
          <Link to={paths.service()}>{t('service')}</Link>
        </FormLinks>
      </Card>
    </PageBody>
  );
}
