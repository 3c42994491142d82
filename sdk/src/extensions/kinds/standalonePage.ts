import type { Gated, LazyComponent } from '../extensionParts';

/**
 * A page outside the console layout: no header, no menu, just the page, e.g.
 * a report rendered for print or PDF. Its paths are claimed like a route's,
 * so no two plugins' pages overlap, whichever layout they use.
 *
 * @example
 * ```ts
 * {
 *   type: 'console.page/standalone',
 *   properties: {
 *     path: '/pdf-scheduled-reports',
 *     component: () => import('./PrintReportPage'),
 *   },
 * }
 * ```
 *
 * @public
 */
export interface StandalonePageExtension {
  type: 'console.page/standalone';
  properties: Gated & {
    /** Absolute path; a trailing `/*` matches everything below it. */
    path: string;
    /** Other paths that show the same page. */
    aliases?: readonly string[];
    /** Subscription the organisation must have bought. */
    subscription?: string;
    component: LazyComponent;
  };
}

/** True for a `console.page/standalone` extension. @public */
export const isStandalonePageExtension = (e: { type: string }): e is StandalonePageExtension => e.type === 'console.page/standalone';
