/** A stand-in for SystemJS in tests: scripted modules, a registry that caches failures like the real one. */
export type FakeModule =
  | { kind: 'module'; namespace: Record<string, unknown> }
  | { kind: 'missing' }
  | { kind: 'throws'; error: Error }
  | { kind: 'hangs' };

export class FakeSystem {
  readonly imports: string[] = [];
  readonly deleted: string[] = [];
  private readonly registry = new Map<string, { promise: Promise<unknown>; namespace?: unknown; failed?: boolean }>();

  constructor(public modules: Record<string, FakeModule>) {}

  import(url: string): Promise<unknown> {
    this.imports.push(url);
    const cached = this.registry.get(url);
    if (cached) return cached.promise;
    const entry: { promise: Promise<unknown>; namespace?: unknown; failed?: boolean } = { promise: Promise.resolve() };
    const script = this.modules[url] ?? { kind: 'missing' };
    entry.promise =
      script.kind === 'module'
        ? Promise.resolve(script.namespace)
        : script.kind === 'hangs'
          ? new Promise(() => {})
          : Promise.reject(script.kind === 'missing' ? new Error(`Error loading ${url} (SystemJS Error#3 https://github.com/systemjs/systemjs/blob/main/docs/errors.md#3)`) : script.error);
    entry.promise.then(
      (ns) => void (entry.namespace = ns),
      () => void (entry.failed = true),
    );
    this.registry.set(url, entry);
    return entry.promise;
  }

  delete(url: string): boolean {
    this.deleted.push(url);
    return this.registry.delete(url);
  }

  *entries(): Iterable<[string, unknown]> {
    for (const [url, entry] of this.registry) {
      if (entry.failed) yield [url, null];
      else if (entry.namespace !== undefined) yield [url, entry.namespace];
    }
  }
}
