// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

function Carousel({ label }: { readonly label: string }) {
  return <p>carousel {label}</p>;
}
function Degraded({ label }: { readonly label: string }) {
  return <p>first banner {label}</p>;
}

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/m/assets/banner-carousel-abc.js');

describe('lazily loaded page parts', () => {
  afterEach(cleanup);

  it('CHROME-19 a part shows its fallback with its own props while the code loads, then itself', async () => {
    let resolve: (module: { default: typeof Carousel }) => void = () => undefined;
    const Part = lazyPart(
      () => new Promise<{ default: typeof Carousel }>((done) => (resolve = done)),
      (module) => module.default,
      { fallback: Degraded },
    );
    render(<Part label="A" />);
    expect(screen.getByText('first banner A')).toBeTruthy();
    await act(async () => {
      resolve({ default: Carousel });
      await Promise.resolve();
    });
    expect(screen.getByText('carousel A')).toBeTruthy();
  });

  it('ERR-24 a part whose code cannot be fetched offline keeps the page: it shows its degraded form and loads once back online', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Carousel }>>().mockRejectedValueOnce(chunkFailure());
    const Part = lazyPart(load, (module) => module.default, { fallback: Degraded });
    render(
      <main>
        <h1>Help centre</h1>
        <Part label="B" />
      </main>,
    );
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: 'Help centre' })).toBeTruthy();
    expect(screen.getByText('first banner B')).toBeTruthy();
  });

  it('ERR-24 coming back online tries the part again, and a part without a fallback shows nothing until then', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Carousel }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Carousel });
    const Part = lazyPart(load, (module) => module.default);
    const { container } = render(<Part label="C" />);
    await act(() => Promise.resolve());
    expect(container.textContent).toBe('');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(screen.getByText('carousel C')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('CHROME-19 a part marked afterIdle waits for the browser to be idle before it loads, showing its fallback meanwhile', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Carousel }>>().mockResolvedValue({ default: Carousel });
    const Part = lazyPart(load, (module) => module.default, { fallback: Degraded, afterIdle: true });
    render(<Part label="D" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('first banner D')).toBeTruthy();
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('carousel D')).toBeTruthy();
  });
});
