import { startConsoleServer } from '../../../scripts/consoleServer.js';

/**
 * Starts one console server (demo data, small scale, fixture plugins in the
 * import map) for the whole run. Workers read its address from the
 * environment, which they inherit from this process.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startConsoleServer({ fixtures: true, scale: 'small' });
  process.env.PALISADE_BASE_URL = server.url;
  process.env.PALISADE_CONSOLE_DIR = server.consoleDir;
  process.env.PALISADE_IMPORT_MAP = server.importMapPath;
  return () => server.close();
}
