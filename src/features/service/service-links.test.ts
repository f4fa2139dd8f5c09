import { describe, expect, it } from 'vitest';
import { encryptServiceInfo } from '@/platform/crypto';
import { decryptServiceLinks, linkButtons } from './service-links';

describe('customer-service links', () => {
  it('SVC-06 decrypts the value whose last 8 characters are the key', () => {
    const links = [{ type: 'TELEGRAM', url: 'https://t.me/x' }];
    expect(decryptServiceLinks(encryptServiceInfo(JSON.stringify(links), 'k3y-4567'))).toEqual(links);
    expect(decryptServiceLinks('short')).toBeNull();
    expect(decryptServiceLinks(encryptServiceInfo('not json', 'abcdefgh'))).toBeNull();
    expect(decryptServiceLinks(undefined)).toBeNull();
  });

  it('SVC-03 SVC-04 SVC-05 one button per type with a URL, in order', () => {
    expect(
      linkButtons([
        { type: 'TELEGRAM2', url: 'https://t.me/b' },
        { type: 'LIVECHAT', url: 'https://c' },
        { type: 'FACEBOOK', url: '' },
        { type: 'TELEGRAM', url: 'https://t.me/a' },
      ]),
    ).toEqual([
      { type: 'TELEGRAM', url: 'https://t.me/a' },
      { type: 'TELEGRAM2', url: 'https://t.me/b' },
    ]);
  });
});
