// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml, sanitizerLoader } from './safe-html';

const identity = (html: string) => html;

describe('server HTML boxes', () => {
  afterEach(cleanup);

  it('REL-01 a sanitiser chunk that failed to load is asked for again, not kept failed', async () => {
    const load = vi.fn<() => Promise<{ sanitizeHtml: typeof identity }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ sanitizeHtml: identity });
    const loadSanitizer = sanitizerLoader(load);
    await expect(loadSanitizer()).rejects.toThrow('offline');
    await expect(loadSanitizer()).resolves.toBe(identity);
    // Loaded once, kept for every box after.
    await expect(loadSanitizer()).resolves.toBe(identity);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the box shows the sanitised markup only: no script, no handler', async () => {
    render(<SafeHtml testId="box" html={'<p>Welcome<img src="x" onerror="alert(1)"></p><script>alert(2)</script>'} />);
    await expect.poll(() => screen.getByTestId('box').textContent).toBe('Welcome');
    const box = screen.getByTestId('box');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
