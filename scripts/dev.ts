/**
 * `npm run dev [merchant] [--port N]`: Vite with hot reload for one tenant
 * against the sandbox (issue 18). Stamps the tenant once (its runtime config,
 * theme and shell), starts the sandbox on the next port, and serves the app
 * from source: edits to src/ reload in place; edits to the tenant file or
 * tokens need `npm run dev` again (or `lobby preview` for a designer). The
 * stamp's first-route preload hints name compiled chunks that dev does not
 * have: they 404 harmlessly.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { build } from '../cli/commands/build';
import { formatProblem } from '../cli/lib/problems';
import { startSandbox } from '../sandbox/server';
import { devHtml, SANDBOX_PREFIXES } from './dev/dev-html';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const port = portFlag >= 0 ? Number(args[portFlag + 1]) : 5173;
const merchant = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--port') ?? 'demo';
if (!Number.isInteger(port) || port < 1 || port > 65_534) throw new Error('--port must be a port number');

const built = await build({ cwd: ROOT, merchants: [merchant], onProgress: (line) => console.log(line) });
if (built.exitCode !== 0) {
  for (const problem of built.problems) console.error(formatProblem(problem));
  process.exit(built.exitCode);
}
const sandbox = await startSandbox({ port: port + 1, dataDir: 'memory', defaultMerchant: merchant, logger: false });

/** Every page path answers the tenant's page, with the source entry; modules, assets and the sandbox's paths pass through. */
const tenantPage: Plugin = {
  name: 'lobby-dev-tenant-page',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const url = request.url ?? '/';
      const accepts = request.headers.accept ?? '';
      if (!url.startsWith('/m/') || !accepts.includes('text/html')) {
        next();
        return;
      }
      void readFile(path.join(ROOT, 'dist', merchant, 'm', 'index.html'), 'utf8')
        .then((stamped) => server.transformIndexHtml(url, devHtml(stamped)))
        // Vite prefixes the base (/m/) to root paths in the page; the stamp's are already under it.
        .then((html) => html.replaceAll('"/m/m/', '"/m/'))
        .then((html) => {
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(html);
        })
        .catch(next);
    });
  },
};

const target = sandbox.url.replace(/\/$/, '');
const vite = await createServer({
  root: ROOT,
  configFile: path.join(ROOT, 'vite.config.ts'),
  plugins: [tenantPage],
  server: { port, strictPort: true, proxy: Object.fromEntries(SANDBOX_PREFIXES.map((prefix) => [prefix, { target }])) },
});
await vite.listen();
console.log(`\nLobby dev: ${merchant} at http://localhost:${port}/m/home (sandbox ${target})`);

const stop = () => {
  void vite
    .close()
    .then(() => sandbox.close())
    .then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
