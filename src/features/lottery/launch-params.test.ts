import { describe, expect, it } from 'vitest';
import { launchPageParams } from './launch-params';

const known = (path: string) => ['/m/home', '/m/lottery'].includes(path);
const parse = (query: string) => launchPageParams(new URLSearchParams(query), known);

describe('/m/launchGame parameters', () => {
  it('ROUTE-17 CONST-03 defaults: trad, Lott, lobby, back to home', () => {
    expect(parse('')).toEqual({ playType: 'trad', prizeMode: 'Lott', gameCode: null, backPath: '/m/home' });
    expect(parse('playType=trad&prize_mode=Lott&code=lobby&pageBack=home')).toEqual({
      playType: 'trad',
      prizeMode: 'Lott',
      gameCode: null,
      backPath: '/m/home',
    });
  });

  it('ROUTE-17 CONST-05 prize modes Lott, ZY, Elott and a plain game code are taken', () => {
    expect(parse('playType=ent&prize_mode=elott&code=VN_FAST5&pageBack=lottery')).toEqual({
      playType: 'ent',
      prizeMode: 'Elott',
      gameCode: 'VN_FAST5',
      backPath: '/m/lottery',
    });
    expect(parse('prize_mode=ZY').prizeMode).toBe('ZY');
  });

  it('ROUTE-17 hostile values fall back: unknown mode, odd code, pageBack outside the app', () => {
    expect(parse('prize_mode=<x>&code=../../x&pageBack=//evil.example')).toEqual({
      playType: 'trad',
      prizeMode: 'Lott',
      gameCode: null,
      backPath: '/m/home',
    });
    expect(parse('pageBack=nowhere').backPath).toBe('/m/home');
    expect(parse('playType=javascript:alert(1)').playType).toBe('trad');
  });
});
