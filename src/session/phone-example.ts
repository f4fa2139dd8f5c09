import { queryOptions, useQuery } from '@tanstack/react-query';
import { configuredLocale } from '@/lib/locale';
import { countryListQuery, type Country } from './dialing-code-select';

/**
 * A phone field's example number in the format of the country its dialing
 * code picks (issue 37: formats and examples follow the market), e.g.
 * "(11) 96123-4567" for Brazil and "010 01234567" for Egypt: libphonenumber's
 * own examples and formats, generated into a small table that is loaded when
 * a phone field is shown, never on a first route; an example that cannot be
 * loaded leaves the field without one.
 */

/** The country a dialing code belongs to: the tenant's own country first where several share a code (+1, +7, +44). */
export function countryOfDialingCode(
  countries: readonly Country[],
  dialingCode: string,
  region: string | null,
): Country | undefined {
  const sharing = countries.filter((country) => country.countryDialingCode.replace(/^\+/, '') === dialingCode);
  return sharing.find((country) => country.countryCode.toUpperCase() === region?.toUpperCase()) ?? sharing[0];
}

/** A mobile number of that country, as written there; null for a country the table does not know. */
export async function exampleMobileNumber(countryCode: string): Promise<string | null> {
  // A separate chunk of about 2 KiB (generated from libphonenumber, src/lib/phone-examples.ts): no first route.
  const { PHONE_EXAMPLES } = await import('@/lib/phone-examples');
  return PHONE_EXAMPLES[countryCode.toUpperCase()] ?? null;
}

const phoneExampleQuery = (countryCode: string) =>
  queryOptions({
    queryKey: ['phoneExample', countryCode] as const,
    queryFn: () => exampleMobileNumber(countryCode),
    staleTime: Infinity,
    retry: false,
    // A missing example is no failure the player needs to hear of.
    meta: { silent: true },
  });

/** The example to show as a phone field's placeholder for the picked dialing code, once it is known (and shown). */
export function usePhoneExample(dialingCode: string, shown = true): string | undefined {
  const countries = useQuery(countryListQuery());
  const country = countryOfDialingCode(countries.data ?? [], dialingCode, configuredLocale()?.region ?? null);
  const example = useQuery({
    ...phoneExampleQuery(country?.countryCode ?? ''),
    enabled: shown && country !== undefined,
  });
  return example.data ?? undefined;
}
