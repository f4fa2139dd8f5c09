import { describe, expect, it } from 'vitest';
import { imageSource, pickImageCdn } from './image-cdn';
import { IMAGE_CDN_FALLBACKS } from './spec-constants';

describe('image CDN', () => {
  it('CONST-09 the fallback list has one entry, picked at random when a CDN host is needed', () => {
    expect(IMAGE_CDN_FALLBACKS).toHaveLength(1);
    expect(pickImageCdn(() => 0)).toBe(IMAGE_CDN_FALLBACKS[0]);
    expect(pickImageCdn(() => 0.999999)).toBe(IMAGE_CDN_FALLBACKS[0]);
    expect(imageSource('TCG_PROD_IMAGES/games/pg/fortune.png', () => 0.5)).toBe(
      `${IMAGE_CDN_FALLBACKS[0]}/TCG_PROD_IMAGES/games/pg/fortune.png`,
    );
  });

  it('CONST-09 full addresses and site paths need no CDN; other schemes are dropped', () => {
    expect(imageSource('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(imageSource('/m/cdn/icons/a.svg')).toBe('/m/cdn/icons/a.svg');
    expect(imageSource('')).toBe('');
    expect(imageSource(null)).toBe('');
    expect(imageSource('javascript:alert(1)')).toBe('');
    expect(imageSource('//evil.example/x.png')).toBe('');
    expect(imageSource('/\\evil.example/x.png')).toBe('');
  });

  it('REL-07 REL-11 an http image of another host is dropped, as the page CSP would refuse it', () => {
    expect(imageSource('http://cdn.example/x.png')).toBe('');
    expect(imageSource(' JavaScript:alert(1)')).toBe('');
    expect(imageSource('data:text/html,<script>alert(1)</script>')).toBe('');
  });
});
