import { describe, expect, it } from 'vitest';
import { completeCpf, CPF_PATTERN } from '@/lib/identity-rules';
import { IDENTITY_PATTERN_IDS, parseRegisterSettings } from '@/tenant/register-settings';
import { validateRegisterValues, visibleFields } from './form-schema';
import { latestBirthDate, maskCpfInput } from './identity-fields';
import { buildRegisterPayload } from './payload';

// The identity fields as the sandbox configures them under the BR profile (sandbox/domain/register-settings.ts).
const settings = parseRegisterSettings({
  methods: { username: true, mobile: false },
  fields: {
    username: { enabled: true, required: true, acceptedPattern: '^[a-z0-9]{4,16}$', minLength: 4, maxLength: 16 },
    fullName: {
      enabled: true,
      required: true,
      acceptedPattern: "^\\p{L}[\\p{L} .'-]*\\p{L}$",
      minLength: 3,
      maxLength: 100,
      patternId: IDENTITY_PATTERN_IDS.fullName,
    },
    cpf: {
      enabled: true,
      required: true,
      acceptedPattern: CPF_PATTERN,
      minLength: 14,
      maxLength: 14,
      patternId: IDENTITY_PATTERN_IDS.cpf,
    },
    birthDate: {
      enabled: true,
      required: true,
      acceptedPattern: '^\\d{4}-\\d{2}-\\d{2}$',
      minLength: 10,
      maxLength: 10,
      patternId: IDENTITY_PATTERN_IDS.birthDate,
    },
  },
});
const fields = visibleFields({ settings, tab: 'username', urlAffiliateValid: false });
const VALID_CPF = maskCpfInput(completeCpf('123456789'));
const good = { username: 'novo1', fullName: 'Ana Souza', cpf: VALID_CPF, birthDate: '2000-01-31' };
const on = (year: number, month: number, day: number) => ({ minimumAge: 18, today: new Date(year, month - 1, day) });

describe('registration identity fields (issue 33)', () => {
  it('KYC-01 KYC-05 masks the CPF as 000.000.000-00 while typed, keeping only eleven digits', () => {
    expect(maskCpfInput('1')).toBe('1');
    expect(maskCpfInput('1234')).toBe('123.4');
    expect(maskCpfInput('1234567')).toBe('123.456.7');
    expect(maskCpfInput('1234567890')).toBe('123.456.789-0');
    expect(maskCpfInput('12345678909')).toBe('123.456.789-09');
    // Pasted with other punctuation or too long: the digits decide.
    expect(maskCpfInput('123 456 789/09 77')).toBe('123.456.789-09');
    expect(maskCpfInput('abc')).toBe('');
    expect(VALID_CPF).toMatch(new RegExp(CPF_PATTERN));
  });

  it('KYC-01 shows full name, CPF and date of birth in that order when the configuration turns them on', () => {
    expect(fields.map((field) => field.name)).toEqual(['username', 'fullName', 'cpf', 'birthDate']);
  });

  it('KYC-02 refuses a CPF whose check digits do not match, and the all-same-digit numbers', () => {
    expect(validateRegisterValues(fields, good, on(2026, 11, 28))).toEqual({});
    const wrongDigit = `${VALID_CPF.slice(0, -1)}${(Number(VALID_CPF.slice(-1)) + 1) % 10}`;
    expect(validateRegisterValues(fields, { ...good, cpf: wrongDigit }, on(2026, 11, 28))).toEqual({
      cpf: 'cpfInvalid',
    });
    expect(validateRegisterValues(fields, { ...good, cpf: '111.111.111-11' }, on(2026, 11, 28))).toEqual({
      cpf: 'cpfInvalid',
    });
    // Not all digits yet: the field's own format message.
    expect(validateRegisterValues(fields, { ...good, cpf: '123.456' }, on(2026, 11, 28))).toEqual({ cpf: 'format' });
  });

  it('KYC-03 KYC-06 refuses under 18; the 18th birthday counts on the day itself', () => {
    const born = { ...good, birthDate: '2008-11-28' };
    expect(validateRegisterValues(fields, born, on(2026, 11, 27))).toEqual({ birthDate: 'underAge' });
    expect(validateRegisterValues(fields, born, on(2026, 11, 28))).toEqual({});
    // 29 February: the birthday of a common year comes on 1 March.
    const leap = { ...good, birthDate: '2008-02-29' };
    expect(validateRegisterValues(fields, leap, on(2026, 2, 28))).toEqual({ birthDate: 'underAge' });
    expect(validateRegisterValues(fields, leap, on(2026, 3, 1))).toEqual({});
  });

  it('KYC-06 refuses a date that is not a day, or one in the future, as a format problem', () => {
    expect(validateRegisterValues(fields, { ...good, birthDate: '2000-02-30' }, on(2026, 11, 28))).toEqual({
      birthDate: 'format',
    });
    expect(validateRegisterValues(fields, { ...good, birthDate: '2027-01-01' }, on(2026, 11, 28))).toEqual({
      birthDate: 'format',
    });
    expect(latestBirthDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('KYC-01 sends the identity fields as shown, and leaves them out where they are not asked', () => {
    const base = { countryDialingCode: '55', hostName: 'ipe.localhost', registerMethod: 'H5' as const };
    const urlAffiliate = { code: '', domain: '' };
    expect(buildRegisterPayload({ ...base, urlAffiliate, values: good })).toMatchObject({
      fullName: 'Ana Souza',
      cpf: VALID_CPF,
      birthDate: '2000-01-31',
    });
    const plain = buildRegisterPayload({ ...base, urlAffiliate, values: { username: 'novo1' } });
    expect(Object.keys(plain)).not.toEqual(expect.arrayContaining(['cpf']));
    expect(plain).not.toHaveProperty('fullName');
    expect(plain).not.toHaveProperty('birthDate');
  });
});

describe('identity rules without a profile', () => {
  it('KYC-06 a date of birth without a minimum age is only checked as a date, judged today', () => {
    const dateOnly = visibleFields({ settings, tab: 'username', urlAffiliateValid: false });
    expect(validateRegisterValues(dateOnly, { ...good, birthDate: '2020-01-01' })).toEqual({});
    expect(validateRegisterValues(dateOnly, { ...good, birthDate: '2020-02-30' })).toEqual({ birthDate: 'format' });
  });
});
