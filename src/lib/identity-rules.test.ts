import { describe, expect, it } from 'vitest';
import { ageOn, birthDateProblem, completeCpf, cpfDigits, cpfValid, formatCpf, parseBirthDate } from './identity-rules';

describe('CPF', () => {
  it('KYC-02 accepts a CPF whose check digits match, masked or not', () => {
    expect(cpfValid('529.982.247-25')).toBe(true);
    expect(cpfValid('52998224725')).toBe(true);
    expect(cpfValid('111.444.777-35')).toBe(true);
  });

  it('KYC-02 refuses a wrong check digit, a short number and letters', () => {
    expect(cpfValid('529.982.247-24')).toBe(false);
    expect(cpfValid('529.982.247-15')).toBe(false);
    expect(cpfValid('5299822472')).toBe(false);
    expect(cpfValid('abc.def.ghi-jk')).toBe(false);
  });

  it('KYC-02 refuses the eleven same-digit numbers, whose check digits would otherwise match', () => {
    for (let digit = 0; digit <= 9; digit += 1) expect(cpfValid(String(digit).repeat(11))).toBe(false);
  });

  it('KYC-02 completes nine digits with the check digits the rule gives', () => {
    expect(completeCpf('529982247')).toBe('52998224725');
    for (const base of ['000000001', '123456789', '987654321']) expect(cpfValid(completeCpf(base))).toBe(true);
  });

  it('KYC-01 masks the digits as 000.000.000-00 while they are typed', () => {
    expect(formatCpf('5')).toBe('5');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529982247')).toBe('529.982.247');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25999')).toBe('529.982.247-25');
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
  });
});

describe('age', () => {
  const day = (text: string) => {
    const [year, month, date] = text.split('-').map(Number);
    return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 12);
  };

  it('KYC-03 an 18th birthday counts on the day itself, not the day before', () => {
    const birth = { year: 2008, month: 5, day: 10 };
    expect(ageOn(birth, day('2026-05-09'))).toBe(17);
    expect(ageOn(birth, day('2026-05-10'))).toBe(18);
    expect(birthDateProblem('2008-05-10', 18, day('2026-05-09'))).toBe('underAge');
    expect(birthDateProblem('2008-05-10', 18, day('2026-05-10'))).toBeNull();
  });

  it('KYC-03 a 29 February birthday is reached on 1 March in a common year', () => {
    const birth = { year: 2008, month: 2, day: 29 };
    expect(ageOn(birth, day('2026-02-28'))).toBe(17);
    expect(ageOn(birth, day('2026-03-01'))).toBe(18);
  });

  it('KYC-03 refuses dates no calendar holds, dates in the future and a missing date', () => {
    expect(parseBirthDate('2001-02-29')).toBeNull();
    expect(parseBirthDate('2001-13-01')).toBeNull();
    expect(birthDateProblem('', 18, day('2026-01-01'))).toBe('format');
    expect(birthDateProblem('2030-01-01', 18, day('2026-01-01'))).toBe('format');
    expect(birthDateProblem('1990-06-15', 18, day('2026-01-01'))).toBeNull();
  });
});
