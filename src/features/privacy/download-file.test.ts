import { describe, expect, it } from 'vitest';
import { exportFileName, exportFileText } from './download-file';

describe('the data download file (issue 33)', () => {
  it('PRIV-08 names the file after the merchant and the local day, zero-padded', () => {
    expect(exportFileName('ipe', new Date(2026, 0, 5, 23, 59))).toBe('ipe-my-data-2026-01-05.json');
    expect(exportFileName('ipe', new Date(2026, 10, 28, 0, 0))).toBe('ipe-my-data-2026-11-28.json');
  });

  it('PRIV-08 keeps the name a plain file name whatever the merchant code holds', () => {
    expect(exportFileName('../a b', new Date(2026, 4, 1))).toBe('ab-my-data-2026-05-01.json');
    expect(exportFileName('', new Date(2026, 4, 1))).toBe('lobby-my-data-2026-05-01.json');
  });

  it('PRIV-08 writes the document as indented JSON that reads back the same', () => {
    const document = { ledger: [{ id: 1, amountMinor: 5000 }], law: 'LGPD' };
    const text = exportFileText(document);
    expect(text).toContain('\n  "ledger"');
    expect(JSON.parse(text)).toEqual(document);
  });
});
