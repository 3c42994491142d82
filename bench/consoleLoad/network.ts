/**
 * Every request of a page, from the browser's own network events (CDP), with
 * start and end in ms since the document's navigation start and the bytes
 * that came over the wire (compressed body, headers excluded).
 */
import type { CDPSession, Page } from '@playwright/test';

export interface NetworkRequest {
  url: string;
  method: string;
  /** CDP resource type: Document, Script, Stylesheet, Fetch, XHR… */
  type: string;
  /** Wall-clock ms (epoch) the request started and finished (null: never finished). */
  startWall: number;
  endWall: number | null;
  /** Compressed body bytes received from the network (0 when served from the cache). */
  bodyBytes: number;
  fromCache: boolean;
}

/** A request relative to a navigation start (ms). */
export interface TimedRequest extends NetworkRequest {
  start: number;
  end: number | null;
}

interface Pending extends NetworkRequest {
  /** Monotonic-to-wall offset of this request (ms). */
  offset: number;
  headerBytes: number;
}

export class NetworkRecorder {
  private readonly requests = new Map<string, Pending>();

  private constructor(readonly session: CDPSession) {
    session.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return;
      const existing = this.requests.get(e.requestId);
      if (existing !== undefined) {
        existing.url = e.request.url; // a redirect: the same request goes on
        return;
      }
      const wall = e.wallTime * 1000;
      this.requests.set(e.requestId, {
        url: e.request.url, method: e.request.method, type: e.type ?? 'Other', startWall: wall, endWall: null,
        bodyBytes: 0, fromCache: false, offset: wall - e.timestamp * 1000, headerBytes: 0,
      });
    });
    session.on('Network.requestServedFromCache', (e) => {
      const r = this.requests.get(e.requestId);
      if (r) r.fromCache = true;
    });
    session.on('Network.responseReceived', (e) => {
      const r = this.requests.get(e.requestId);
      if (!r) return;
      r.type = e.type;
      if (e.response.fromDiskCache || e.response.fromPrefetchCache) r.fromCache = true;
      r.headerBytes = e.response.encodedDataLength;
    });
    session.on('Network.loadingFinished', (e) => {
      const r = this.requests.get(e.requestId);
      if (!r) return;
      r.endWall = e.timestamp * 1000 + r.offset;
      r.bodyBytes = r.fromCache ? 0 : Math.max(0, e.encodedDataLength - r.headerBytes);
    });
    session.on('Network.loadingFailed', (e) => {
      const r = this.requests.get(e.requestId);
      if (r) r.endWall = e.timestamp * 1000 + r.offset;
    });
  }

  static async attach(page: Page): Promise<NetworkRecorder> {
    const session = await page.context().newCDPSession(page);
    const recorder = new NetworkRecorder(session);
    await session.send('Network.enable');
    return recorder;
  }

  /** Forgets what was recorded (before the next load of the same page). */
  clear(): void {
    this.requests.clear();
  }

  /**
   * The requests so far, timed from `navigationStart` (wall-clock ms); the
   * page's clock and the network's may differ by a few ms, hence the slack.
   */
  since(navigationStart: number, slackMs = 20): TimedRequest[] {
    return [...this.requests.values()]
      .filter((r) => r.startWall >= navigationStart - slackMs)
      .map(({ offset: _o, headerBytes: _h, ...r }) => ({ ...r, start: r.startWall - navigationStart, end: r.endWall === null ? null : r.endWall - navigationStart }))
      .sort((a, b) => a.start - b.start);
  }
}
