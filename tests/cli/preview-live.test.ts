import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PreviewHandle } from '../../cli/commands/preview';
import type { StartSandbox } from '../../cli/commands/serve';
import { PREVIEW_CLIENT_PATH, PREVIEW_EVENTS_PATH } from '../../cli/lib/preview-live';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../../src/tenant/runtime-config';
import { at, captureIo, dtcgColour, previewPerTest, until } from './fixture';

/**
 * OPS-04: `lobby preview` pushes an edit to the open pages. The test plays
 * the page: it holds the event stream the injected client holds, edits the
 * copy of the project's files, and reads what arrives.
 */

const stampedHtml = (): string => readFileSync(path.join(project.cwd, 'dist/demo/m/index.html'), 'utf8');

/** Stands in for the sandbox: serves the stamped index.html, as the sandbox does for every /m/ page. */
const pageServer: StartSandbox = async () => {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(stampedHtml());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const { project, start } = previewPerTest(pageServer);

const get = async (url: string): Promise<string> => (await fetch(url)).text();

interface PushedUpdate {
  readonly css: string;
  readonly config: string;
  readonly themeColor: string;
  readonly id: number;
}

/** Holds the preview's event stream like a page does; `next` waits for an update that passes `test`. */
function openStream(url: string): {
  next(test: (update: PushedUpdate) => boolean, limitMs?: number): Promise<PushedUpdate>;
  close(): void;
} {
  const updates: PushedUpdate[] = [];
  let buffer = '';
  const request = http.get(url, (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      const messages = buffer.split('\n\n');
      buffer = messages.pop() ?? '';
      for (const message of messages) {
        const data = message.split('\n').find((line) => line.startsWith('data: '));
        if (message.includes('event: update') && data)
          updates.push(JSON.parse(data.slice('data: '.length)) as PushedUpdate);
      }
    });
  });
  request.on('error', () => undefined);
  return {
    next: async (test, limitMs = 10_000) => {
      const started = Date.now();
      for (;;) {
        const found = updates.find(test);
        if (found) return found;
        if (Date.now() - started > limitMs)
          throw new Error(`no matching push in ${limitMs} ms (got ${updates.length})`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => request.destroy(),
  };
}

/** The preview, with its progress lines collected and its event stream held like one open page. */
async function previewWithOpenPage(): Promise<{
  io: ReturnType<typeof captureIo>;
  live: PreviewHandle;
  stream: ReturnType<typeof openStream>;
}> {
  const io = captureIo();
  const live = await start({ onProgress: io.out });
  const stream = openStream(`${live.url}${PREVIEW_EVENTS_PATH}`);
  try {
    await until(() => live.openPages() === 1);
  } catch (error) {
    stream.close();
    throw error;
  }
  return { io, live, stream };
}

const configIn = (html: string): string =>
  new RegExp(`<script[^>]*id="${RUNTIME_CONFIG_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '';
const themeIn = (html: string): string => /<style id="lobby-theme">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('lobby preview, live (OPS-04)', () => {
  it('OPS-04 injects the live client into the pages it serves, never into the stamp', async () => {
    const handle = await start();
    const page = await get(`${handle.url}/m/home`);
    expect(page).toContain(`<script src="${PREVIEW_CLIENT_PATH}" defer></script>`);
    expect(stampedHtml()).not.toContain('__lobby/preview');
    const client = await get(`${handle.url}${PREVIEW_CLIENT_PATH}`);
    expect(client).toContain('new EventSource');
    expect(client).toContain(JSON.stringify(PREVIEW_EVENTS_PATH));
  });

  it('OPS-04 pushes a theme edit to an open page, and the stamp that follows holds the same CSS and config', async () => {
    const { io, stream } = await previewWithOpenPage();
    try {
      const edited = Date.now();
      project.editJson('themes/lobby.tokens.json', (json) => {
        // The brand's fill and its text shade (brand.text, what text.brand reads since any brand colour works, OPS-17).
        at(json, 'primitive').color = {
          brand: { main: { $value: dtcgColour('#4fc3f7') }, text: { $value: dtcgColour('#4fc3f7') } },
        };
      });
      const update = await stream.next((pushed) => pushed.css.includes('--lby-color-bg-brand: #4fc3f7;'));
      io.out(`edit to push: ${Date.now() - edited} ms`);
      expect(update.css).toContain('--lby-color-text-brand: #4fc3f7;');
      // The re-stamp that follows the push writes what the page was sent.
      await until(() => themeIn(stampedHtml()) === update.css);
      expect(configIn(stampedHtml())).toBe(update.config);
      expect(stampedHtml()).toContain(`<meta name="theme-color" content="${update.themeColor}">`);
    } finally {
      stream.close();
    }
  });

  it('OPS-04 pushes a tenant-file edit as runtime config, and nothing while the files have problems', async () => {
    const { io, live, stream } = await previewWithOpenPage();
    try {
      project.editJson('tenants/demo.json', (json) => {
        json.displayName = 'Lobby Live';
      });
      const update = await stream.next(
        (pushed) => (JSON.parse(pushed.config) as { displayName?: string }).displayName === 'Lobby Live',
      );
      project.editJson('themes/lobby.tokens.json', (json) => {
        at(json, 'primitive').color = { brand: { main: { $value: 'gold' } } };
      });
      await until(() => io.stdout.some((line) => line.startsWith('not pushed')));
      expect(io.stdout.join('\n')).toContain('themes/lobby.tokens.json: primitive.color.brand.main:');
      expect(await live.push()).toBeNull();
      await expect(stream.next((pushed) => pushed.id > update.id, 300)).rejects.toThrow('no matching push');
    } finally {
      stream.close();
    }
  });
});
