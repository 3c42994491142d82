import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../shared/AppContext.js';
import type { RouteAccess } from '../../routeAccess.js';
import { errorResponses } from '../../schemas.js';

// The same depth from src/ and dist/, so the path holds for the sources under test and for the built server.
const CLI_FILE = fileURLToPath(new URL('../../../../../cli/iac/bin/palisade-iac.mjs', import.meta.url));

/** Downloading the scanner CLI: either IaC area, and the DOWNLOAD_CLI_SCANNER action. */
export const CLI_DOWNLOAD_ACCESS: RouteAccess = {
  anyOf: [{ module: 'WORKSTATIONS_AND_IDE' }, { module: 'VERSION_CONTROL_AND_CICD_SYSTEMS' }], action: 'DOWNLOAD_CLI_SCANNER', subscription: 'IAC',
};

/** `GET /iac/api/v1/cli`: the `palisade-iac` CLI as a file (a single Node 20 script with no dependencies). */
export async function cliDownloadRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  app.get('/iac/api/v1/cli', {
    config: { access: CLI_DOWNLOAD_ACCESS },
    schema: { tags: ['iac'], response: { ...errorResponses } },
  }, async (_request, reply) => {
    const script = await readFile(CLI_FILE, 'utf8');
    reply.header('content-type', 'text/javascript; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="palisade-iac.mjs"');
    reply.header('cache-control', 'no-store');
    return reply.send(script);
  });
}
