import type { Input, KyInstance, Options, ResponsePromise } from 'ky';

const BODY_METHODS = ['json', 'text', 'formData', 'arrayBuffer', 'blob', 'bytes'] as const;
type BodyMethod = (typeof BODY_METHODS)[number];
const VERBS = ['get', 'post', 'put', 'patch', 'delete', 'head'] as const;

/** Loads once; a failed load (say, the network blinked) is tried again on the next call. */
function memoize(load: () => Promise<KyInstance>): () => Promise<KyInstance> {
  let pending: Promise<KyInstance> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

/**
 * A ky call made before ky has loaded. The request starts as soon as ky is
 * there; body methods called in the same tick as the call (`http.get(…).json()`)
 * reach ky's own response promise before it sends, so they set `Accept` as
 * ky does.
 */
function deferredCall(instance: () => Promise<KyInstance>, send: (ky: KyInstance) => ResponsePromise): ResponsePromise {
  const wanted = new Set<BodyMethod>();
  const started = instance().then((ky) => {
    const response = send(ky);
    const bodies = new Map<BodyMethod, Promise<unknown>>();
    for (const method of wanted) bodies.set(method, response[method]());
    // Wrapped: a promise resolved with ky's response promise would wait for the response itself.
    return { response, bodies };
  });
  const result = started.then(({ response }) => response) as ResponsePromise;
  for (const method of BODY_METHODS) {
    Object.defineProperty(result, method, {
      value: () => {
        wanted.add(method);
        // The body's promise carries the failure to the caller; the bare response promise is then unobserved.
        result.catch(() => undefined);
        return started.then(({ response, bodies }) => bodies.get(method) ?? response[method]());
      },
    });
  }
  return result;
}

/**
 * A ky instance whose code loads on its first call, so ky stays off the
 * console's first paint. Same API: calls, verbs, body methods, `extend`,
 * `create`; `stop` and `retry` are there once ky has loaded (inside hooks).
 */
export function lazyKy(load: () => Promise<KyInstance>): KyInstance {
  const instance = memoize(load);
  let loaded: KyInstance | null = null;
  const ready = () =>
    instance().then((ky) => {
      loaded = ky;
      return ky;
    });
  const call = (input: Input, options?: Options) => deferredCall(ready, (ky) => ky(input, options));
  const verbs = Object.fromEntries(
    VERBS.map((verb) => [verb, (input: Input, options?: Options) => deferredCall(ready, (ky) => ky[verb](input, options))]),
  );
  const fromLoaded = (name: 'stop' | 'retry') => {
    if (!loaded) throw new Error(`ky.${name} is available once the HTTP client has made its first call`);
    return loaded[name];
  };
  const api = Object.assign(call, verbs, {
    create: (options?: Options) => lazyKy(() => ready().then((ky) => ky.create(options))),
    extend: (options: Options | ((parent: Options) => Options)) => lazyKy(() => ready().then((ky) => ky.extend(options))),
  });
  Object.defineProperty(api, 'stop', { get: () => fromLoaded('stop') });
  Object.defineProperty(api, 'retry', { get: () => fromLoaded('retry') });
  return api as unknown as KyInstance;
}
