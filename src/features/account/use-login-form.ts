import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '@/i18n';
import { DURATIONS } from '@/lib/spec-constants';
import { internationalNumber } from '@/lib/phone';
import { safeInternalPath } from '@/lib/url-guard';
import { PlatformError } from '@/platform/errors';
import {
  holdSessionPassword,
  login,
  smsCountdownSeconds,
  useCaptchaImage,
  useDialingCode,
  useSmsCodeSender,
} from '@/session';
import { paths } from '@/tenant/paths';
import { isKnownRoute } from '@/tenant/route-table';
import { useSiteConfig } from '@/tenant/site';
import { sendLoginSms } from './api';
import {
  forgetRememberedLogin,
  readRememberedLogin,
  revealRememberedPassword,
  saveRememberedLogin,
  type LoginMethod,
} from './remembered-login';

/** Where to go after logging in: the redirect parameter when it is an app route (no open redirect). */
export function returnPathAfterLogin(redirect: string | null): string {
  return safeInternalPath(redirect, (path) => isKnownRoute(path) && path !== paths.login()) ?? paths.home();
}

export interface LoginValues {
  account: string;
  secret: string;
  captcha: string;
  remember: boolean;
}

/** The state, effects and calls of the login form of one method (LOGIN-01..19); the component only draws them. */
export function useLoginForm(method: LoginMethod) {
  const config = useSiteConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const language = useLanguage();
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptchaImage(captchaShown);
  const sms = method === 'sms';
  const remembered = readRememberedLogin(method);
  // Issue 17: SMS login picks the country like the register page; the platform gets the international number.
  const [dialingCode, setDialingCode] = useDialingCode(remembered?.countryDialingCode);
  const accountOf = (typed: string) => (sms ? internationalNumber(dialingCode, typed) : typed.trim());
  const form = useForm<LoginValues>({
    // LOGIN-07: the fields start from the remembered record of this method.
    defaultValues: {
      account: remembered?.username ?? '',
      secret: sms ? '' : (remembered?.password ?? ''),
      captcha: '',
      remember: remembered !== null,
    },
  });
  const { getValues, trigger, setValue } = form;

  // LOGIN-07 + issue 7: the remembered password is encrypted; it fills the field once opened, unless the user typed first.
  const hasRemembered = remembered !== null;
  useEffect(() => {
    if (sms || !hasRemembered) return undefined;
    let live = true;
    void revealRememberedPassword(method).then((password) => {
      if (live && password !== '' && getValues('secret') === '') setValue('secret', password);
    });
    return () => {
      live = false;
    };
  }, [sms, hasRemembered, method, getValues, setValue]);

  // LOGIN-18: a language change revalidates the filled fields after 200 ms (a change only: not the page opening).
  const validatedLanguage = useRef(language);
  useEffect(() => {
    if (validatedLanguage.current === language) return undefined;
    validatedLanguage.current = language;
    const timer = setTimeout(() => {
      const values = getValues();
      const filled = (['account', 'secret', 'captcha'] as const).filter((name) => values[name] !== '');
      if (filled.length > 0) void trigger(filled);
    }, DURATIONS.languageRevalidateDebounce);
    return () => clearTimeout(timer);
  }, [language, getValues, trigger]);

  const submit = useMutation({
    mutationFn: (values: LoginValues) =>
      login(config.merchantCode, {
        username: accountOf(values.account),
        password: sms ? values.secret.trim() : values.secret,
        captcha: captchaShown ? values.captcha.trim() : null,
        type: method,
      }),
    onSuccess: (_data, values) => {
      // LOGIN-06: one record per method, saved when checked, removed when not.
      if (values.remember) {
        saveRememberedLogin(method, {
          username: values.account.trim(),
          password: sms ? '' : values.secret,
          countryDialingCode: sms ? dialingCode : '',
        });
        // CHPW-03: the remembered password is held for the session, so change password need not ask for it.
        if (!sms) void holdSessionPassword(values.secret);
      } else {
        forgetRememberedLogin(method);
      }
      void navigate(returnPathAfterLogin(params.get('redirect')), { replace: true });
    },
    onError: (error) => {
      // LOGIN-17 / ERR-05: the captcha appears after a failure that demands it, freshly loaded.
      if (error instanceof PlatformError && error.demandsCaptcha) {
        setValue('captcha', '');
        if (captchaShown) captcha.refresh();
        else setCaptchaShown(true);
      }
    },
  });

  // SMS-01..10: the mobile number is validated first; when it fails nothing is sent.
  const smsSender = useSmsCodeSender({
    send: async () => smsCountdownSeconds(await sendLoginSms(accountOf(getValues('account')))),
    validate: () => trigger('account'),
  });

  return { sms, form, captchaShown, captcha, dialingCode, setDialingCode, smsSender, submit };
}
