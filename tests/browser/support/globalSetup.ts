import { startConsoleServer } from '../../../scripts/consoleServer.js';

/**
 * Starts one console server (demo data, small scale, fixture plugins in the
 * import map) for the whole run. Workers read its address from the
 * environment, which they inherit from this process.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Every test signs in as the same demo accounts from one address: far more than a person's
  // sign-ins per minute, which the server's default rate limit is sized for.
  const server = await startConsoleServer({ fixtures: true, scale: 'small', rateLimits: { perAccount: 10_000, perAddress: 10_000 } });
  process.env.PALISADE_BASE_URL = server.url;
  process.env.PALISADE_CONSOLE_DIR = server.consoleDir;
  process.env.PALISADE_IMPORT_MAP = server.importMapPath;
  return () => server.close();
}
