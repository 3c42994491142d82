/**
 * The one list of modules the console shares with every plugin. It feeds the
 * generated import map, every plugin's rollup `external` and the shared-module
 * check; nothing else may decide what is shared.
 */

/** How a shared module's package is published, which decides how its System build re-exports it. */
export type SharedModuleFormat = 'cjs' | 'esm' | 'sdk';

export interface SharedModule {
  /** Bare specifier, also the import-map key. */
  readonly specifier: string;
  /** The npm package the specifier belongs to. */
  readonly packageName: string;
  readonly format: SharedModuleFormat;
  /** Mapped only in the import map's scope for the root config, never for plugins. */
  readonly hostOnly: boolean;
  /** When set, the shared build exports only these names (and builds check imports against them). */
  readonly exports?: readonly string[];
  /**
   * Files of the package (path inside it → source) the shared build replaces,
   * to leave out parts too large to load with the module.
   */
  readonly stubs?: Readonly<Record<string, string>>;
  /**
   * Modules of one package built together: their common code lands in one
   * chunk they all import, instead of a copy in each.
   */
  readonly group?: string;
  /**
   * Modules served as one file: the import map maps each of their specifiers
   * to it, so the browser fetches them in one request and each library still
   * exists once. The file's module exports every name of every one of them
   * (their names must not clash, save for the same binding re-exported).
   */
  readonly file?: string;
}

function shared(
  specifier: string,
  packageName: string,
  format: SharedModuleFormat,
  options: { hostOnly?: boolean; exports?: readonly string[]; stubs?: Readonly<Record<string, string>>; group?: string; file?: string } = {},
): SharedModule {
  const { hostOnly = false, ...rest } = options;
  return { specifier, packageName, format, hostOnly, ...rest };
}

/**
 * The part of react-router the console shares: declarative routing for a
 * client-rendered app. The whole package (data routers, server rendering,
 * RSC) is 63 KB gzip on the critical path; this subset is about 15 KB.
 * Plugins importing anything else fail at build time with the list below.
 */
export const REACT_ROUTER_EXPORTS: readonly string[] = [
  'BrowserRouter',
  'HashRouter',
  'MemoryRouter',
  'Router',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useNavigate',
  'useLocation',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useHref',
  'useResolvedPath',
  'useInRouterContext',
  'useOutlet',
  'useOutletContext',
  'useRoutes',
  'useNavigationType',
  'useLinkClickHandler',
  'useBeforeUnload',
  'matchPath',
  'matchRoutes',
  'generatePath',
  'resolvePath',
  'createPath',
  'parsePath',
  'createSearchParams',
  'createRoutesFromChildren',
  'isRouteErrorResponse',
];

/** `z.locales` holds English only (the default); the other locales are left out of the console's zod. */
const ZOD_STUBS: Readonly<Record<string, string>> = {
  'v4/locales/index.js': 'export { default as en } from "./en.js";\n',
};

export const SHARED_MODULES: readonly SharedModule[] = [
  // Every page needs all four: one file (one request) that the import map gives each of them.
  shared('react', 'react', 'cjs', { file: 'react' }),
  shared('react/jsx-runtime', 'react', 'cjs', { file: 'react' }),
  shared('react-dom', 'react-dom', 'cjs', { file: 'react' }),
  shared('react-dom/client', 'react-dom', 'cjs', { file: 'react' }),
  shared('react-router', 'react-router', 'esm', { exports: REACT_ROUTER_EXPORTS }),
  // jotai's entry is `export * from 'jotai/vanilla'` + `'jotai/react'`: all three are one file, so the store exists once.
  shared('jotai', 'jotai', 'esm', { file: 'jotai' }),
  shared('jotai/vanilla', 'jotai', 'esm', { file: 'jotai' }),
  shared('jotai/react', 'jotai', 'esm', { file: 'jotai' }),
  shared('i18next', 'i18next', 'esm'),
  shared('ky', 'ky', 'esm'),
  // Schemas (contracts, forms, a browser override's manifest): loaded with the first page that validates.
  // Both entries share zod's core; of its 60-odd message locales (about 45 KB gzip) only English is shared.
  shared('zod', 'zod', 'esm', { group: 'zod', stubs: ZOD_STUBS }),
  shared('zod/mini', 'zod', 'esm', { group: 'zod', stubs: ZOD_STUBS }),
  // One copy, so the console's one QueryClient (and its cache) is the one every plugin's hooks find.
  shared('@tanstack/react-query', '@tanstack/react-query', 'esm'),
  shared('@palisade/sdk', '@palisade/sdk', 'sdk'),
  // Loaded only by pages with forms.
  shared('@palisade/sdk/forms', '@palisade/sdk', 'sdk'),
  // Loaded only by pages with an inventory table; TanStack Table and Virtual come inside it.
  shared('@palisade/sdk/inventory', '@palisade/sdk', 'sdk'),
  // Loaded only by pages that draw charts; visx is inside it (never a second copy), its drawings in chunks loaded after the page.
  shared('@palisade/sdk/charts', '@palisade/sdk', 'sdk'),
  shared('@palisade/sdk/host', '@palisade/sdk', 'sdk', { hostOnly: true }),
];

/** Import-map key of the root config's entry module. */
export const ROOT_CONFIG_SPECIFIER = '@palisade/root-config';

/** Import-map key prefix that marks a plugin: `@palisade-plugins/<id>`. */
export const PLUGIN_SPECIFIER_PREFIX = '@palisade-plugins/';

/** Specifiers a plugin may import from the console at run time. */
export const PLUGIN_SHARED_SPECIFIERS: readonly string[] = SHARED_MODULES.filter((m) => !m.hostOnly).map(
  (m) => m.specifier,
);

/** Specifiers only the root config may import. */
export const HOST_ONLY_SPECIFIERS: readonly string[] = SHARED_MODULES.filter((m) => m.hostOnly).map(
  (m) => m.specifier,
);

/**
 * Packages whose code must never end up inside a plugin bundle. `scheduler`
 * is React's own dependency: a copy of it means a copy of react-dom;
 * `@tanstack/query-core` is react-query's: a copy of it means a second cache.
 * TanStack Table and Virtual are inside `@palisade/sdk/inventory`: a plugin
 * takes them from there (`createColumnHelper`, `ColumnDef`), never a copy.
 */
export const SHARED_PACKAGES: readonly string[] = [
  ...new Set([...SHARED_MODULES.map((m) => m.packageName), 'scheduler', '@tanstack/query-core', '@tanstack/react-table',
    '@tanstack/react-virtual', '@tanstack/table-core', '@tanstack/virtual-core']),
];

/** Whether `id` is exactly a specifier plugins take from the console. */
export function isPluginShared(id: string): boolean {
  return PLUGIN_SHARED_SPECIFIERS.includes(id);
}

/** The package a bare specifier belongs to (`@scope/name/sub` → `@scope/name`), or null for relative/absolute ids. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('\0') || /^[a-z]+:/i.test(specifier)) {
    return null;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}
