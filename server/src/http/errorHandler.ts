import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { unavailableReason } from '../db/databaseUnavailable.js';
import { AppError, type FieldError } from './AppError.js';

/** One error body shape for every route: `{ error: { code, message, fields? } }`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        path: fieldPath(issue.instancePath, issue.params),
        message: issue.message ?? 'Invalid value',
      }));
      const names = [...new Set(fields.map((f) => f.path))].join(', ');
      return reply.code(400).send({ error: { code: 'VALIDATION_FAILED', message: `Invalid request fields: ${names}`, fields } });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: { code: 'RATE_LIMITED', message: 'Too many requests, try again later' } });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large).
      return reply.code(status).send({ error: { code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: (error as Error).message } });
    }
    const unavailable = unavailableReason(error);
    if (unavailable) {
      // The database is down or restarting: say so and let the client retry, while the pool reconnects by itself.
      request.log.warn({ err: error }, `the database cannot be reached: ${unavailable}`);
      return reply.code(503).header('retry-after', '5')
        .send({ error: { code: 'DATABASE_UNAVAILABLE', message: 'The database cannot be reached right now, try again in a moment' } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'INTERNAL', message: 'Internal server error' } });
  });
}

function fieldPath(instancePath: string, params: Record<string, unknown> | undefined): string {
  const base = instancePath.replace(/^\//, '').replaceAll('/', '.');
  // Zod reports a missing key at its parent path in some cases; fall back to the param name.
  const missing = params && typeof params['missingProperty'] === 'string' ? params['missingProperty'] : undefined;
  return base || missing || '(body)';
}
