import {
  FLAG_CODES,
  FLAG_REGISTRY,
  PROMOTION_CODES,
  PROMOTION_REGISTRY,
  isFlagCode,
  isPromotionCode,
  type FlagCode,
  type FlagValues,
  type PromotionCode,
  type PromotionValues,
} from './flags';
import { isRecord } from '../lib/is-record';

/**
 * Flag precedence (later wins): registry default < tenant file < whitelabel
 * response < consolidated settings. Server payloads are read field by field:
 * an unknown code is ignored, a value that is not a recognisable switch leaves
 * the level below in force, and a payload of the wrong shape is no layer at all.
 */

interface SwitchLayer {
  readonly flags: ReadonlyMap<FlagCode, boolean>;
  readonly promotions: ReadonlyMap<PromotionCode, boolean>;
}

const EMPTY_LAYER: SwitchLayer = { flags: new Map(), promotions: new Map() };

/** Reads one switch value in the encodings platforms use; undefined when unreadable. */
export function readSwitch(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const normalised = value.trim().toUpperCase();
    if (['1', 'Y', 'YES', 'TRUE', 'ON', 'OPEN', 'ENABLED'].includes(normalised)) return true;
    if (['0', 'N', 'NO', 'FALSE', 'OFF', 'CLOSE', 'DISABLED'].includes(normalised)) return false;
  }
  return undefined;
}

const CODE_FIELDS = ['code', 'moduleId', 'menuCode', 'type', 'name'] as const;
const VALUE_FIELDS = ['enabled', 'status', 'open', 'value', 'enable'] as const;

/** Entries of a record `{CODE: switch}` or a list `[{code, enabled}]`. */
function entriesOf(section: unknown): Array<[string, unknown]> {
  if (isRecord(section)) return Object.entries(section);
  if (!Array.isArray(section)) return [];
  const entries: Array<[string, unknown]> = [];
  for (const item of section) {
    if (!isRecord(item)) continue;
    const code = CODE_FIELDS.map((field) => item[field]).find((candidate) => typeof candidate === 'string');
    const valueField = VALUE_FIELDS.find((field) => field in item);
    if (typeof code === 'string' && valueField) entries.push([code, item[valueField]]);
  }
  return entries;
}

/** Builds a layer from a whitelabel or consolidated-settings `value`. */
export function layerFromPayload(value: unknown): SwitchLayer {
  if (!isRecord(value)) return EMPTY_LAYER;
  const flags = new Map<FlagCode, boolean>();
  const promotions = new Map<PromotionCode, boolean>();
  for (const [code, raw] of entriesOf(value.flags)) {
    const enabled = readSwitch(raw);
    if (isFlagCode(code) && enabled !== undefined) flags.set(code, enabled);
  }
  for (const [code, raw] of entriesOf(value.promotions)) {
    const enabled = readSwitch(raw);
    if (isPromotionCode(code) && enabled !== undefined) promotions.set(code, enabled);
  }
  return { flags, promotions };
}

/** Builds a layer from a tenant file's defaults (already schema-checked). */
export function layerFromTenant(defaults: {
  flags?: Partial<Record<FlagCode, boolean>>;
  promotions?: Partial<Record<PromotionCode, boolean>>;
}): SwitchLayer {
  return layerFromPayload({ flags: defaults.flags ?? {}, promotions: defaults.promotions ?? {} });
}

export interface MergedSwitches {
  readonly flags: FlagValues;
  readonly promotions: PromotionValues;
}

export function mergeSwitches(layers: readonly SwitchLayer[]): MergedSwitches {
  const flags = Object.fromEntries(FLAG_CODES.map((code) => [code, FLAG_REGISTRY[code].default])) as Record<
    FlagCode,
    boolean
  >;
  const promotions = Object.fromEntries(
    PROMOTION_CODES.map((code) => [code, PROMOTION_REGISTRY[code].default]),
  ) as Record<PromotionCode, boolean>;
  for (const layer of layers) {
    for (const [code, enabled] of layer.flags) flags[code] = enabled;
    for (const [code, enabled] of layer.promotions) promotions[code] = enabled;
  }
  return { flags, promotions };
}

/** The documented order: tenant file, then whitelabel, then consolidated settings. */
export function resolveSwitches(sources: {
  tenant: SwitchLayer;
  whitelabel?: unknown;
  consolidated?: unknown;
}): MergedSwitches {
  return mergeSwitches([sources.tenant, layerFromPayload(sources.whitelabel), layerFromPayload(sources.consolidated)]);
}
