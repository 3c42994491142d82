import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../shared/AppContext.js';
import { iacUploadRoutes } from './iacUploadRoutes.js';
import { vcsRoutes } from './vcs/vcsRoutes.js';
import { pipelineRoutes } from './pipelines/pipelineRoutes.js';
import { cliDownloadRoutes } from './local/cliDownloadRoutes.js';
import { localTokenRoutes } from './local/localTokenRoutes.js';
import { iacDashboardRoutes } from './dashboard/iacDashboardRoutes.js';
import { iacFindingRoutes } from './findings/iacFindingRoutes.js';

/** The infrastructure-as-code area: scanner uploads, version control systems, CI/CD pipelines, the findings and the IaC dashboard. */
export async function iacRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await iacUploadRoutes(app, ctx);
  await vcsRoutes(app, ctx);
  await pipelineRoutes(app, ctx);
  await cliDownloadRoutes(app, ctx);
  await localTokenRoutes(app, ctx);
  await iacDashboardRoutes(app, ctx);
  await iacFindingRoutes(app, ctx);
}
