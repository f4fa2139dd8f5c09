// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

describe('server HTML boxes', () => {
  afterEach(cleanup);

  it('the box shows the sanitised markup only: no script, no handler', async () => {
    render(<SafeHtml testId="box" html={'<p>Welcome<img src="x" onerror="alert(1)"></p><script>alert(2)</script>'} />);
    await expect.poll(() => screen.getByTestId('box').textContent).toBe('Welcome');
    const box = screen.getByTestId('box');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
