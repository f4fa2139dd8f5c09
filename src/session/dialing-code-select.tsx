import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useTexts } from '@/i18n';
import { token } from '@/ui';
import * as z from 'zod/mini';
import { callPlatformParsed } from '@/platform/request';
import { configuredLocale } from '@/lib/locale';

const countrySchema = z.object({
  countryCode: z.catch(z.string(), ''),
  countryName: z.catch(z.string(), ''),
  countryDialingCode: z.catch(z.string(), ''),
});
export type Country = z.infer<typeof countrySchema>;

/** CALL-18 / REG-08: the dialing codes; an entry without a code is dropped. */
export const countryListQuery = () =>
  queryOptions({
    queryKey: ['countries'] as const,
    queryFn: async ({ signal }) => {
      const value = await callPlatformParsed(
        'countryList',
        z.catch(z.array(z.catch(z.nullable(countrySchema), null)), []),
        { signal },
      );
      return value.filter(
        (country): country is Country =>
          country !== null && /^[0-9]{1,4}$/.test(country.countryDialingCode.replace(/^\+/, '')),
      );
    },
  });

/**
 * The country dialing-code picker of the registration form (REG-08), shared
 * by every phone field (SMS login, phone reset, security centre binding, MONEY-15): the platform's
 * country list, starting at the tenant's country (its region, issue 37), else the list's first entry.
 */

/** The field's prefix slot: the picker, or the retry that stands in for it. */
const prefixControl = css`
  flex: none;
  border: none;
  background: transparent;
  font: inherit;
`;

/*
 * A fixed width, not a max-width: with an intrinsic width the browser measures every option's
 * text when the form is laid out, shaping the Arabic and Vietnamese country names through fallback
 * fonts — about half the registration form's first layout (8 of 18 ms at 1× CPU). The longest
 * names were clipped at 96 px before as well.
 */
const Select = styled.select`
  ${prefixControl}
  width: 96px;
  color: ${token('color.text.primary')};
  font-size: ${token('font.size.sm')};
`;

const RetryCodes = styled.button`
  ${prefixControl}
  max-width: 112px;
  color: ${token('color.text.link')};
  font-size: ${token('font.size.xs')};
  text-decoration: underline;
  cursor: pointer;
`;

/** The country a phone field starts at: the tenant's market (its region) when the list has it, else the list's first. */
export function defaultCountry(countries: readonly Country[], region: string | null): Country | undefined {
  const own = region
    ? countries.find((country) => country.countryCode.toUpperCase() === region.toUpperCase())
    : undefined;
  return own ?? countries[0];
}

/** The picked dialing code, defaulting to the tenant's country (LANG-06). */
export function useDialingCode(initial = ''): readonly [code: string, setCode: (code: string) => void] {
  const countries = useQuery(countryListQuery());
  const [picked, setPicked] = useState(initial);
  const fallback = defaultCountry(countries.data ?? [], configuredLocale()?.region ?? null);
  return [picked || fallback?.countryDialingCode || '', setPicked];
}

export function DialingCodeSelect({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (code: string) => void;
}) {
  const t = useTexts('common');
  const countries = useQuery(countryListQuery());
  // REL-01: a failed read of the codes is said, with a way to read them again, never an empty picker.
  if (countries.isLoadingError) {
    return (
      <RetryCodes
        type="button"
        data-state="error"
        data-testid="dialing-codes-retry"
        title={t('dialing.failed')}
        onClick={() => void countries.refetch()}
      >
        {t('dialing.retry')}
      </RetryCodes>
    );
  }
  return (
    <Select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {(countries.data ?? []).map((country) => (
        <option key={`${country.countryCode}-${country.countryDialingCode}`} value={country.countryDialingCode}>
          {`+${country.countryDialingCode} ${country.countryName}`}
        </option>
      ))}
    </Select>
  );
}
