// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ENDPOINTS, type Operation } from '@/platform/endpoints';
import { PlatformError } from '@/platform/errors';
import type { IdentityProvider } from '@/platform/identity';
import { REGISTER_FIELDS } from '@/tenant/register-settings';
import { useToastStore } from '@/ui';
import type { RegisterValues } from './form-schema';
import { shownFields } from './shown-fields.testing';

/** The stubbed platform: each operation answers from `answers` (an error is thrown) and is recorded in `calls`. */
const platform = vi.hoisted(() => ({
  calls: [] as Array<{ operation: string; body: unknown; query: unknown }>,
  answers: new Map<string, unknown>(),
}));
vi.mock('@/platform/request', () => {
  const answer = (operation: string, options: { body?: unknown; query?: unknown } = {}): unknown => {
    platform.calls.push({ operation, body: options.body, query: options.query });
    const value = platform.answers.get(operation);
    if (value instanceof Error) throw value;
    return value ?? null;
  };
  return {
    callPlatform: (operation: string, options?: { body?: unknown; query?: unknown }) =>
      Promise.resolve().then(() => answer(operation, options)),
    callPlatformParsed: (operation: string, schema: z.ZodMiniType, options?: { body?: unknown; query?: unknown }) =>
      Promise.resolve().then(() => z.parse(schema, answer(operation, options))),
  };
});

const { firstFailingField, runRegistration, submitRegistration } = await import('./register-submit');
type Input = Parameters<typeof runRegistration>[0];

/** What the member typed, every other field empty; frozen, so a sequence that wrote into it would throw. */
const typed = (values: Partial<RegisterValues>): RegisterValues =>
  Object.freeze({ ...(Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])) as RegisterValues), ...values });

const baseInput = (overrides: Partial<Input> = {}): Input => ({
  values: typed({
    username: 'newplayer',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    affiliateCode: 'FRIEND1',
    captcha: '4821',
    nickname: 'Not shown',
  }),
  fields: shownFields('username', 'password', 'confirmPassword', 'affiliateCode', 'captcha'),
  tab: 'username',
  urlAffiliate: { code: '', domain: '' },
  phoneProvider: null,
  verification: null,
  dialingCode: '+55',
  merchantCode: 'demo',
  ...overrides,
});

const surface = () => ({ showAffiliateError: vi.fn(), renewCaptcha: vi.fn(), goHome: vi.fn() });
const business = (errorCode: string) => new PlatformError({ kind: 'business', errorCode });
const session = { token: 'tok-1', userName: 'newplayer', customerType: 1 };

let toasts: string[] = [];
let unsubscribe = () => {};
beforeEach(() => {
  platform.calls.length = 0;
  platform.answers.clear();
  toasts = [];
  unsubscribe = useToastStore.subscribe((state) =>
    toasts.push(state.current ? `${state.current.type} ${state.current.messageKey}` : 'hidden'),
  );
});
afterEach(() => unsubscribe());

const operations = () => platform.calls.map((call) => call.operation);

describe('the registration submit sequence', () => {
  it('REG-19 REG-20 REG-27 AFF-04 checks the invitation code again, then sends the encrypted register call with the shown fields only, then goes home', async () => {
    platform.answers.set('register', session);
    const form = surface();
    await expect(runRegistration(baseInput(), form)).resolves.toBe('registered');

    expect(operations()).toEqual(['affiliateCheck', 'register']);
    expect(platform.calls[0]?.query).toEqual({ code: 'FRIEND1', domain: '' });
    expect(ENDPOINTS.register.encrypted).toBe(true);
    expect(platform.calls[1]?.body).toMatchObject({
      username: 'newplayer',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'FRIEND1',
      captcha: '4821',
      nickname: '',
    });
    // The please-wait toast covers the run, then the success message shows.
    expect(toasts).toEqual(['loading messages.in_please_wait', 'hidden', 'success messages.registered']);
    expect(form.goHome).toHaveBeenCalledOnce();
    expect(form.renewCaptcha).not.toHaveBeenCalled();
    expect(form.showAffiliateError).not.toHaveBeenCalled();
  });

  it('REG-27 logs in with the typed username and password when the register answer opens no session', async () => {
    platform.answers.set('register', null);
    platform.answers.set('login', session);
    await expect(runRegistration(baseInput(), surface())).resolves.toBe('registered');
    expect(operations()).toEqual(['affiliateCheck', 'register', 'login']);
    expect(ENDPOINTS.login.encrypted).toBe(true);
    expect(platform.calls[2]?.body).toEqual({
      username: 'newplayer',
      password: 'Secret123',
      captcha: null,
      type: 'username',
    });
  });

  it('REG-04 REG-27 uses the mobile path on the mobile tab and logs in with the mobile number when no username is shown', async () => {
    platform.answers.set('login', session);
    const input = baseInput({
      tab: 'mobile',
      fields: shownFields('mobileNum', 'verificationCode', 'password'),
      values: typed({ mobileNum: ' 11987654321 ', verificationCode: '123456', password: 'Secret123' }),
    });
    await expect(submitRegistration(input)).resolves.toBe('registered');
    expect(operations()).toEqual(['registerMobile', 'login']);
    expect(ENDPOINTS.registerMobile.encrypted).toBe(true);
    expect(platform.calls[0]?.body).toMatchObject({
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      verificationCode: '123456',
      username: '',
    });
    expect(platform.calls[1]?.body).toMatchObject({ username: '11987654321', password: 'Secret123' });
  });

  it('AFF-04 ERR-01 stops before the register call when the invitation code is refused, marking and focusing the field', async () => {
    platform.answers.set('affiliateCheck', business('affiliate.invalid'));
    const form = surface();
    await expect(runRegistration(baseInput(), form)).resolves.toBe('affiliateInvalid');
    expect(operations()).toEqual(['affiliateCheck']);
    expect(form.showAffiliateError).toHaveBeenCalledWith({ focus: true });
    expect(toasts.at(-1)).toBe('fail register:affiliateError');
    expect(form.goHome).not.toHaveBeenCalled();
    expect(form.renewCaptcha).not.toHaveBeenCalled();
  });

  it('AFF-04 checks the URL code when the field is left empty, and skips the check when there is no code at all', async () => {
    platform.answers.set('register', session);
    await submitRegistration(
      baseInput({
        values: typed({ username: 'newplayer', password: 'Secret123' }),
        urlAffiliate: { code: 'URLCODE', domain: 'partner.example' },
      }),
    );
    expect(platform.calls[0]).toMatchObject({
      operation: 'affiliateCheck',
      query: { code: 'URLCODE', domain: 'partner.example' },
    });
    platform.calls.length = 0;
    await submitRegistration(baseInput({ values: typed({ username: 'newplayer', password: 'Secret123' }) }));
    expect(operations()).toEqual(['register']);
  });

  it('ERR-01 a refused register keeps what was typed: it renews only the used captcha, marks the invitation code and rethrows for the message', async () => {
    platform.answers.set('register', business('affiliate.invalid'));
    const form = surface();
    const input = baseInput();
    await expect(runRegistration(input, form)).rejects.toMatchObject({
      kind: 'business',
      errorCode: 'affiliate.invalid',
    });
    expect(form.renewCaptcha).toHaveBeenCalledOnce();
    expect(form.showAffiliateError).toHaveBeenCalledWith({ focus: false });
    expect(form.goHome).not.toHaveBeenCalled();
    expect(input.values).toMatchObject({
      username: 'newplayer',
      password: 'Secret123',
      affiliateCode: 'FRIEND1',
      captcha: '4821',
    });
    // The loading toast is hidden; the failure's message is the mutation's to show.
    expect(toasts).toEqual(['loading messages.in_please_wait', 'hidden']);
  });

  it('a failed register without a captcha or invitation field changes nothing on the form', async () => {
    platform.answers.set('register', new PlatformError({ kind: 'network' }));
    const form = surface();
    await expect(
      runRegistration(baseInput({ fields: shownFields('username', 'password') }), form),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(form.renewCaptcha).not.toHaveBeenCalled();
    expect(form.showAffiliateError).not.toHaveBeenCalled();
    expect(form.goHome).not.toHaveBeenCalled();
  });

  describe('REG-19 REG-26 with the phone provider', () => {
    const verification = { verificationId: 'v-1', mobile: '11987654321', countryDialingCode: '+55' };
    const provider = (verify: IdentityProvider['verifyPhoneCode']): IdentityProvider => ({
      id: 'stub',
      loginType: 'STUB',
      networks: [],
      phone: true,
      signIn: () => Promise.reject(new Error('not used')),
      sendPhoneCode: () => Promise.resolve(verification),
      verifyPhoneCode: verify,
    });
    const mobileInput = (overrides: Partial<Input>) =>
      baseInput({
        tab: 'mobile',
        fields: shownFields('mobileNum', 'verificationCode', 'password'),
        values: typed({ mobileNum: '11987654321', verificationCode: '654321', password: 'Secret123' }),
        verification,
        ...overrides,
      });

    it('verifies the code first and sends the id token instead of the code', async () => {
      platform.answers.set('registerMobile', session);
      const verify = vi.fn<IdentityProvider['verifyPhoneCode']>(() => Promise.resolve({ idToken: 'id-token-1' }));
      await expect(submitRegistration(mobileInput({ phoneProvider: provider(verify) }))).resolves.toBe('registered');
      expect(verify).toHaveBeenCalledWith(verification, '654321');
      expect(platform.calls[0]?.body).toMatchObject({ channel: 'sms', idToken: 'id-token-1', verificationCode: '' });
    });

    it('abandons silently, with no platform call, when the code is wrong or was never sent', async () => {
      const form = surface();
      const rejecting = provider(() => Promise.reject(new Error('wrong code')));
      await expect(runRegistration(mobileInput({ phoneProvider: rejecting }), form)).resolves.toBe('abandoned');
      await expect(runRegistration(mobileInput({ phoneProvider: rejecting, verification: null }), form)).resolves.toBe(
        'abandoned',
      );
      expect(platform.calls).toEqual([]);
      expect(form.goHome).not.toHaveBeenCalled();
      expect(form.showAffiliateError).not.toHaveBeenCalled();
      expect(toasts.filter((toast) => toast !== 'hidden' && !toast.startsWith('loading'))).toEqual([]);
    });
  });
});

describe('REG-18 the focus after a failed validation', () => {
  it('goes to the first failing field in form order, not in the order errors were found', () => {
    const fields = shownFields('username', 'password', 'email');
    expect(firstFailingField(fields, { email: { type: 'validate' }, password: { type: 'validate' } })).toBe('password');
    expect(firstFailingField(fields, {})).toBeUndefined();
  });
});

// The answers above are keyed by operation name; a misspelt one would silently answer null.
const usedOperations: readonly Operation[] = ['affiliateCheck', 'register', 'registerMobile', 'login'];
it('the stubbed operations exist in the endpoint table', () => {
  for (const operation of usedOperations) expect(ENDPOINTS[operation]).toBeDefined();
});
