/**
 * A corpus of malformed tenant and theme files (issue 7: untrusted tenant
 * files). Each case breaks one thing in a copy of the demo tenant (or its
 * theme) and names the file and the field the refusal must point at.
 */

type Json = { [key: string]: unknown };

export interface MalformedCase {
  readonly name: string;
  /** The file the case writes, relative to the project. */
  readonly file: 'tenants/demo.json' | 'themes/lobby.tokens.json';
  /** Raw text to write (for broken JSON), or an edit of the parsed demo file. */
  readonly text?: string;
  readonly edit?: (json: Json) => void;
  /** The dotted field path the problem must name ('' for the whole file). */
  readonly path: string;
  /** Part of the expected message, when it says something specific. */
  readonly message?: RegExp;
}

/** Cases that write raw text that is not the file's JSON object (`tenantText(…)`, `themeText(…)`): the problem names the whole file. */
const unparsable =
  (file: MalformedCase['file']) =>
  (name: string, text: string): MalformedCase => ({ name, file, text, path: '' });

/** Cases that edit one file: `tenant(…)` breaks demo's tenant file, `theme(…)` the lobby brand file. */
const editing =
  (file: MalformedCase['file']) =>
  (name: string, path: string, edit: (json: Json) => void, message?: RegExp): MalformedCase => ({
    name,
    file,
    edit,
    path,
    ...(message ? { message } : {}),
  });
const tenant = editing('tenants/demo.json');
const theme = editing('themes/lobby.tokens.json');
const tenantText = unparsable('tenants/demo.json');
const themeText = unparsable('themes/lobby.tokens.json');

const assets = (json: Json): Json => json.assets as Json;
const languages = (json: Json): Json => json.languages as Json;
/** Sets a primitive override in the brand file (creating the groups on the way). */
const primitive = (json: Json, dotted: string, value: unknown): void => {
  let node = (json.primitive ??= {}) as Json;
  const keys = dotted.split('.');
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Json;
  node[keys[keys.length - 1] ?? ''] = value;
};

const HUGE = 'x'.repeat(100_000);

export const MALFORMED_CASES: readonly MalformedCase[] = [
  // Broken JSON
  tenantText('not JSON at all', 'merchantCode = demo'),
  tenantText('truncated JSON', '{"merchantCode": "demo", "displayName": '),
  tenantText('a JSON array instead of an object', '["demo"]'),
  tenantText('a JSON string instead of an object', '"demo"'),
  tenantText('an empty file', ''),
  themeText('theme that is not JSON', '{ primitive: }'),
  // Missing keys
  tenant('missing merchantCode', 'merchantCode', (json) => delete json.merchantCode),
  tenant('missing trialMerchantCode', 'trialMerchantCode', (json) => delete json.trialMerchantCode),
  tenant('missing displayName', 'displayName', (json) => delete json.displayName),
  tenant('missing theme', 'theme', (json) => delete json.theme),
  tenant('missing assets', 'assets', (json) => delete json.assets),
  tenant('missing logo', 'assets.logo', (json) => delete assets(json).logo),
  // Wrong types
  tenant('displayName as a number', 'displayName', (json) => (json.displayName = 42)),
  tenant('merchantCode as a number', 'merchantCode', (json) => (json.merchantCode = 7)),
  tenant('languages as a string', 'languages', (json) => (json.languages = 'PT')),
  tenant('supported languages as a string', 'languages.supported', (json) => (languages(json).supported = 'PT,EN')),
  tenant('flags as a list', 'flags', (json) => (json.flags = ['DIRECTREG3'])),
  tenant('a flag as a string', 'flags.DIRECTREG3', (json) => ((json.flags as Json).DIRECTREG3 = 'yes')),
  tenant('promotions as a boolean', 'promotions', (json) => (json.promotions = true)),
  tenant('downloadLinks as an object', 'downloadLinks', (json) => (json.downloadLinks = { IOS: 'https://x.example' })),
  tenant('routes as a string', 'routes', (json) => (json.routes = '/m/promo')),
  // Values refused by the rules
  tenant(
    'merchant code with a slash',
    'merchantCode',
    (json) => (json.merchantCode = 'de/mo'),
    /lower-case letters or digits/,
  ),
  tenant('merchant code with ..', 'merchantCode', (json) => (json.merchantCode = '..'), /lower-case letters or digits/),
  tenant(
    'merchant code with a space',
    'merchantCode',
    (json) => (json.merchantCode = 'de mo'),
    /lower-case letters or digits/,
  ),
  tenant(
    'merchant code in upper case',
    'merchantCode',
    (json) => (json.merchantCode = 'DEMO'),
    /lower-case letters or digits/,
  ),
  tenant(
    'merchant code other than the file name',
    'merchantCode',
    (json) => (json.merchantCode = 'other'),
    /file name/,
  ),
  tenant('trial code with a slash', 'trialMerchantCode', (json) => (json.trialMerchantCode = 'a/b')),
  tenant('empty display name', 'displayName', (json) => (json.displayName = '')),
  tenant('huge display name', 'displayName', (json) => (json.displayName = HUGE)),
  tenant('huge short name', 'shortName', (json) => (json.shortName = HUGE)),
  tenant('unknown theme', 'theme', (json) => (json.theme = 'nope'), /nope/),
  tenant('theme name with a path', 'theme', (json) => (json.theme = '../themes/lobby')),
  tenant('unsupported language', 'languages.supported.0', (json) => (languages(json).supported = ['FR'])),
  tenant(
    'default language outside the supported ones',
    'languages.default',
    (json) => (json.languages = { default: 'EN', supported: ['PT'] }),
  ),
  tenant('no supported language', 'languages.supported', (json) => (languages(json).supported = [])),
  tenant('API base with javascript:', 'apiBaseUrl', (json) => (json.apiBaseUrl = 'javascript:alert(1)'), /http\(s\)/),
  tenant('API base with ftp:', 'apiBaseUrl', (json) => (json.apiBaseUrl = 'ftp://api.example.com'), /http\(s\)/),
  tenant('API base that is not a URL', 'apiBaseUrl', (json) => (json.apiBaseUrl = 'api.example.com'), /http\(s\)/),
  tenant('asset path leaving the folder', 'assets.logo', (json) => (assets(json).logo = '../aurora/logo.svg')),
  tenant('absolute asset path', 'assets.logo', (json) => (assets(json).logo = '/etc/passwd.svg')),
  tenant('asset with a backslash', 'assets.logo', (json) => (assets(json).logo = '..\\aurora\\logo.svg')),
  tenant('asset that is not an image', 'assets.logo', (json) => (assets(json).logo = 'logo.html')),
  tenant('asset that does not exist', 'assets.logo', (json) => (assets(json).logo = 'missing.svg')),
  tenant('unknown flag code', 'flags', (json) => ((json.flags as Json).NOT_A_FLAG = true)),
  tenant('unknown promotion', 'promotions', (json) => ((json.promotions as Json).JACKPOT = true)),
  tenant('unknown top-level key', '', (json) => (json.colour = 'red'), /unknown key/),
  tenant(
    '__proto__ key',
    '',
    (json) => Object.defineProperty(json, '__proto__', { value: { admin: true }, enumerable: true }),
    /unknown key/,
  ),
  tenant(
    'download link with javascript:',
    'downloadLinks.0.url',
    (json) => (json.downloadLinks = [{ resourceType: 'IOS', url: 'javascript:alert(1)' }]),
  ),
  tenant(
    'download link with an unknown type',
    'downloadLinks.0.resourceType',
    (json) => (json.downloadLinks = [{ resourceType: 'DESKTOP', url: 'https://x.example' }]),
  ),
  tenant(
    'service link that is not a URL',
    'serviceLinks.0.url',
    (json) => (json.serviceLinks = [{ type: 'TELEGRAM', url: 't.me/x' }]),
  ),
  tenant('route outside /m/', 'routes.0.path', (json) => (json.routes = [{ path: '/admin', page: 'home' }])),
  tenant('route to an unknown page', 'routes.0.page', (json) => (json.routes = [{ path: '/m/x', page: 'nope' }])),
  tenant(
    'route listed twice',
    'routes.1.path',
    (json) =>
      (json.routes = [
        { path: '/m/x', page: 'home' },
        { path: '/m/x', page: 'login' },
      ]),
  ),
  // Themes
  theme(
    'a semantic group in a brand file',
    'semantic',
    (json) => (json.semantic = { color: { bg: { page: { $value: '#000000' } } } }),
  ),
  theme('an unknown primitive path', 'primitive.color.neon', (json) =>
    primitive(json, 'color.neon', { $value: '#39ff14' }),
  ),
  theme('an invalid colour', 'primitive.color.brand.main', (json) =>
    primitive(json, 'color.brand.main', { $value: 'gold' }),
  ),
  theme('a colour with 5 digits', 'primitive.color.brand.main', (json) =>
    primitive(json, 'color.brand.main', { $value: '#12345' }),
  ),
  theme(
    'a colour in the older hex-string format',
    'primitive.color.brand.main',
    (json) => primitive(json, 'color.brand.main', { $value: '#f2b33d' }),
    /colorSpace/,
  ),
  theme('a colour whose hex disagrees with its components', 'primitive.color.brand.main', (json) =>
    primitive(json, 'color.brand.main', { $value: { colorSpace: 'srgb', components: [0, 0, 0], hex: '#ffffff' } }),
  ),
  theme('a colour in an unknown colour space', 'primitive.color.brand.main', (json) =>
    primitive(json, 'color.brand.main', { $value: { colorSpace: 'cmyk', components: [0, 0, 0] } }),
  ),
  theme('a colour as a number', 'primitive.color.brand.main', (json) =>
    primitive(json, 'color.brand.main', { $value: 0xf2b33d }),
  ),
  theme('a missing alias', 'primitive.color.brand.main', (json) =>
    primitive(json, 'color.brand.main', { $value: '{primitive.color.nowhere}' }),
  ),
  theme('an alias cycle', 'primitive.color.brand', (json) => {
    primitive(json, 'color.brand.main', { $value: '{primitive.color.brand.strong}' });
    primitive(json, 'color.brand.strong', { $value: '{primitive.color.brand.main}' });
  }),
  theme('a token whose $value is null', 'primitive.color.brand.main', (json) =>
    primitive(json, 'color.brand.main', { $value: null }),
  ),
  theme('a dimension without a unit', 'primitive.dimension.radius.small', (json) =>
    primitive(json, 'dimension.radius.small', { $value: 4 }),
  ),
  theme('a font family that breaks out of CSS', 'primitive.font.family.base', (json) =>
    primitive(json, 'font.family.base', { $value: ['x;}</style><script>alert(1)</script>'] }),
  ),
];
