import { describe, expect, it } from 'vitest';
import { decideStartup, nextPhase, parseSiteSettings, parseSystemStatus, type SystemStatus } from './startup';

const status = (maintenance: boolean, regionRestriction: boolean): SystemStatus => ({
  maintenance,
  regionRestriction,
  maintenanceEndsAt: null,
  customerService: [],
});

describe('startup state machine (000 §4)', () => {
  it('BOOT-01 requests the status only after the language has loaded', () => {
    expect(nextPhase('language', { type: 'statusLoaded', status: status(false, false) })).toBe('language');
    expect(nextPhase('language', { type: 'languageLoaded' })).toBe('status');
  });

  it('BOOT-02 maintenance on, region off → maintenance page', () => {
    expect(nextPhase('status', { type: 'statusLoaded', status: status(true, false) })).toBe('maintenance');
  });

  it('BOOT-03 region restriction on, maintenance off → region-blocked page', () => {
    expect(nextPhase('status', { type: 'statusLoaded', status: status(false, true) })).toBe('regionBlocked');
  });

  it('BOOT-04 both on → maintenance, not region-blocked', () => {
    expect(decideStartup(status(true, true))).toBe('maintenance');
  });

  it('BOOT-05 neither on → the normal app', () => {
    expect(decideStartup(status(false, false))).toBe('ready');
  });

  it('a failed status call shows an error with retry; retry asks again', () => {
    expect(nextPhase('status', { type: 'statusFailed' })).toBe('statusError');
    expect(nextPhase('statusError', { type: 'retry' })).toBe('status');
    expect(nextPhase('ready', { type: 'retry' })).toBe('ready');
  });

  it('reads status flags in platform encodings; missing flags count as off', () => {
    expect(parseSystemStatus({ maintenance: 'Y', regionRestriction: 0 })).toMatchObject({
      maintenance: true,
      regionRestriction: false,
    });
    expect(parseSystemStatus({})).toMatchObject({ maintenance: false, regionRestriction: false });
    expect(
      parseSystemStatus({ maintenance: true, content: { data: { endTime: 1_700_000_000_000 } } }).maintenanceEndsAt,
    ).toBe(1_700_000_000_000);
    expect(() => parseSystemStatus('down')).toThrow();
  });

  it('keeps well-formed customer-service entries and drops broken ones', () => {
    const parsed = parseSystemStatus({
      customerService: [{ csType: 'LIVECHAT', path: 'https://chat' }, { csType: 3 }, null],
    });
    expect(parsed.customerService).toEqual([{ csType: 'LIVECHAT', path: 'https://chat' }]);
  });

  it("BOOT-06 mem_cen '1' selects the new member centre; anything else the base one", () => {
    expect(parseSiteSettings({ mobileTemplate: { mem_cen: '1' } }, []).memberCentreVersion).toBe('new');
    expect(parseSiteSettings({ mobileTemplate: { mem_cen: '0' } }, []).memberCentreVersion).toBe('base');
    expect(parseSiteSettings({ mobileTemplate: { mem_cen: 1 } }, []).memberCentreVersion).toBe('base');
  });

  it("BOOT-07 dep_func '1' selects the new deposit detail; anything else the base one", () => {
    expect(parseSiteSettings({ mobileTemplate: { dep_func: '1' } }, []).depositDetailVersion).toBe('new');
    expect(parseSiteSettings(undefined, []).depositDetailVersion).toBe('base');
  });

  it('BOOT-08 keeps app_background, app_desc, app_desc_font_color and location available', () => {
    const settings = parseSiteSettings(
      { mobileTemplate: { app_background: 'bg.png', app_desc: 'Play', app_desc_font_color: '#fff' }, location: 'BR' },
      [],
    );
    expect(settings.mobileTemplate).toMatchObject({
      app_background: 'bg.png',
      app_desc: 'Play',
      app_desc_font_color: '#fff',
    });
    expect(settings.location).toBe('BR');
  });
});
