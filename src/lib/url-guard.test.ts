import { describe, expect, it } from 'vitest';
import { safeExternalUrl, safeInternalPath } from './url-guard';

const known = (path: string) => ['/m/home', '/m/login', '/m/gameList'].includes(path);

describe('URL checks before navigating (ARCHITECTURE §6)', () => {
  it('accepts https and refuses http unless asked', () => {
    expect(safeExternalUrl('https://game.example.com/play?x=1')).toBe('https://game.example.com/play?x=1');
    expect(safeExternalUrl('http://game.example.com/')).toBeNull();
    expect(safeExternalUrl('http://game.example.com/', { allowHttp: true })).toBe('http://game.example.com/');
  });

  it('REL-31 refuses javascript:, data: and disguised schemes (links of the service widget)', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '',
      null,
      42,
    ]) {
      expect(safeExternalUrl(bad, { allowHttp: true })).toBeNull();
    }
  });

  it('accepts only known in-app routes and refuses other origins', () => {
    expect(safeInternalPath('/m/gameList?gameType=RNG', known)).toBe('/m/gameList?gameType=RNG');
    expect(safeInternalPath('/m/unknown', known)).toBeNull();
    expect(safeInternalPath('//evil.example/m/home', known)).toBeNull();
    expect(safeInternalPath('/\\evil.example', known)).toBeNull();
    expect(safeInternalPath('https://evil.example/m/home', known)).toBeNull();
    expect(safeInternalPath('/\t/evil.example', known)).toBeNull();
  });
});
