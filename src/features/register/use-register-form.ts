import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef, useState, type SubmitEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { type Country, defaultCountry, smsCountdownSeconds, useCaptchaImage, useSmsCodeSender } from '@/session';
import { configuredLocale } from '@/lib/locale';
import { DURATIONS, LIMITS } from '@/lib/spec-constants';
import { useIdentityProvider, type IdentityProvider, type PhoneVerification } from '@/platform/identity';
import { paths } from '@/tenant/paths';
import { useJurisdiction, useSiteConfig } from '@/tenant/site';
import { REGISTER_FIELDS, type RegisterField, type RegisterSettings } from '@/tenant/register-settings';
import { sendRegisterSms } from './api';
import {
  validateRegisterValues,
  visibleFields,
  type RegisterMethodTab,
  type RegisterValues,
  type RuleKind,
  type VisibleField,
} from './form-schema';
import { firstFailingField, runRegistration } from './register-submit';

type FormatMessage = `rules.pattern${1 | 4 | 6 | 7 | 8 | 9 | 10}`;
// 8..10: the identity fields' patternIds (IDENTITY_PATTERN_IDS: CPF, date of birth, full name).
const FORMAT_MESSAGES: Readonly<Record<number, FormatMessage>> = {
  1: 'rules.pattern1',
  4: 'rules.pattern4',
  6: 'rules.pattern6',
  7: 'rules.pattern7',
  8: 'rules.pattern8',
  9: 'rules.pattern9',
  10: 'rules.pattern10',
};
const EMPTY_VALUES = Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])) as RegisterValues;

export interface RegisterFormInput {
  readonly settings: RegisterSettings;
  readonly countries: readonly Country[];
  readonly urlAffiliate: { readonly code: string; readonly domain: string };
  readonly urlAffiliateValid: boolean;
}

/** What the resolver judges by: the shown fields and the profile's minimum age (KYC-03). */
interface ResolverContext {
  readonly fields: readonly VisibleField[];
  readonly minimumAge: number | null;
}

// REG-14..17: the run-time schema decides; messages are rule kinds worded by `errorText`.
// KYC-03: the age is judged on the day the form is checked, so a form left open past midnight counts the new day.
const registerResolver: Resolver<RegisterValues, ResolverContext> = (values, context) => {
  const identity = { minimumAge: context?.minimumAge ?? null, today: new Date() };
  const kinds = validateRegisterValues(context?.fields ?? [], values, identity);
  const names = Object.keys(kinds) as RegisterField[];
  if (names.length === 0) return { values, errors: {} };
  const errors: FieldErrors<RegisterValues> = {};
  for (const name of names) errors[name] = { type: 'validate', message: kinds[name] ?? 'format' };
  return { values: {}, errors };
};

/** The state, calls and handlers of the registration form (REG-01..27); the components only draw them. */
export function useRegisterForm({ settings, countries, urlAffiliate, urlAffiliateValid }: RegisterFormInput) {
  const t = useTexts('register');
  const config = useSiteConfig();
  const { minimumAge } = useJurisdiction();
  const navigate = useNavigate();
  const provider = useIdentityProvider(settings.phoneVerification === 'provider');
  // REG-02: mobile only opens on the mobile form.
  const [tab, setTab] = useState<RegisterMethodTab>(settings.methods.username ? 'username' : 'mobile');
  const [agreed, setAgreed] = useState(true);
  const [dialingCode, setDialingCode] = useState('');
  const verification = useRef<PhoneVerification | null>(null);

  const fields = useMemo(() => visibleFields({ settings, tab, urlAffiliateValid }), [settings, tab, urlAffiliateValid]);
  const captchaShown = fields.some((item) => item.name === 'captcha');
  const captcha = useCaptchaImage(captchaShown);
  // Phone codes go through the identity provider when the settings say so and it has initialised (000 §4).
  const phoneProvider: IdentityProvider | null =
    settings.phoneVerification === 'provider' && provider?.phone ? provider : null;
  // LANG-06: the tenant's country until the player picks another.
  const effectiveDialing =
    dialingCode || defaultCountry(countries, configuredLocale()?.region ?? null)?.countryDialingCode || '';

  const resolverContext = useMemo(() => ({ fields, minimumAge }), [fields, minimumAge]);
  const form = useForm<RegisterValues, ResolverContext>({
    defaultValues: EMPTY_VALUES,
    resolver: registerResolver,
    context: resolverContext,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { handleSubmit, formState, getValues, trigger, setError, setFocus, setValue, clearErrors } = form;

  const errorText = (item: VisibleField): string | undefined => {
    const kind = formState.errors[item.name]?.message as RuleKind | 'affiliateError' | undefined;
    if (!kind) return undefined;
    const label = t(`fields.${item.name}`);
    if (kind === 'affiliateError') return t('affiliateError');
    if (kind === 'cpfInvalid') return t('rules.cpfInvalid');
    if (kind === 'underAge') return t('rules.underAge', { age: minimumAge ?? 0 });
    if (kind === 'format') {
      const key = item.patternId === null ? undefined : FORMAT_MESSAGES[item.patternId];
      return t(key ?? 'rules.format', {
        field: label,
        min: item.minLength ?? 1,
        max: item.maxLength ?? LIMITS.emailMaxLength,
      });
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
      runRegistration(
        {
          values,
          fields,
          tab,
          urlAffiliate,
          phoneProvider,
          verification: verification.current,
          dialingCode: effectiveDialing,
          merchantCode: config.merchantCode,
        },
        {
          showAffiliateError: ({ focus }) => {
            setError('affiliateCode', { type: 'validate', message: 'affiliateError' });
            if (focus) setFocus('affiliateCode');
          },
          renewCaptcha: () => {
            setValue('captcha', '');
            captcha.refresh();
          },
          goHome: () => void navigate(paths.home(), { replace: true }),
        },
      ),
  });

  const onInvalid = (errors: FieldErrors<RegisterValues>) => {
    const first = firstFailingField(fields, errors);
    if (first) setFocus(first);
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) =>
    void handleSubmit((values) => submit.mutate(values), onInvalid)(event);

  const switchTab = (next: RegisterMethodTab) => {
    // REG-04: the form is shared, so the typed mobile number stays; old errors go.
    clearErrors();
    setTab(next);
  };

  return {
    tab,
    switchTab,
    bothMethods: settings.methods.username && settings.methods.mobile,
    agreed,
    setAgreed,
    fields,
    form,
    errorText,
    captcha,
    dialingCode: effectiveDialing,
    setDialingCode,
    smsSender,
    submitting: submit.isPending,
    onSubmit,
  };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
