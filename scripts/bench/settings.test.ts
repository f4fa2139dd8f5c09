import { describe, expect, it } from 'vitest';
import { SECTIONS, benchSettings } from './settings';

describe('benchSettings', () => {
  it('runs every section 5 times over HTTP/2 only by default', () => {
    const settings = benchSettings({ PATH: '/usr/bin' }, 'artifacts/bench.json');
    expect([...settings.sections]).toEqual([...SECTIONS]);
    expect(settings).toMatchObject({
      runs: 5,
      lighthouseRuns: 5,
      http1: false,
      port: 4372,
      dist: null,
      lighthousePages: null,
      lighthouseReports: null,
      report: 'artifacts/bench.json',
      given: {},
    });
  });

  it('takes the sections, runs, port and folders asked for, and keeps the variables given for the report', () => {
    const env = {
      LOBBY_BENCH_ONLY: 'lighthouse, idle',
      LOBBY_BENCH_RUNS: '2',
      LOBBY_BENCH_HTTP1: '1',
      LOBBY_BENCH_PORT: '4335',
      LOBBY_BENCH_DIST: '/tmp/dist',
      HOME: '/root',
    };
    const settings = benchSettings(env, 'artifacts/bench.json');
    expect([...settings.sections]).toEqual(['lighthouse', 'idle']);
    expect(settings).toMatchObject({ runs: 2, lighthouseRuns: 2, http1: true, port: 4335, dist: '/tmp/dist' });
    expect(settings.given).toEqual({
      LOBBY_BENCH_DIST: '/tmp/dist',
      LOBBY_BENCH_HTTP1: '1',
      LOBBY_BENCH_ONLY: 'lighthouse, idle',
      LOBBY_BENCH_PORT: '4335',
      LOBBY_BENCH_RUNS: '2',
    });
  });

  it('gives Lighthouse its own run count, and still skips it with the old switch', () => {
    const settings = benchSettings({ LOBBY_BENCH_LIGHTHOUSE_RUNS: '1', LOBBY_BENCH_SKIP_LIGHTHOUSE: '1' }, 'x.json');
    expect(settings.lighthouseRuns).toBe(1);
    expect(settings.runs).toBe(5);
    expect(settings.sections.has('lighthouse')).toBe(false);
  });

  it('refuses an unknown section or a run count that is not a whole number', () => {
    expect(() => benchSettings({ LOBBY_BENCH_ONLY: 'lighthouse,speed' }, 'x.json')).toThrow(/no section speed/);
    expect(() => benchSettings({ LOBBY_BENCH_RUNS: '0' }, 'x.json')).toThrow(/LOBBY_BENCH_RUNS/);
    expect(() => benchSettings({ LOBBY_BENCH_LIGHTHOUSE_RUNS: 'two' }, 'x.json')).toThrow(
      /LOBBY_BENCH_LIGHTHOUSE_RUNS/,
    );
  });

  it('SPEED-22 measures only the key pages named, keeps reports where asked, and refuses a page it does not know', () => {
    const settings = benchSettings(
      { LOBBY_BENCH_PAGES: 'home, game list', LOBBY_BENCH_LHR_DIR: '/tmp/lhr' },
      'artifacts/bench.json',
    );
    expect([...(settings.lighthousePages ?? [])]).toEqual(['home', 'game list']);
    expect(settings.lighthouseReports).toBe('/tmp/lhr');
    expect(() => benchSettings({ LOBBY_BENCH_PAGES: 'home,casino' }, 'artifacts/bench.json')).toThrow(
      /no key page casino \(pages: home, login, register, game list/,
    );
  });
});
