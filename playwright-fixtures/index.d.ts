/**
 * `@palisade/playwright`: Playwright fixtures for testing a Palisade console
 * plugin in a real console.
 *
 * @packageDocumentation
 */
import type { Locator, PlaywrightTestArgs, PlaywrightTestOptions, PlaywrightWorkerArgs, PlaywrightWorkerOptions, TestType } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * A console account.
 *
 * @public
 */
export interface PalisadeUser {
  email: string;
  password: string;
  /** The tenant to sign in to, for an account in several. */
  tenantId?: string;
}

/**
 * A plugin id and the URL of a build's `plugin.js`, e.g. the one `npm run dev` serves.
 *
 * @public
 */
export interface PluginOverride {
  id: string;
  url: string;
}

/**
 * Options, set with `test.use({ … })` or in `playwright.config.ts`'s `use`.
 *
 * @public
 */
export interface PalisadeOptions {
  /** The console's address; `PALISADE_CONSOLE_URL` by default, else the `baseURL`. Pages and requests are relative to it. */
  consoleUrl: string;
  /** Who {@link PalisadeFixtures.signIn} signs in by default; `PALISADE_USER_EMAIL` and `PALISADE_USER_PASSWORD` by default. */
  user: PalisadeUser | undefined;
  /** An override stored before every page of the test loads (see {@link PalisadeFixtures.overridePlugin}). */
  pluginOverride: PluginOverride | undefined;
}

/**
 * The fixtures.
 *
 * @example
 * ```ts
 * import { expect, test } from '@palisade/playwright';
 *
 * test.use({ pluginOverride: { id: 'acme-inventory', url: 'http://localhost:9200/plugin.js' } });
 *
 * test('the console shows the page from this build', async ({ page, signIn, waitForPlugin }) => {
 *   await signIn();
 *   await page.goto('/admin/acme-inventory');
 *   await waitForPlugin('acme-inventory');
 *   await expect(page.getByRole('heading', { level: 1, name: 'Acme Inventory' })).toBeVisible();
 * });
 * ```
 *
 * @public
 */
export interface PalisadeFixtures {
  /**
   * Signs `user` (the `user` option by default) in through the console's
   * back end, so the page's context holds the session; navigate afterwards.
   * Throws {@link ConsoleSignInError} naming the user and the console's answer.
   */
  signIn(user?: PalisadeUser): Promise<void>;
  /**
   * Points the console's import map at another build of a plugin: stores the
   * `import-map-override:@palisade-plugins/<id>` entry in the console origin's
   * localStorage before any of its pages' scripts run. The console accepts
   * overrides on local, dev and int hosts (and where its operator allows them)
   * and shows a banner naming the plugin.
   */
  overridePlugin(override: PluginOverride): Promise<void>;
  /**
   * Waits until the plugin's React root has content in the console's page and
   * returns its container. Throws {@link PluginNotMountedError} with the
   * console's error panel text when the console refused the plugin (invalid
   * manifest, SDK range, conflict, integrity), or when it was not mounted in time.
   */
  waitForPlugin(pluginId: string, options?: { timeout?: number }): Promise<Locator>;
}

/**
 * Playwright's `test` with the Palisade fixtures and options.
 *
 * @public
 */
export declare const test: TestType<PlaywrightTestArgs & PlaywrightTestOptions & PalisadeFixtures & PalisadeOptions, PlaywrightWorkerArgs & PlaywrightWorkerOptions>;

/**
 * The console refused a sign-in.
 *
 * @public
 */
export declare class ConsoleSignInError extends Error {
  name: 'ConsoleSignInError';
}

/**
 * A plugin was not mounted.
 *
 * @public
 */
export declare class PluginNotMountedError extends Error {
  name: 'PluginNotMountedError';
}
