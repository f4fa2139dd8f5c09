import { defaultRegisterSettings } from '../domain/register-settings.ts';
import type { SeedFunction } from './types.ts';

/**
 * Registration seed: the default field configuration of every merchant, the
 * country dialing codes and the affiliate codes (AFF2024 valid everywhere,
 * OLDCODE1 inactive). Existing rows are left as they are.
 */

const SEED_COUNTRIES = [
  { code: 'BR', name: 'Brasil', dialing: '55' },
  { code: 'US', name: 'United States', dialing: '1' },
  { code: 'PT', name: 'Portugal', dialing: '351' },
  { code: 'PH', name: 'Philippines', dialing: '63' },
  { code: 'VN', name: 'Việt Nam', dialing: '84' },
  // The Arabic tenant's markets (its region defaults to EG, where Arabic is most spoken).
  { code: 'EG', name: 'مصر', dialing: '20' },
  { code: 'SA', name: 'السعودية', dialing: '966' },
] as const;

const SEED_AFFILIATE_CODES = [
  { code: 'AFF2024', active: true },
  { code: 'OLDCODE1', active: false },
] as const;

export const seedRegister: SeedFunction = async ({ db, tenants }) => {
  for (const [index, country] of SEED_COUNTRIES.entries()) {
    await db.query(
      'INSERT INTO countries (country_code, country_name, dialing_code, sort_order) VALUES ($1, $2, $3, $4) ON CONFLICT (country_code) DO NOTHING',
      [country.code, country.name, country.dialing, index],
    );
  }
  for (const tenant of tenants) {
    await db.query(
      'INSERT INTO register_settings (merchant, settings) VALUES ($1, $2) ON CONFLICT (merchant) DO NOTHING',
      [tenant.merchantCode, JSON.stringify(defaultRegisterSettings())],
    );
    for (const affiliate of SEED_AFFILIATE_CODES) {
      await db.query(
        'INSERT INTO affiliate_codes (merchant, code, active) VALUES ($1, $2, $3) ON CONFLICT (merchant, code) DO NOTHING',
        [tenant.merchantCode, affiliate.code, affiliate.active],
      );
    }
  }
};
