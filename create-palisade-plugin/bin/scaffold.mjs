import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), '..', 'template');

/** The console's plugin id rule (see parsePluginManifest in the console's contracts). */
export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9-]{1,48}$/;

/**
 * What a plugin installs beside the SDK: the modules the console shares
 * (versions the console runs; the build reads their export lists) and the
 * test and type tools. A unit test keeps them in step with the console's.
 */
export const PLUGIN_DEPENDENCIES = {
  '@tanstack/react-query': '^5.108.0',
  i18next: '^26.7.2',
  jotai: '^2.20.3',
  ky: '^1.14.3',
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  'react-router': '^7.18.5',
  zod: '^4.6.7',
};
export const PLUGIN_DEV_DEPENDENCIES = {
  '@playwright/test': '^1.65.1',
  '@testing-library/dom': '^10.4.2',
  '@testing-library/react': '^16.3.3',
  '@testing-library/user-event': '^14.6.12',
  '@types/node': '^20.19.43',
  '@types/react': '^19.3.0',
  '@types/react-dom': '^19.3.0',
  jsdom: '^29.1.1',
  typescript: '^5.9.3',
  vitest: '^4.1.12',
};

/** A plugin that cannot be written; the message names the directory or the option and what is expected. */
export class ScaffoldError extends Error {
  name = 'ScaffoldError';
}

/** `--sdk 1.2.0` → `^1.2.0`; a tarball path → `file:<absolute path>` (`option` and `pkg` name the flag and package in messages). */
export function sdkDependency(sdk, cwd = process.cwd(), option = '--sdk', pkg = '@palisade/sdk') {
  if (/\.(tgz|tar\.gz)$/.test(sdk)) {
    const file = resolve(cwd, sdk);
    if (!existsSync(file)) throw new ScaffoldError(`${option} ${sdk}: no such file (expected an ${pkg} tarball from npm pack, or a version)`);
    return `file:${file}`;
  }
  if (!/^[~^]?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(sdk)) throw new ScaffoldError(`${option} ${sdk}: expected a version (1.0.0, ^1.0.0) or the path of an ${pkg} tarball`);
  return /^[~^]/.test(sdk) ? sdk : `^${sdk}`;
}

/**
 * `--playwright`: a version or tarball as for the SDK; by default the
 * `@palisade/playwright` tarball of the same version beside an SDK tarball,
 * else the SDK's range.
 */
export function playwrightDependency(playwright, sdk, cwd = process.cwd()) {
  if (playwright !== undefined) return sdkDependency(playwright, cwd, '--playwright', '@palisade/playwright');
  if (/\.(tgz|tar\.gz)$/.test(sdk)) {
    const version = /(\d+\.\d+\.\d+[^/\\]*)\.(tgz|tar\.gz)$/.exec(basename(sdk))?.[1];
    const beside = version === undefined ? undefined : join(dirname(resolve(cwd, sdk)), `palisade-playwright-${version}.tgz`);
    return beside !== undefined && existsSync(beside) ? `file:${beside}` : sdkRange(sdk);
  }
  return sdkDependency(sdk, cwd);
}

/** The `sdk` range the plugin declares: the major and minor of the SDK it is written against. */
export function sdkRange(sdk) {
  const version = /(\d+)\.(\d+)\.\d+/.exec(basename(sdk));
  return version === null ? '^1.0.0' : `^${version[1]}.${version[2]}.0`;
}

const titleOf = (id) => id.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');

function templateFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? templateFiles(path) : [path];
  });
}

/**
 * Writes a new plugin into `dir` (which must not exist or be empty) and
 * returns the files written, relative to it.
 */
export function scaffold({ dir, sdk, playwright, id = basename(resolve(dir)), title = titleOf(id), devPort = 9200, appId = 100, cwd = process.cwd() }) {
  const root = resolve(cwd, dir);
  if (!PLUGIN_ID_PATTERN.test(id)) {
    throw new ScaffoldError(`Plugin id "${id}" (from ${id === basename(root) ? 'the directory name' : '--id'}): expected lower-case letters, digits and "-", starting with a letter, 2 to 49 characters, e.g. "acme-inventory"`);
  }
  if (!Number.isInteger(appId) || appId < 100) throw new ScaffoldError(`--card-place ${appId}: expected 100 or above (0 to 5 are the built-in cards')`);
  if (!Number.isInteger(devPort) || devPort <= 0 || devPort > 65535) throw new ScaffoldError(`--port ${devPort}: expected a TCP port`);
  if (sdk === undefined) throw new ScaffoldError('--sdk is required: a version (1.0.0) or the path of an @palisade/sdk tarball');
  if (existsSync(root) && readdirSync(root).length > 0) throw new ScaffoldError(`${root} is not empty; expected a new or empty directory`);

  // Both dependencies are checked before anything is written.
  const dependencies = { '@palisade/sdk': sdkDependency(sdk, cwd), '@palisade/playwright': playwrightDependency(playwright, sdk, cwd) };
  const replacements = { __ID__: id, __TITLE__: title, __SDK_RANGE__: sdkRange(sdk), __APP_ID__: String(appId), __DEV_PORT__: String(devPort) };
  const written = [];
  for (const source of templateFiles(TEMPLATE)) {
    const name = relative(TEMPLATE, source).replace(/(^|[/\\])gitignore$/, '$1.gitignore');
    const text = Object.entries(replacements).reduce((out, [token, value]) => out.replaceAll(token, value), readFileSync(source, 'utf8'));
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
    written.push(name);
  }
  const pkg = {
    name: id,
    version: '0.1.0',
    private: true,
    type: 'module',
    palisade: { id, devPort },
    scripts: {
      build: 'palisade-plugin build',
      dev: 'palisade-plugin-dev',
      validate: 'palisade-plugin validate',
      test: 'vitest run',
      'test:browser': 'playwright test',
      typecheck: 'tsc --noEmit',
    },
    // Nothing here is bundled: the console's import map provides the shared modules at run time.
    devDependencies: {
      ...dependencies,
      ...PLUGIN_DEPENDENCIES,
      ...PLUGIN_DEV_DEPENDENCIES,
    },
  };
  writeFileSync(join(root, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(join(root, 'README.md'), readme({ id, title, devPort }));
  return [...written, 'package.json', 'README.md'].sort();
}

function readme({ id, title, devPort }) {
  return `# ${title}

A plugin for the Palisade console: a page at \`/admin/${id}\`, its menu item and a
dashboard card.

| Command | What it does |
| --- | --- |
| \`npm run dev\` | rebuilds on every change and serves \`dist/\` on http://localhost:${devPort}, printing the line that points a console at it |
| \`npm run build\` | builds \`dist/\` (\`plugin.js\`, chunks, \`manifest.json\`) and checks it as the console will |
| \`npm run validate\` | the console's checks on the last build; \`-- --console https://console.example.com\` checks against a running console's plugins |
| \`npm test\` | unit tests (vitest, \`@palisade/sdk/testing\`) |
| \`npm run test:browser\` | the browser smoke test (\`tests/smoke.spec.ts\`, \`@palisade/playwright\`): signs in to the console at \`PALISADE_CONSOLE_URL\`, overrides this plugin with the dev server's build and sees its page (starts \`npm run dev\` when it is not running; \`npx playwright install chromium\` once first) |
| \`npm run typecheck\` | TypeScript |

## Trying it in a console

1. \`npm run dev\`.
2. Open the console (sign in), then in the browser's devtools console run the line
   \`npm run dev\` printed:
   \`localStorage.setItem('import-map-override:@palisade-plugins/${id}', 'http://localhost:${devPort}/plugin.js'); location.reload();\`
3. The console shows a banner naming \`${id}\` while the override is on; the menu has
   *${title}* and the dashboard its card.
4. \`localStorage.removeItem('import-map-override:@palisade-plugins/${id}'); location.reload();\`
   goes back.

Overrides are accepted on local, dev and int hosts (and where the console's
operator allows them).

## What the build checks

The build fails, naming the plugin and the field, when the console would refuse the
plugin: a manifest property missing or of the wrong type, an \`sdk\` range the
console's SDK does not satisfy, a path of the console's own (\`/login\`, \`/api/*\`…) or
one another plugin holds, a menu id or card place already taken (0 to 5 are the
built-in cards'; use 100 or above), or a bundled copy of a module the console
shares (React, react-router, jotai, i18next, ky, TanStack Query, zod, the SDK).
Set \`PALISADE_CONSOLE\` (or \`"palisade": { "console": "…" }\` in package.json) to a
console's address, its \`catalogue.json\` or an import map to check against the
plugins it runs.
`;
}
