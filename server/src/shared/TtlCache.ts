import type { Clock } from './clock.js';

/** What was dropped from a cache: one key, or every key with a prefix. */
export type CacheDrop = { key: string } | { prefix: string };

/** A small time-bounded memo with concurrent-miss sharing; bounded in size by dropping the oldest entries. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();
  /** Told of every delete made here, so other server instances can drop the same entries (CacheInvalidation). */
  onDrop: ((drop: CacheDrop) => void) | undefined;

  constructor(private readonly ttlMs: number, private readonly clock: Clock, private readonly maxEntries = 10_000) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs && now >= hit.at) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  delete(key: string): void {
    this.drop({ key });
    this.onDrop?.({ key });
  }

  /** Drops every entry whose key starts with the prefix (e.g. all cached counts of one tenant). */
  deletePrefix(prefix: string): void {
    this.drop({ prefix });
    this.onDrop?.({ prefix });
  }

  /** Drops entries here only (a change another instance made, or everything after missing such news). */
  drop(what: CacheDrop | 'all'): void {
    if (what === 'all') this.entries.clear();
    else if ('key' in what) this.entries.delete(what.key);
    else for (const key of this.entries.keys()) if (key.startsWith(what.prefix)) this.entries.delete(key);
  }
}
