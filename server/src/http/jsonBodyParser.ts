import type { FastifyInstance } from 'fastify';
import { AppError } from './AppError.js';

/**
 * JSON bodies: an empty body counts as no body (browsers often send the header on bodiless POSTs),
 * and prototype-polluting keys are dropped.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value)));
    } catch (error) {
      done(new AppError(400, 'VALIDATION_FAILED', 'Request body is not valid JSON', [{ path: '(body)', message: 'Invalid JSON' }], { cause: error }), undefined);
    }
  });
}
