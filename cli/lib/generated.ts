import * as z from 'zod/mini';
import { tenantSchema } from '../../src/tenant/schema';
import { languagePacksSource, PACKS_MODULE } from './language-packs';
import { phoneExamplesSource, PHONE_EXAMPLES_MODULE } from './phone-examples';
import { semanticTokenNames } from './themes';
import { flagsMarkdownTable } from '../commands/flags';
import { callStatus, ENDPOINTS, type AccountRule, type Endpoint } from '../../src/platform/endpoints';

/**
 * Files generated from a single source of truth. `npm run gen`
 * (scripts/gen.ts) writes them; tests/cli/generated.test.ts fails when a
 * committed copy differs from what these functions produce.
 */

interface GeneratedFile {
  /** Project-relative path. */
  readonly path: string;
  readonly content: string;
}

/** src/ui/theme/token-names.ts: the semantic token names of the base theme, in file order. */
function tokenNamesSource(cwd: string): string {
  const names = semanticTokenNames(cwd).map((name) => `  '${name}',`);
  return [
    '// Generated from themes/base.tokens.json by `npm run gen` — do not edit.',
    '// The semantic token names components may use (THEME-02).',
    'export const SEMANTIC_TOKEN_NAMES = [',
    ...names,
    '] as const;',
    '',
    'export type SemanticTokenName = (typeof SEMANTIC_TOKEN_NAMES)[number];',
    '',
  ].join('\n');
}

type JsonSchema = {
  type?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
};

function tenantJsonSchema(): JsonSchema & Record<string, unknown> {
  return z.toJSONSchema(tenantSchema, { io: 'input' }) as JsonSchema & Record<string, unknown>;
}

/** tenants/tenant.schema.json, for editor completion in tenant files. */
function tenantSchemaSource(): string {
  return `${JSON.stringify(tenantJsonSchema(), null, 2)}\n`;
}

const code = (value: unknown): string => `\`${JSON.stringify(value)}\``;
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, ' ');

function typeText(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeText).join(' or ');
  if (schema.const !== undefined) return code(schema.const);
  if (schema.enum)
    return schema.enum.length > 8
      ? `one of ${schema.enum.length} values (see the schema)`
      : schema.enum.map(code).join(', ');
  const limits: string[] = [];
  if (schema.minLength !== undefined && schema.maxLength !== undefined)
    limits.push(`${schema.minLength}–${schema.maxLength} chars`);
  else if (schema.maxLength !== undefined) limits.push(`≤ ${schema.maxLength} chars`);
  if (schema.pattern && schema.pattern.length <= 40) limits.push(`pattern \`${schema.pattern}\``);
  if (schema.maxItems !== undefined) limits.push(`≤ ${schema.maxItems} items`);
  if (schema.type === 'array' && schema.items) {
    const itemType = schema.items.properties ? 'objects' : typeText(schema.items);
    return [`list of ${itemType}`, ...limits].join(', ');
  }
  if (schema.type === 'object' && schema.propertyNames) {
    const value = typeof schema.additionalProperties === 'object' ? typeText(schema.additionalProperties) : 'value';
    return `map of code → ${value}`;
  }
  return [schema.type ?? 'any', ...limits].join(', ');
}

interface Row {
  readonly key: string;
  readonly type: string;
  readonly required: boolean;
  readonly default: string;
  readonly description: string;
}

function rows(schema: JsonSchema, prefix: string): Row[] {
  const out: Row[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    if (name === '$schema' && prefix === '') continue;
    const key = `${prefix}${name}`;
    out.push({
      key,
      type: typeText(child),
      required: required.has(name),
      default: child.default === undefined ? '' : code(child.default),
      description: child.description ?? '',
    });
    if (child.properties) out.push(...rows(child, `${key}.`));
    if (child.items?.properties) out.push(...rows(child.items, `${key}[].`));
  }
  return out;
}

/** docs/tenants.md: every tenant key with its type, default and description, from the schema. */
function tenantDocsSource(): string {
  const table = rows(tenantJsonSchema(), '').map(
    (row) =>
      `| \`${row.key}\` | ${cell(row.type)} | ${row.required ? 'yes' : ''} | ${cell(row.default)} | ${cell(row.description)} |`,
  );
  return [
    '# Tenant files',
    '',
    '<!-- Generated from src/tenant/schema.ts by `npm run gen` — do not edit; a test fails when it drifts. -->',
    '',
    'One file per merchant: `tenants/<merchant>.json`, validated by the zod schema the app itself uses',
    '(`src/tenant/schema.ts`). Start a file with `"$schema": "./tenant.schema.json"` for editor completion,',
    'check it with `npx lobby validate <merchant>`, build it with `npx lobby build <merchant>`.',
    'Asset paths are relative to `tenants/assets/<merchant>/` and may not leave it.',
    'Keys marked "yes" are required; the others take the default shown.',
    '',
    '| Key | Type | Required | Default | Description |',
    '| --- | --- | --- | --- | --- |',
    ...table,
    '',
    'Flag and promotion codes, their defaults and what each gates: `src/tenant/flags.ts` (the flag registry).',
    'See also `tenants/README.md` (adding a merchant) and `themes/README.md` (brand tokens).',
    '',
  ].join('\n');
}

/** docs/flags.md: precedence, life cycle and the registry table. */
function flagDocsSource(): string {
  return [
    '# Flags',
    '',
    '<!-- Generated from src/tenant/flags.ts by `npm run gen` — do not edit. -->',
    '',
    'Whitelabel flags switch menus, tiles, login options and header buttons at run time, with no rebuild. Every flag code of the spec is in the registry `src/tenant/flags.ts` once; its keys form a type, so a misspelled flag does not compile.',
    '',
    '## Precedence (later wins)',
    '',
    '1. the registry default (below);',
    '2. the tenant file (`flags`, `promotions` in `tenants/<merchant>.json`);',
    "3. the platform's whitelabel answer (`GET /wps/system/whitelabel`);",
    "4. the platform's consolidated settings (`GET /wps/system/settings/consolidated`).",
    '',
    'A server answer is read field by field: unknown codes are ignored, a value that is not a readable switch leaves the level below in force, and a failed or malformed answer leaves the defaults (`src/tenant/flag-merge.ts`).',
    '',
    '## Life cycle',
    '',
    '1. **Add** the code to the registry, default off, with what it gates and where the spec names it; gate the feature on it (menus and tiles are rows of `src/tenant/menu-tables.ts`; any other switched feature is an evaluator of `src/tenant/feature-gates.ts`, judged on the context of `useGateContext()`, and a lint rule keeps flag codes out of the app and the features).',
    "2. **Enable** it per deployment: in a tenant file, or from the operator's platform.",
    '3. **Delete** it once the behaviour is settled everywhere: remove the row and the gate.',
    '',
    'Print the table with `npx lobby flags` (or `--markdown`).',
    '',
    flagsMarkdownTable(),
    '',
  ].join('\n');
}

const ACCOUNT_NAMES: Record<AccountRule, string> = {
  guest: 'anyone',
  member: 'member',
  realMember: 'real member',
  agent: 'agent',
};

/** docs/platform-calls.md: every call of the endpoint table, known or proposed. */
function platformCallsSource(): string {
  const entries = Object.entries(ENDPOINTS) as [string, Endpoint][];
  const proposed = entries.filter(([, endpoint]) => callStatus(endpoint) === 'proposed').length;
  const flags = (endpoint: Endpoint): string =>
    [
      endpoint.encrypted ? 'encrypted' : '',
      endpoint.idempotency === 'requestId' ? 'requestId key' : '',
      endpoint.body && endpoint.body !== 'json' ? endpoint.body : '',
      endpoint.trialMerchant ? 'trial merchant' : '',
      endpoint.plainText ? 'plain text' : '',
    ]
      .filter(Boolean)
      .join(', ');
  const table = entries.map(
    ([operation, endpoint]) =>
      `| \`${operation}\` | ${endpoint.method} | \`${cell(endpoint.path)}\` | ${endpoint.moduleId ?? ''} | ${endpoint.token} | ${ACCOUNT_NAMES[endpoint.account]} | ${flags(endpoint)} | **${callStatus(endpoint)}** | ${cell(endpoint.source)} |`,
  );
  return [
    '# Platform calls',
    '',
    '<!-- Generated from src/platform/endpoints.ts by `npm run gen` — do not edit; a test fails when it drifts. -->',
    '',
    'Every call the app makes, from the one endpoint table (`src/platform/endpoints.ts`). The sandbox serves the same paths.',
    '',
    '- **known**: the spec (`000`/`001` §7) or the platform contract (`../shared/design/platform-contract.md`) names the call.',
    '- **Account**: who may call (the sandbox refuses anyone else before the call runs): anyone, a member (a live session), a real member (no trial account) or an agent. **requestId key**: the body carries `requestId`, one per attempt; the same key again answers the first result.',
    "- **proposed**: Lobby designed it in the platform's style (`/wps/…` paths, `MCSFE_*`-style relays, the envelope and module ids) because the spec names the page but not the call. An operator wiring a real back end maps or implements these first.",
    '',
    `${entries.length} calls: ${entries.length - proposed} known, ${proposed} proposed.`,
    '',
    '| Operation | Method | Path | Module | Token | Account | Body | Status | Source |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...table,
    '',
  ].join('\n');
}

export function generatedFiles(cwd: string): GeneratedFile[] {
  return [
    { path: 'src/ui/theme/token-names.ts', content: tokenNamesSource(cwd) },
    { path: 'tenants/tenant.schema.json', content: tenantSchemaSource() },
    { path: 'docs/tenants.md', content: tenantDocsSource() },
    { path: 'docs/flags.md', content: flagDocsSource() },
    { path: 'docs/platform-calls.md', content: platformCallsSource() },
    { path: PACKS_MODULE, content: languagePacksSource(cwd) },
    { path: PHONE_EXAMPLES_MODULE, content: phoneExamplesSource() },
  ];
}
