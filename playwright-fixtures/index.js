// @ts-check
// Plain JavaScript with hand-written declarations (index.d.ts): run as published, no build step.
import { expect, test as base } from '@playwright/test';

export { expect };

/** The import-map key of a plugin. */
const specifierOf = (pluginId) => `@palisade-plugins/${pluginId}`;

/** A sign-in the console refused; the message names the user, the console and its answer. */
export class ConsoleSignInError extends Error {
  name = 'ConsoleSignInError';
}

/** A plugin that was not mounted; the message names it and what the console showed instead. */
export class PluginNotMountedError extends Error {
  name = 'PluginNotMountedError';
}

const env = (name) => (process.env[name] === '' ? undefined : process.env[name]);

export const test = base.extend({
  consoleUrl: [env('PALISADE_CONSOLE_URL') ?? '', { option: true }],
  user: [
    env('PALISADE_USER_EMAIL') === undefined ? undefined : { email: env('PALISADE_USER_EMAIL'), password: env('PALISADE_USER_PASSWORD') ?? '' },
    { option: true },
  ],
  pluginOverride: [undefined, { option: true }],

  baseURL: async ({ consoleUrl, baseURL }, use) => use(consoleUrl || baseURL),

  // On the context, not the page: the page fixture itself applies `pluginOverride` through it.
  overridePlugin: async ({ context, baseURL }, use) => {
    await use(async ({ id, url }) => {
      if (!baseURL) throw new Error('overridePlugin: no console address (set consoleUrl, PALISADE_CONSOLE_URL or baseURL)');
      const origin = new URL(baseURL).origin;
      // Stored before any script of the console's page runs, on the console's origin only.
      await context.addInitScript(([o, key, value]) => {
        if (window.location.origin === o) window.localStorage.setItem(key, value);
      }, [origin, `import-map-override:${specifierOf(id)}`, url]);
    });
  },

  signIn: async ({ page, user, baseURL }, use) => {
    await use(async (who = user) => {
      if (!who) throw new ConsoleSignInError('signIn: no user (pass one, set the user option, or PALISADE_USER_EMAIL and PALISADE_USER_PASSWORD)');
      const session = await page.request.get('/bff/session');
      if (!session.ok()) throw new ConsoleSignInError(`Cannot sign ${who.email} in to ${baseURL}: GET /bff/session answered ${session.status()}`);
      const { csrfToken } = await session.json();
      const login = await page.request.post('/bff/login', {
        headers: { 'X-CSRF-Token': csrfToken },
        data: { email: who.email, password: who.password, ...(who.tenantId === undefined ? {} : { tenantId: who.tenantId }) },
      });
      if (!login.ok()) throw new ConsoleSignInError(`Cannot sign ${who.email} in to ${baseURL}: ${login.status()} ${await login.text()}`);
    });
  },

  waitForPlugin: async ({ page }, use) => {
    await use(async (pluginId, options = {}) => {
      const root = page.locator(`[data-plugin-root="${pluginId}"]`);
      const mounted = root.locator(':scope > *').first();
      const refused = page.locator(`[data-plugin-id="${pluginId}"][data-error-kind]`);
      const timeout = options.timeout ?? 30_000;
      const outcome = await Promise.race([
        mounted.waitFor({ state: 'attached', timeout }).then(() => 'mounted'),
        refused.waitFor({ state: 'attached', timeout }).then(() => 'refused'),
      ]).catch(() => 'timeout');
      if (outcome === 'refused') {
        const kind = await refused.getAttribute('data-error-kind');
        throw new PluginNotMountedError(`Plugin "${pluginId}" was not mounted: the console refused it (${kind}): ${(await refused.innerText()).trim()}`);
      }
      if (outcome === 'timeout') throw new PluginNotMountedError(`Plugin "${pluginId}" was not mounted within ${timeout} ms at ${page.url()}`);
      return root;
    });
  },

  page: async ({ page, pluginOverride, overridePlugin }, use) => {
    if (pluginOverride) await overridePlugin(pluginOverride);
    await use(page);
  },
});
