import { sandboxOptionsFromEnv, startSandbox } from './server.ts';

/**
 * `npx tsx sandbox/main.ts`: the sandbox from environment variables (PORT,
 * HOST, LOBBY_MERCHANT, LOBBY_SANDBOX_MODE=test, LOBBY_DATA_DIR,
 * DATABASE_URL, LOBBY_DIST_DIR, LOBBY_LOG=1). Stops cleanly on Ctrl-C.
 */

try {
  const sandbox = await startSandbox(sandboxOptionsFromEnv());
  const stop = (signal: string) => {
    console.log(`sandbox: ${signal}, closing`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
