import type { HttpClient } from './HttpClient';
import { HttpError } from './HttpError';
import { httpErrorFor, type ErrorBody } from './toHttpError';

/** One API call that may travel with others: a GET, or a POST with its JSON body; the path as `http` takes it. */
export interface BatchableCall {
  method?: 'GET' | 'POST';
  path: string;
  json?: Record<string, unknown>;
}

interface Answer {
  status: number;
  body: unknown;
}

interface Waiting {
  call: BatchableCall;
  signal: AbortSignal | undefined;
  resolve: (body: unknown) => void;
  reject: (error: unknown) => void;
}

/** The most calls the server takes in one batch. */
const MAX_BATCH = 20;

interface Batcher {
  url: string;
  queue: Waiting[];
  /** False once the server has answered that it has no batch route: every call goes alone from then on. */
  supported: boolean;
}

const batchers = new WeakMap<HttpClient, Batcher>();

const alone = (http: HttpClient, { method, path, json }: BatchableCall, signal?: AbortSignal): Promise<unknown> =>
  (method === 'POST' ? http.post(path, { json: json ?? {}, signal }) : http.get(path, { signal })).json();

/**
 * Lets {@link callBatched} gather the calls made through `http` in one task
 * into one `POST` to `url` (the server's batch route, `/bff/batch`). The
 * console runtime does it for its API client; without it every call goes alone.
 */
export function enableBatching(http: HttpClient, url = '/bff/batch'): void {
  batchers.set(http, { url, queue: [], supported: true });
}

/**
 * The JSON body of one API call. Calls made in the same task through a client
 * with batching on go to the server in one request, each answered on its
 * own: a failed call rejects with the {@link HttpError} it would have had
 * alone, and the others resolve. One call in a task goes alone.
 */
export function callBatched(http: HttpClient, call: BatchableCall, signal?: AbortSignal): Promise<unknown> {
  const batcher = batchers.get(http);
  if (!batcher?.supported) return alone(http, call, signal);
  return new Promise((resolve, reject) => {
    // Sent once the current task's synchronous work is done (the cards' queries start in one loop): a microtask, never a
    // timer, so that nothing waits on a clock.
    if (batcher.queue.length === 0) queueMicrotask(() => flush(http, batcher));
    batcher.queue.push({ call, signal, resolve, reject });
  });
}

function flush(http: HttpClient, batcher: Batcher): void {
  const waiting = batcher.queue.splice(0).filter((w) => {
    if (w.signal?.aborted) w.reject(w.signal.reason);
    return !w.signal?.aborted;
  });
  for (let start = 0; start < waiting.length; start += MAX_BATCH) {
    void send(http, batcher, waiting.slice(start, start + MAX_BATCH));
  }
}

async function send(http: HttpClient, batcher: Batcher, waiting: Waiting[]): Promise<void> {
  if (waiting.length === 1 || !batcher.supported) {
    for (const w of waiting) alone(http, w.call, w.signal).then(w.resolve, w.reject);
    return;
  }
  let answers: unknown;
  try {
    const calls = waiting.map(({ call }) => ({ method: call.method ?? 'GET', path: call.path, ...(call.json ? { json: call.json } : {}) }));
    // The batch route is beside the API root, not under it: its URL is given whole.
    ({ answers } = (await http.post(batcher.url, { prefixUrl: '', json: { calls } }).json<{ answers?: unknown } | null>()) ?? {});
  } catch (error) {
    // A server without the batch route: each call alone, now and from now on.
    if (error instanceof HttpError && (error.status === 404 || error.status === 405)) {
      batcher.supported = false;
      return send(http, batcher, waiting);
    }
    for (const w of waiting) w.reject(error);
    return;
  }
  if (!Array.isArray(answers) || answers.length !== waiting.length) {
    // Not a batch route's answer (a server that answers every path alike): each call alone, now and from now on.
    batcher.supported = false;
    return send(http, batcher, waiting);
  }
  const answered = answers as Answer[];
  waiting.forEach((w, i) => settle(w, answered[i]!));
}

function settle(w: Waiting, answer: Answer): void {
  // A call whose caller gave up meanwhile ends as its abort, as a call alone would.
  if (w.signal?.aborted) return w.reject(w.signal.reason);
  if (answer.status >= 200 && answer.status < 300) return w.resolve(answer.body);
  const error = (answer.body as { error?: ErrorBody } | null)?.error;
  w.reject(httpErrorFor(answer.status, error && typeof error === 'object' ? error : {}, w.call.method ?? 'GET', w.call.path));
}
