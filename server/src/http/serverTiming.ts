import type { FastifyInstance } from 'fastify';

/**
 * Every answer says how long the server took, from the request's arrival to its serialized body, in a `Server-Timing`
 * header (`app;dur=` milliseconds): shown by the browser's network panel, and what the benchmarks report as server time,
 * where a round trip adds the network and the client's own work.
 */
export function serverTiming(app: FastifyInstance): void {
  const received = new WeakMap<object, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    received.set(request, performance.now());
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const at = received.get(request);
    if (at !== undefined) reply.header('server-timing', `app;dur=${(performance.now() - at).toFixed(1)}`);
    done(null, payload);
  });
}
