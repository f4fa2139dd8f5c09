import type { FastifyPluginCallback } from 'fastify';
import { FLAG_CODES, FLAG_REGISTRY, PROMOTION_CODES, PROMOTION_REGISTRY } from '../../src/tenant/flags.ts';
import type { AreaOptions } from '../context.ts';
import type { MobileTemplate } from '../control-state.ts';
import { ok } from '../http.ts';
import { route } from '../route.ts';

/**
 * System area (000 §4, §7; docs/decisions.md "Platform contract" for the
 * shapes): site status, whitelabel switches, consolidated settings.
 */

/** How long a maintenance switched on without an end lasts, for the maintenance page's countdown. */
const DEFAULT_MAINTENANCE_MS = 2 * 60 * 60 * 1000;

const DEFAULT_MOBILE_TEMPLATE: MobileTemplate = {
  mem_cen: '0',
  dep_func: '0',
  app_background: '',
  app_desc: '',
  app_desc_font_color: '',
};

export const systemRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'systemStatus', ({ info }) => {
    const { status } = ctx.control.resolve(info.scope, info.tenant.merchantCode);
    const maintenance = status.maintenance ?? false;
    const maintainTime = maintenance ? (status.maintainTime ?? null) : null;
    return Promise.resolve(
      ok({
        maintenance,
        regionRestriction: status.regionRestriction ?? false,
        ipWhitelist: status.ipWhitelist ?? false,
        maintainTime,
        endTime: maintenance
          ? (status.endTime ?? (maintainTime === null ? null : maintainTime + DEFAULT_MAINTENANCE_MS))
          : null,
        customerService:
          status.customerService ??
          info.tenant.tenant.serviceLinks.map((link) => ({ csType: link.type, path: link.url })),
      }),
    );
  });

  // Every registry code, valued registry default < tenant file < control override.
  route(app, ctx, 'whitelabel', ({ info }) => {
    const { tenant } = info.tenant;
    const overrides = ctx.control.resolve(info.scope, tenant.merchantCode).switches.whitelabel;
    return Promise.resolve(
      ok({
        flags: FLAG_CODES.map((code) => ({
          code,
          enabled: overrides.flags.get(code) ?? tenant.flags[code] ?? FLAG_REGISTRY[code].default,
        })),
        promotions: PROMOTION_CODES.map((type) => ({
          type,
          enabled: overrides.promotions.get(type) ?? tenant.promotions[type] ?? PROMOTION_REGISTRY[type].default,
        })),
      }),
    );
  });

  // Only what the control API set for this layer: an empty record leaves the whitelabel values in force.
  route(app, ctx, 'consolidatedSettings', ({ info }) => {
    const resolved = ctx.control.resolve(info.scope, info.tenant.merchantCode);
    const overrides = resolved.switches.consolidated;
    return Promise.resolve(
      ok({
        flags: Object.fromEntries(overrides.flags),
        promotions: Object.fromEntries(overrides.promotions),
        mobileTemplate: { ...DEFAULT_MOBILE_TEMPLATE, ...resolved.settings.mobileTemplate },
        location: resolved.settings.location ?? info.tenant.location,
        currency: info.tenant.currency,
      }),
    );
  });

  done();
};
