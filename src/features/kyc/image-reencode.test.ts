import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIDE, scaledSize } from './image-reencode';

describe('document photos are scaled down before they leave the phone', () => {
  it('KYC-16 scales the longest side down to 1600 px, keeping the ratio', () => {
    expect(MAX_IMAGE_SIDE).toBe(1600);
    expect(scaledSize({ width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize({ width: 3024, height: 4032 })).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize({ width: 1601, height: 1601 })).toEqual({ width: 1600, height: 1600 });
  });

  it('KYC-16 leaves a photo that already fits at its size, and never draws a side of 0 px', () => {
    expect(scaledSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(scaledSize({ width: 1600, height: 900 })).toEqual({ width: 1600, height: 900 });
    expect(scaledSize({ width: 20_000, height: 2 })).toEqual({ width: 1600, height: 1 });
  });
});
