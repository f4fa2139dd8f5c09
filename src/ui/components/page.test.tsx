import { describe, expect, it } from 'vitest';
import { plainText } from './page';

describe('plainText (POLISH-07: the tab title follows the h1)', () => {
  it('POLISH-07 reads a heading through the bdi that isolates a server name', () => {
    expect(plainText('Slots')).toBe('Slots');
    expect(
      plainText(
        <bdi>
          Lobby <span>Demo</span> {2}
        </bdi>,
      ),
    ).toBe('Lobby Demo 2');
    expect(plainText([<bdi key="a">Promo</bdi>, ' 1'])).toBe('Promo 1');
    expect(plainText(null)).toBe('');
    expect(plainText(false)).toBe('');
  });
});
