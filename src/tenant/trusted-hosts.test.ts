import { describe, expect, it } from 'vitest';
import { cspHostSources, hostMatches, isTrustedUrl, TRUSTED_HOST_PATTERN, trustedHostsOf } from './trusted-hosts';

const SITE = 'https://play.example.com';

describe('trusted hosts (REL-08)', () => {
  it('REL-08 a plain pattern matches that host only; "*." any subdomain but not the domain itself', () => {
    expect(hostMatches('t.me', ['t.me'])).toBe(true);
    expect(hostMatches('x.t.me', ['t.me'])).toBe(false);
    expect(hostMatches('chat.example.org', ['*.example.org'])).toBe(true);
    expect(hostMatches('a.b.example.org', ['*.example.org'])).toBe(true);
    expect(hostMatches('example.org', ['*.example.org'])).toBe(false);
    expect(hostMatches('evilexample.org', ['*.example.org'])).toBe(false);
    expect(hostMatches('T.ME', ['t.me'])).toBe(true);
  });

  it('REL-08 the site itself is trusted; other hosts only when listed; non-web schemes never', () => {
    expect(isTrustedUrl('/m/home', [], SITE)).toBe(true);
    expect(isTrustedUrl(`${SITE}/m/help`, [], SITE)).toBe(true);
    expect(isTrustedUrl('https://t.me/x', ['t.me'], SITE)).toBe(true);
    expect(isTrustedUrl('https://evil.example/x', ['t.me'], SITE)).toBe(false);
    expect(isTrustedUrl('https://t.me.evil.example/', ['t.me'], SITE)).toBe(false);
    expect(isTrustedUrl('https://t.me@evil.example/', ['t.me'], SITE)).toBe(false);
    expect(isTrustedUrl('javascript:alert(1)', ['t.me'], SITE)).toBe(false);
    expect(isTrustedUrl('http://[', ['t.me'], SITE)).toBe(false);
  });

  it('REL-08 the effective list adds the hosts of the tenant file links, lower case, once each', () => {
    expect(
      trustedHostsOf({
        trustedHosts: ['Pay.Example.com', '*.cdn.example'],
        linkUrls: ['https://t.me/a', 'https://t.me/b', 'not a url', 'mailto:x@y.z'],
      }),
    ).toEqual(['*.cdn.example', 'pay.example.com', 't.me']);
  });

  it('REL-08 patterns are host names or "*." plus a domain; CSP gets https sources', () => {
    for (const good of ['t.me', '*.example.com', 'a-b.example.co.uk'])
      expect(TRUSTED_HOST_PATTERN.test(good)).toBe(true);
    for (const bad of ['https://t.me', 't.me/', '*', '*.', 'ex ample.com', 'a.*.com', '-a.com', "t.me'", 'T.ME'])
      expect(TRUSTED_HOST_PATTERN.test(bad)).toBe(false);
    expect(cspHostSources(['t.me', '*.example.com'])).toEqual(['https://t.me', 'https://*.example.com']);
  });
});
