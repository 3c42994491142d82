import type { FastifyInstance } from 'fastify';
import { awsRoutes } from './awsRoutes.js';
import { azureRoutes } from './azureRoutes.js';
import { registryRoutes } from './registryRoutes.js';

/** Where the stand-in cloud answers; the console calls it over HTTP as it would call AWS and Azure. */
export const CLOUD_API_PREFIX = '/cloud-api';

/** The stand-in cloud APIs, built in as the stand-in identity provider is: `/cloud-api/aws/…`, `/cloud-api/azure/…` and container registries at `/cloud-api/registry/<host>/…`. */
export async function cloudApiRoutes(app: FastifyInstance): Promise<void> {
  // Signatures cover the exact bytes sent: bodies stay raw strings here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  await awsRoutes(app, `${CLOUD_API_PREFIX}/aws`);
  await azureRoutes(app, `${CLOUD_API_PREFIX}/azure`);
  await registryRoutes(app, `${CLOUD_API_PREFIX}/registry`);
}
