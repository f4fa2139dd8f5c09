import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import { internationalNumber } from '../../src/lib/phone.ts';
import { requestInfo, type AreaOptions } from '../context.ts';
import { CAPTCHA_COOKIE, consumeCaptcha } from '../domain/captchas.ts';
import { consumeIdentityToken } from '../domain/identity.ts';
import { createMember, findMember, memberById, setParent } from '../domain/members.ts';
import { setPaymentPasswordHash } from '../domain/payment-passwords.ts';
import { inviterOfCode, linkReferral } from '../domain/referrals.ts';
import { affiliateCodeValid, countries, recordRegistration, registrationOf } from '../domain/registrations.ts';
import { hashPassword } from '../domain/passwords.ts';
import { profileOf } from '../domain/jurisdiction-gates.ts';
import { checkRegistrationIdentity, cpfTaken, saveIdentity } from '../domain/member-identities.ts';
import {
  REGISTER_FIELD_NAMES,
  checkField,
  mergeRegisterSettings,
  storedRegisterSettings,
  withJurisdictionFields,
  type RegisterFieldName,
  type RegisterSettings,
  type RegisterSettingsOverride,
} from '../domain/register-settings.ts';
import { createSession } from '../domain/sessions.ts';
import { consumeSmsCode, issueSmsCode, SMS_EXPIRED_MINUTES } from '../domain/sms-codes.ts';
import { ok, refuse } from '../http.ts';
import { CONTROL_PREFIX } from '../control-api.ts';
import { parseInput } from '../request.ts';
import { route, type PlatformCall } from '../route.ts';
import { BusinessRefusal } from '../messages.ts';

/**
 * Registration (000 §2.4, §3, §5, §7): the field configuration, the country
 * list, the affiliate check, the register SMS, and the two register calls
 * (username and mobile), which create a real member with a salted scrypt
 * hash and a session. Field configuration per scope: control
 * `POST /__sandbox/register-settings`.
 */

const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/** 000 §3: the registration payload; every optional value arrives as a string (REG-25). */
const registerPayload = z.looseObject({
  countryDialingCode: text(8),
  registerUrl: z.string().check(z.minLength(1), z.maxLength(255)),
  registerMethod: z.enum(['H5', 'APP', 'PWA', 'WEBCLIP']),
  username: text(64),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  confirmPassword: z.string().check(z.maxLength(128)),
  affiliateCode: text(64),
  paymentPassword: text(64),
  recommenderId: text(64),
  nickname: text(128),
  payeeName: text(128),
  email: text(255),
  mobileNum: text(20),
  idNumber: text(64),
  qqNum: text(64),
  facebook: text(128),
  wechat: text(128),
  line: text(128),
  whatsapp: text(64),
  zalo: text(64),
  captcha: text(16),
  type: z.literal(0),
  domain: text(255),
  verificationCode: text(16),
  channel: z.optional(z.literal('sms')),
  idToken: z.optional(z.string().check(z.maxLength(256))),
  // Issue 33: sent only where the jurisdiction profile asks for them.
  fullName: text(100),
  cpf: text(14),
  birthDate: text(10),
});
type RegisterPayload = z.output<typeof registerPayload>;

const smsPayload = z.looseObject({
  mobileNum: z.string().check(z.trim(), z.regex(/^\d{1,20}$/)),
  countryDialingCode: z.string().check(z.trim(), z.regex(/^\d{1,4}$/)),
});

const affiliateQuery = z.object({
  code: z.string().check(z.trim(), z.maxLength(64)),
  domain: z._default(z.string().check(z.maxLength(255)), ''),
});

const fieldPatch = z.strictObject({
  enabled: z.optional(z.boolean()),
  required: z.optional(z.boolean()),
  acceptedPattern: z.optional(z.string().check(z.maxLength(500))),
  minLength: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1000))),
  maxLength: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1000))),
  patternId: z.optional(z.number().check(z.int())),
});
const settingsControl = z.strictObject({
  reset: z.optional(z.boolean()),
  methods: z.optional(z.strictObject({ username: z.optional(z.boolean()), mobile: z.optional(z.boolean()) })),
  phoneVerification: z.optional(z.enum(['platform', 'provider'])),
  fields: z.optional(z.partialRecord(z.enum(REGISTER_FIELD_NAMES), fieldPatch)),
});

/** The fields a method checks: the mobile method has no username and always the mobile number and code. */
function fieldRules(
  settings: RegisterSettings,
  mobile: boolean,
): Array<[RegisterFieldName, { required: boolean } & RegisterSettings['fields'][RegisterFieldName]]> {
  return REGISTER_FIELD_NAMES.flatMap((name) => {
    const setting = settings.fields[name];
    if (mobile && name === 'username') return [];
    if (mobile && (name === 'mobileNum' || name === 'verificationCode'))
      return [[name, { ...setting, enabled: true, required: true }]];
    return setting.enabled ? [[name, setting]] : [];
  });
}

export const registerRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  const overrides = new Map<string, RegisterSettingsOverride>();
  const settingsFor = async (merchant: string, scope: string) => {
    const tenant = ctx.tenants.byMerchant(merchant) ?? ctx.tenants.defaultMerchant;
    const stored = withJurisdictionFields(await storedRegisterSettings(ctx.db, merchant), profileOf(tenant));
    return mergeRegisterSettings(stored, overrides.get(scope));
  };

  route(app, ctx, 'registerSettings', async ({ info }) => ok(await settingsFor(info.tenant.merchantCode, info.scope)));

  route(app, ctx, 'countryList', async () => ok(await countries(ctx.db)));

  // AFF-01: valid exactly when the envelope says success.
  route(app, ctx, 'affiliateCheck', { query: affiliateQuery }, async ({ request, query, info }) => {
    return (await affiliateCodeValid(ctx.db, info.tenant.merchantCode, query.code, query.domain))
      ? ok({ code: query.code })
      : refuse(request, 'affiliate.invalid');
  });

  // SMS-13: the register code goes to the number with its dialing code.
  route(app, ctx, 'smsRegister', { body: smsPayload }, async ({ body: payload, info, now }) => {
    await issueSmsCode(ctx.db, info.tenant.merchantCode, payload.mobileNum, 'register', now);
    return ok({ expiredMinutes: SMS_EXPIRED_MINUTES });
  });

  const registerHandler =
    (mobile: boolean) =>
    async ({ request, body: payload, info, now }: PlatformCall<RegisterPayload>) => {
      const merchant = info.tenant.merchantCode;
      const settings = await settingsFor(merchant, info.scope);
      if (!(mobile ? settings.methods.mobile : settings.methods.username))
        return refuse(request, 'function.not.available');

      const rules = fieldRules(settings, mobile);
      const provider = payload.channel === 'sms';
      for (const [name, rule] of rules) {
        // The provider path verifies the code with the provider: no code travels (REG-26).
        if (provider && name === 'verificationCode') continue;
        if (name === 'captcha' || name === 'affiliateCode') continue;
        if (!checkField(rule, payload[name])) return refuse(request, 'account.format.invalid', { field: name });
      }
      if (payload.confirmPassword !== payload.password) return refuse(request, 'password.confirm.mismatch');
      const captchaRule = rules.find(([name]) => name === 'captcha')?.[1];
      if (
        captchaRule?.required &&
        !(await consumeCaptcha(ctx.db, request.cookies[CAPTCHA_COOKIE], payload.captcha, now))
      ) {
        return refuse(request, 'captcha.invalid');
      }
      if (
        payload.affiliateCode !== '' &&
        !(await affiliateCodeValid(ctx.db, merchant, payload.affiliateCode, payload.domain))
      )
        return refuse(request, 'affiliate.invalid');
      if (payload.affiliateCode === '' && rules.find(([name]) => name === 'affiliateCode')?.[1].required)
        return refuse(request, 'affiliate.invalid');

      const needsPhone =
        mobile ||
        rules.some(([name, rule]) => name === 'verificationCode' && (rule.required || payload.verificationCode !== ''));
      if (needsPhone) {
        if (provider) {
          const claims = payload.idToken ? await consumeIdentityToken(ctx.db, merchant, payload.idToken, now) : null;
          if (!claims || claims.kind !== 'phone' || claims.mobile !== payload.mobileNum)
            return refuse(request, 'sms.code.invalid');
        } else if (!(await consumeSmsCode(ctx.db, merchant, payload.mobileNum, payload.verificationCode, now))) {
          return refuse(request, 'sms.code.invalid');
        }
      }

      const username = mobile ? payload.mobileNum : payload.username;
      if (await findMember(ctx.db, merchant, username)) return refuse(request, 'username.exists');
      // Issue 33: the identity the profile asks for, checked on the platform's clock; a CPF registers once.
      const identity = checkRegistrationIdentity(profileOf(info.tenant), payload, now);
      if (identity?.cpf && (await cpfTaken(ctx.db, merchant, identity.cpf))) return refuse(request, 'cpf.exists');
      const paymentHash = payload.paymentPassword ? await hashPassword(payload.paymentPassword) : null;
      const member = await ctx.db.transaction(async (tx) => {
        const row = await createMember(tx, info.tenant, {
          username: username.trim(),
          password: payload.password,
          type: 0,
          nickname: payload.nickname || null,
          // The platform keeps the international number (src/lib/phone.ts): SMS login and the phone reset send that.
          mobile: payload.mobileNum ? internationalNumber(payload.countryDialingCode, payload.mobileNum) : null,
          email: payload.email || null,
          createdAt: now,
        });
        if (!row) return null;
        if (identity && !(await saveIdentity(tx, merchant, row.id, identity))) throw new BusinessRefusal('cpf.exists');
        const details = Object.fromEntries(
          (
            [
              'countryDialingCode',
              'recommenderId',
              'payeeName',
              'idNumber',
              'qqNum',
              'facebook',
              'wechat',
              'line',
              'whatsapp',
              'zalo',
            ] as const
          ).map((name) => [name, payload[name]]),
        );
        await recordRegistration(tx, {
          memberId: row.id,
          registerMethod: payload.registerMethod,
          registerUrl: payload.registerUrl,
          affiliateCode: payload.affiliateCode,
          domain: payload.domain,
          channel: payload.channel ?? null,
          details,
          paymentPasswordHash: paymentHash,
          at: now,
        });
        if (paymentHash) await setPaymentPasswordHash(tx, row.id, paymentHash);
        // ENGAGE: a friend's referral code links the new member to the inviter.
        const inviter = payload.affiliateCode ? await inviterOfCode(tx, merchant, payload.affiliateCode) : null;
        if (inviter !== null) {
          await linkReferral(tx, inviter, row.id, now);
          // An agent's invite link also makes the new member the agent's downline.
          const inviterRow = await memberById(tx, inviter);
          if (inviterRow && ![0, 4, 40].includes(inviterRow.type)) await setParent(tx, row.id, inviter);
        }
        return row;
      });
      if (!member) return refuse(request, 'username.exists');
      const token = await createSession(ctx.db, member.id, merchant, now);
      return ok({ token, id: member.id, userName: member.username, customerType: member.type, firstTimeLogin: false });
    };

  route(app, ctx, 'register', { body: registerPayload }, registerHandler(false));
  route(app, ctx, 'registerMobile', { body: registerPayload }, registerHandler(true));

  if (ctx.testMode) {
    app.post(`${CONTROL_PREFIX}/register-settings`, async (request) => {
      const scope = requestInfo(request).scope;
      const body = parseInput(settingsControl, request.body ?? {});
      const previous = body.reset ? {} : (overrides.get(scope) ?? {});
      const fields = { ...previous.fields };
      for (const [name, patch] of Object.entries(body.fields ?? {}) as Array<
        [RegisterFieldName, z.output<typeof fieldPatch>]
      >) {
        fields[name] = {
          ...fields[name],
          ...Object.fromEntries(
            Object.entries(patch as Record<string, unknown>).filter(([, value]) => value !== undefined),
          ),
        };
      }
      overrides.set(scope, {
        methods: { ...previous.methods, ...body.methods },
        phoneVerification: body.phoneVerification ?? previous.phoneVerification,
        fields,
      });
      return ok(await settingsFor(requestInfo(request).tenant.merchantCode, scope));
    });
    // What a registration stored (tests check the payload arrived as sent).
    app.get(`${CONTROL_PREFIX}/registrations`, async (request) => {
      const { username } = parseInput(z.object({ username: z.string().check(z.minLength(1)) }), request.query);
      return ok(await registrationOf(ctx.db, username));
    });
  }
  done();
};
