import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './openDatabase.js';
import type { CacheDrop, TtlCache } from '../shared/TtlCache.js';
import { randomToken } from '../shared/secrets.js';

const CHANNEL = 'palisade_cache';
const RECONNECT_MS = 1_000;

interface Message { from: string; cache: string; drop: CacheDrop }

/**
 * Keeps the in-memory caches of server instances on one PostgreSQL database in step: a delete in one instance's cache
 * is sent with NOTIFY and applied by every other instance that LISTENs. A listener that lost its connection clears its
 * caches when it is back (it may have missed news), so a change is never hidden longer than the reconnection.
 */
export class CacheInvalidation {
  private readonly self = randomToken();
  private readonly caches = new Map<string, TtlCache<unknown>>();
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly url: string, private readonly db: Db, private readonly warn: (message: string, error: unknown) => void) {}

  /** Shares the deletes of `cache` under `name` with the other instances. */
  share(name: string, cache: TtlCache<any>): void {
    this.caches.set(name, cache);
    cache.onDrop = (drop) => {
      const message: Message = { from: this.self, cache: name, drop };
      sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(message)})`.execute(this.db).catch((error: unknown) => this.warn('could not tell other instances of a cache change', error));
    };
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (n) => this.apply(n.payload));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.client?.end().catch(() => undefined);
  }

  private apply(payload: string | undefined): void {
    try {
      const message = JSON.parse(payload ?? '') as Message;
      if (message.from !== this.self) this.caches.get(message.cache)?.drop(message.drop);
    } catch {
      // Not one of ours: nothing to drop.
    }
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    this.warn('cache change listener lost its database connection; retrying', error);
    const retry = () => {
      if (this.closed) return;
      this.start().then(() => {
        for (const cache of this.caches.values()) cache.drop('all');
      }, () => { this.timer = setTimeout(retry, RECONNECT_MS); });
    };
    this.timer = setTimeout(retry, RECONNECT_MS);
  }
}
