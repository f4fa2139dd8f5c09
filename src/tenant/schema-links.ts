import * as z from 'zod/mini';
import { LANGUAGES } from '../lib/languages';
import { TRUSTED_HOST_PATTERN } from './trusted-hosts';
import { DOWNLOAD_RESOURCE_TYPES, SERVICE_LINK_TYPES } from './link-types';
import { assetPath, described, documentPath, httpUrl } from './schema-fields';

/**
 * The tenant file's hosts and links (src/tenant/schema.ts composes them): the
 * host names the site is served on and the hosts it trusts, the app-download
 * and service links, the user agreement and the home banners.
 */

export const domainsField = z._default(
  described(
    z
      .array(
        z
          .string()
          .check(
            z.maxLength(253),
            z.regex(
              /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
              'must be a lower-case host name (play.example.com), without scheme or path',
            ),
          ),
      )
      .check(z.maxLength(20)),
    'Host names the site is served on: the generated nginx server block answers for them (server_name). Empty: the block answers for <merchant>.localhost only.',
  ),
  [],
);

export const downloadLinksField = z._default(
  described(
    z.array(z.strictObject({ resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES), url: httpUrl })).check(z.maxLength(20)),
    'App-download and contact links by resourceType, used until the platform supplies its own.',
  ),
  [],
);

export const serviceLinksField = z._default(
  described(
    z.array(z.strictObject({ type: z.enum(SERVICE_LINK_TYPES), url: httpUrl })).check(z.maxLength(20)),
    'Customer-service links used until the platform supplies its own.',
  ),
  [],
);

export const trustedHostsField = z._default(
  described(
    z
      .array(
        z
          .string()
          .check(
            z.maxLength(253),
            z.regex(
              TRUSTED_HOST_PATTERN,
              'must be a lower-case host name such as "t.me" or "*.example.com" (no scheme, path or port)',
            ),
          ),
      )
      .check(z.maxLength(50)),
    'Hosts the site may frame and link to without the "you are leaving" notice ("*.example.com" = any subdomain); the hosts of the links in this file are trusted too.',
  ),
  [],
);

export const agreementField = z._default(
  described(
    z.partialRecord(z.enum(LANGUAGES), documentPath),
    'The user agreement per language: an HTML file in tenants/assets/<merchant>/ (a generic agreement is shown for a language without one).',
  ),
  {},
);

export const bannersField = z.optional(
  described(
    z.partialRecord(
      z.enum(LANGUAGES),
      z
        .array(
          z.strictObject({
            image: described(assetPath, 'The banner image (750 × 300), in tenants/assets/<merchant>/.'),
            title: described(
              z.string().check(z.minLength(1), z.maxLength(80)),
              'What the banner says, for screen readers.',
            ),
            link: described(
              z.union([z.string().check(z.regex(/^\/m\/[^\s]*$/, 'must be a site path starting with /m/')), httpUrl]),
              'Where a tap leads: a site path (/m/…) or an https URL.',
            ),
          }),
        )
        .check(z.minLength(1), z.maxLength(8)),
    ),
    "Home banners per language; a language without its own uses the default language's. Without this key, lobby build draws three from the brand.",
  ),
);
