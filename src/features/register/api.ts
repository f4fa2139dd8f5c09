import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CONTENT_TYPES, GAME_CONSTANTS } from '@/lib/spec-constants';
import { readStored, writeStored } from '@/lib/storage';
import { PlatformError } from '@/platform/errors';
import { imageAddress } from '@/lib/image-cdn';
import { lenientList } from '@/platform/lenient';
import { callPlatform, callPlatformParsed } from '@/platform/request';
import { startSession } from '@/platform/session';
import { create } from 'zustand';
import type { RegisterPayload } from './payload';
import { parseRegisterSettings } from '@/tenant/register-settings';
import { startFromStore } from '@/lib/cached-read';

/** The registration calls (000 §7): settings, countries, affiliate check, SMS, register, announcements. */

export const registerKeys = {
  settings: ['register', 'settings'] as const,
  affiliate: (code: string, domain: string) => ['register', 'affiliate', code, domain] as const,
  announcements: (language: string, merchantCode: string) =>
    ['register', 'announcements', language, merchantCode] as const,
};

/** CALL-06 (cached under registerValidators, 000 §4). */
export const registerSettingsQuery = () =>
  queryOptions({
    queryKey: registerKeys.settings,
    queryFn: async ({ signal }) => {
      const value = await callPlatform('registerSettings', { signal });
      writeStored('registerValidators', value);
      return parseRegisterSettings(value);
    },
    // SESSION-24: the validators of the last visit render the form at once; the call refreshes them.
    ...startFromStore(() => {
      const cached = readStored('registerValidators');
      return cached === undefined || cached === null ? undefined : parseRegisterSettings(cached);
    }),
  });

/** CALL-08 / AFF-01: valid exactly when the answer's success is true; a refusal means invalid, other failures throw. */
export async function checkAffiliate(code: string, domain: string, signal?: AbortSignal): Promise<boolean> {
  if (code === '') return false;
  try {
    await callPlatform('affiliateCheck', { query: { code, domain }, ...(signal ? { signal } : {}) });
    return true;
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'business') return false;
    throw error;
  }
}

export const affiliateQuery = (code: string, domain: string) =>
  queryOptions({
    queryKey: registerKeys.affiliate(code, domain),
    queryFn: ({ signal }) => checkAffiliate(code, domain, signal),
    enabled: code !== '',
    meta: { silent: true },
  });

/** AFF-07: the affiliate code in the common store (and reg_info, the platform's attribution key). */
interface AffiliateState {
  readonly code: string;
  readonly domain: string;
  readonly valid: boolean | null;
}
export const useAffiliateStore = create<AffiliateState>(() => ({ code: '', domain: '', valid: null }));

export function rememberAffiliate(code: string, domain: string, valid: boolean | null): void {
  useAffiliateStore.setState({ code, domain, valid });
  if (code !== '' && valid) writeStored('reg_info', { affiliateCode: code });
}

const smsSchema = z.catch(z.nullable(z.object({ expiredMinutes: z.catch(z.optional(z.number()), undefined) })), null);

/** CALL-09 / SMS-13: the register code, with the dialing code. */
export async function sendRegisterSms(mobileNum: string, countryDialingCode: string): Promise<number | undefined> {
  const value = await callPlatformParsed('smsRegister', smsSchema, { body: { mobileNum, countryDialingCode } });
  return value?.expiredMinutes;
}

const registerResponseSchema = z.catch(
  z.nullable(
    z.object({
      token: z.catch(z.string(), ''),
      userName: z.catch(z.string(), ''),
      // The account type decides the member's menus: an answer without it is not taken, and the caller logs in.
      customerType: z.number(),
      id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
    }),
  ),
  null,
);

/**
 * CALL-05: the encrypted register call (mobile tab: the mobile path). When
 * the answer carries a session it starts; otherwise the caller logs in.
 */
export async function register(
  tab: 'username' | 'mobile',
  payload: RegisterPayload,
  merchantCode: string,
): Promise<boolean> {
  const value = await callPlatformParsed(tab === 'mobile' ? 'registerMobile' : 'register', registerResponseSchema, {
    body: payload,
  });
  if (!value?.token) return false;
  startSession({
    token: value.token,
    merchantCode,
    userName: value.userName || payload.username || payload.mobileNum,
    type: value.customerType,
    firstTimeLogin: false,
    ...(value.id === undefined ? {} : { id: value.id }),
  });
  return true;
}

const bannerSchema = z.object({ url: imageAddress, title: z.catch(z.optional(z.nullable(z.string())), undefined) });
const announcementsSchema = z.object({ banners: lenientList(bannerSchema, (banner) => banner.url !== '') });

/** CALL-17 / REG-28: the registration announcements (types B, group m_reg). */
export const registerAnnouncementsQuery = (language: string, merchantCode: string) =>
  queryOptions({
    queryKey: registerKeys.announcements(language, merchantCode),
    queryFn: async ({ signal }) => {
      const value = await callPlatformParsed('announcements', announcementsSchema, {
        query: {
          types: CONTENT_TYPES.Banner,
          groupName: 'm_reg',
          platform: GAME_CONSTANTS.announcementPlatform,
          merchantCode,
          language,
        },
        signal,
      });
      return value.banners;
    },
    meta: { silent: true },
  });
