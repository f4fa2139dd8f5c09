import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderIcon } from '../../cli/lib/icons';
import { pngSize } from '../../cli/lib/image-size';
import { REPO_ROOT } from './fixture';

describe('app icons rendered from a brand SVG', () => {
  it('renders square PNGs of the asked size', () => {
    const logo = readFileSync(path.join(REPO_ROOT, 'tenants/assets/demo/logo.svg'), 'utf8');
    for (const size of [192, 512]) {
      const png = renderIcon(logo, { size, background: '#102030', crop: { x: 0, y: 0, width: 64, height: 64 } });
      expect(pngSize(png)).toEqual({ width: size, height: size });
    }
  });

  it('ships 192 and 512 px icons for every demo tenant', () => {
    for (const merchant of ['demo', 'aurora', 'jaguar']) {
      for (const size of [192, 512]) {
        const png = readFileSync(path.join(REPO_ROOT, `tenants/assets/${merchant}/icon-${size}.png`));
        expect(pngSize(png), `${merchant} ${size}`).toEqual({ width: size, height: size });
      }
    }
  });
});
