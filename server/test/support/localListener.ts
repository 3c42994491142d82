import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HostLookup } from '../../src/http/outboundTarget.js';

/** An HTTP listener on 127.0.0.1 that counts the connections made to it and answers each request with `answer`. */
export interface LocalListener { port: number; connections: () => number; requests: () => number; close: () => Promise<void> }

export async function localListener(answer: (path: string) => { status: number; headers?: Record<string, string>; body?: string } = () => ({ status: 200, body: '{}' })): Promise<LocalListener> {
  let connections = 0;
  let requests = 0;
  const server: Server = createServer((req, res) => {
    requests += 1;
    const a = answer(req.url ?? '/');
    res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers }).end(a.body ?? '');
  });
  server.on('connection', () => { connections += 1; });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port, connections: () => connections, requests: () => requests,
    close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
  };
}

/** A resolver that answers `first` to the first lookup and `then` to every later one: a host rebinding its name. */
export function rebinding(first: string, then: string): HostLookup & { lookups: () => number } {
  let lookups = 0;
  const resolve = async () => { lookups += 1; return [lookups === 1 ? first : then]; };
  return Object.assign(resolve, { lookups: () => lookups });
}

/** Listeners a test file opens, each closed by `closeAll` (its `afterEach`). */
export function localListeners() {
  const open: LocalListener[] = [];
  return {
    listen: async (...args: Parameters<typeof localListener>) => { const l = await localListener(...args); open.push(l); return l; },
    closeAll: async () => { await Promise.all(open.splice(0).map((l) => l.close())); },
  };
}
