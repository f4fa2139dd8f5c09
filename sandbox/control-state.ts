import type { FlagCode, PromotionCode } from '../src/tenant/flags.ts';

/**
 * Everything the control API can change, kept per scope so parallel tests
 * never see each other's flags, statuses, faults or clocks. A platform request
 * belongs to the scope named by its `lobby_scope` cookie, a control call to
 * the one named by its X-Sandbox-Scope header; both default to 'default'.
 * Database rows (members, sessions) are global. Within a scope, settings may
 * target one merchant or all of them ('*'); a merchant's own value wins.
 */

export const DEFAULT_SCOPE = 'default';
export const ALL_MERCHANTS = '*';
export const SCOPE_COOKIE = 'lobby_scope';
export const SCOPE_HEADER = 'x-sandbox-scope';

type FlagLayer = 'whitelabel' | 'consolidated';
export const FAULT_KINDS = [
  'latency',
  'http500',
  'malformed',
  'truncated',
  'badGateway',
  'unknownError',
  'unauthorized',
  'drop',
  'dropAnswer',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

interface Fault {
  readonly match: string;
  readonly kind: FaultKind;
  readonly delayMs: number;
  /** Requests left to hit; null = until cleared. */
  remaining: number | null;
}

interface CustomerServiceEntry {
  readonly csType: string;
  readonly path: string;
}

interface StatusOverrides {
  maintenance?: boolean;
  regionRestriction?: boolean;
  ipWhitelist?: boolean;
  maintainTime?: number | null;
  endTime?: number | null;
  customerService?: CustomerServiceEntry[];
}

export interface MobileTemplate {
  mem_cen: '0' | '1';
  dep_func: '0' | '1';
  app_background: string;
  app_desc: string;
  app_desc_font_color: string;
}

interface SettingsOverrides {
  mobileTemplate?: Partial<MobileTemplate>;
  location?: string;
}

interface SwitchOverrides {
  readonly flags: Map<FlagCode, boolean>;
  readonly promotions: Map<PromotionCode, boolean>;
}

interface MerchantControl {
  readonly layers: Record<FlagLayer, SwitchOverrides>;
  status: StatusOverrides;
  settings: SettingsOverrides;
}

interface LoginFailures {
  count: number;
  lastAt: number;
}

interface ScopeState {
  readonly merchants: Map<string, MerchantControl>;
  faults: Fault[];
  clockOffsetMs: number;
  /** Failed logins per account and per IP (login-guard.ts). */
  readonly loginFailures: Map<string, LoginFailures>;
  /** Login attempts per account and per address in the current rate window (issue 16). */
  readonly loginAttempts: Map<string, { count: number; windowStart: number }>;
  /** The last captcha handed out in the scope, so tests can type it. */
  lastCaptcha: { id: string; code: string } | null;
}

const emptySwitches = (): SwitchOverrides => ({ flags: new Map(), promotions: new Map() });

interface ResolvedControl {
  readonly switches: Record<FlagLayer, { flags: Map<FlagCode, boolean>; promotions: Map<PromotionCode, boolean> }>;
  readonly status: StatusOverrides;
  readonly settings: SettingsOverrides;
}

export class ControlStore {
  private readonly scopes = new Map<string, ScopeState>();

  private state(scope: string): ScopeState {
    let state = this.scopes.get(scope);
    if (!state) {
      state = {
        merchants: new Map(),
        faults: [],
        clockOffsetMs: 0,
        loginFailures: new Map(),
        loginAttempts: new Map(),
        lastCaptcha: null,
      };
      this.scopes.set(scope, state);
    }
    return state;
  }

  private merchant(scope: string, merchant: string): MerchantControl {
    const merchants = this.state(scope).merchants;
    let control = merchants.get(merchant);
    if (!control) {
      control = { layers: { whitelabel: emptySwitches(), consolidated: emptySwitches() }, status: {}, settings: {} };
      merchants.set(merchant, control);
    }
    return control;
  }

  reset(scope: string): void {
    this.scopes.delete(scope);
  }

  /** The sandbox clock of a scope: real time plus the scope's offset. */
  now(scope: string): number {
    return Date.now() + (this.scopes.get(scope)?.clockOffsetMs ?? 0);
  }

  setClockOffset(scope: string, offsetMs: number): void {
    this.state(scope).clockOffsetMs = offsetMs;
  }

  clockOffset(scope: string): number {
    return this.scopes.get(scope)?.clockOffsetMs ?? 0;
  }

  /** null removes an override. */
  setSwitches(
    scope: string,
    merchant: string,
    layer: FlagLayer,
    flags: Partial<Record<FlagCode, boolean | null>>,
    promotions: Partial<Record<PromotionCode, boolean | null>>,
  ): void {
    const target = this.merchant(scope, merchant).layers[layer];
    const apply = <K extends string>(map: Map<K, boolean>, changes: Partial<Record<K, boolean | null>>) => {
      for (const [code, value] of Object.entries(changes) as Array<[K, boolean | null | undefined]>) {
        if (value === null) map.delete(code);
        else if (value !== undefined) map.set(code, value);
      }
    };
    apply(target.flags, flags);
    apply(target.promotions, promotions);
  }

  /** Fields given as undefined are removed (the default applies again). */
  setStatus(scope: string, merchant: string, status: StatusOverrides): void {
    const control = this.merchant(scope, merchant);
    const merged: StatusOverrides = { ...control.status, ...status };
    control.status = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  }

  setSettings(scope: string, merchant: string, settings: SettingsOverrides): void {
    const control = this.merchant(scope, merchant);
    control.settings = {
      ...control.settings,
      ...settings,
      mobileTemplate: { ...control.settings.mobileTemplate, ...settings.mobileTemplate },
    };
  }

  /** The overrides in force for one merchant: all-merchant values, then the merchant's own. */
  resolve(scope: string, merchant: string): ResolvedControl {
    const merchants = this.scopes.get(scope)?.merchants;
    const levels = [merchants?.get(ALL_MERCHANTS), merchants?.get(merchant)].filter((level) => level !== undefined);
    const switches: ResolvedControl['switches'] = {
      whitelabel: { flags: new Map(), promotions: new Map() },
      consolidated: { flags: new Map(), promotions: new Map() },
    };
    let status: StatusOverrides = {};
    let settings: SettingsOverrides = {};
    for (const level of levels) {
      for (const layer of ['whitelabel', 'consolidated'] as const) {
        for (const [code, value] of level.layers[layer].flags) switches[layer].flags.set(code, value);
        for (const [code, value] of level.layers[layer].promotions) switches[layer].promotions.set(code, value);
      }
      status = { ...status, ...level.status };
      settings = {
        ...settings,
        ...level.settings,
        mobileTemplate: { ...settings.mobileTemplate, ...level.settings.mobileTemplate },
      };
    }
    return { switches, status, settings };
  }

  addFault(scope: string, fault: Fault): void {
    this.state(scope).faults.push(fault);
  }

  clearFaults(scope: string): void {
    const state = this.scopes.get(scope);
    if (state) state.faults = [];
  }

  faults(scope: string): readonly Fault[] {
    return this.scopes.get(scope)?.faults ?? [];
  }

  /** The first fault whose prefix matches the path; counts one hit against its `times`. */
  takeFault(scope: string, path: string): Fault | undefined {
    const state = this.scopes.get(scope);
    if (!state) return undefined;
    const fault = state.faults.find((candidate) => path.startsWith(candidate.match));
    if (!fault) return undefined;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) state.faults = state.faults.filter((candidate) => candidate !== fault);
    }
    return fault;
  }

  loginFailures(scope: string): Map<string, LoginFailures> {
    return this.state(scope).loginFailures;
  }

  loginAttempts(scope: string): Map<string, { count: number; windowStart: number }> {
    return this.state(scope).loginAttempts;
  }

  setLastCaptcha(scope: string, captcha: { id: string; code: string }): void {
    this.state(scope).lastCaptcha = captcha;
  }

  lastCaptcha(scope: string): { id: string; code: string } | null {
    return this.scopes.get(scope)?.lastCaptcha ?? null;
  }
}
