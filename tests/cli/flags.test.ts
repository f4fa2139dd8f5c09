import { describe, expect, it } from 'vitest';
import { flagRows, flags } from '../../cli/commands/flags';
import { FLAG_CODES } from '../../src/tenant/flags';

describe('lobby flags', () => {
  it('FLAG-01 prints every registry flag and promotion with its default and what it gates', () => {
    const table = flags();
    for (const code of [...FLAG_CODES, 'REFERRAL', 'MISSION']) expect(table).toContain(code);
    expect(flagRows().find((row) => row.code === 'DIRECTREG3')).toMatchObject({ default: true, area: 'header' });
  });

  it('prints a Markdown table on request', () => {
    const markdown = flags({ markdown: true });
    expect(markdown.split('\n')[0]).toBe('| code | kind | default | area | gates | source |');
    expect(markdown).toContain('| `MOBILEVERCODELOGIN3` | flag | off | login |');
  });
});
