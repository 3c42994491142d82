import { PLUGIN_SPECIFIER_PREFIX, ROOT_CONFIG_SPECIFIER, SHARED_MODULES } from './sharedModules.js';

/** The import-map shape browsers and SystemJS read. */
export interface ImportMap {
  imports: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
  /** SystemJS extension: module URL → dependencies to start loading with it. */
  depcache?: Record<string, string[]>;
  /** Script URL → SRI hash (`sha384-…`); SystemJS puts it on the script element, and the browser refuses a file that does not match. */
  integrity?: Record<string, string>;
}

export interface ImportMapIssue {
  /** JSON path of the offending entry, e.g. `imports["@palisade-plugins/x"]`. */
  path: string;
  message: string;
}

/** A committed import map that cannot be deployed; `issues` lists every problem found, not just the first. */
export class ImportMapError extends Error {
  override readonly name = 'ImportMapError';
  constructor(
    readonly file: string,
    readonly issues: readonly ImportMapIssue[],
    options?: { cause?: unknown },
  ) {
    super(`${file} is not a valid plugin import map:\n${issues.map((i) => `  - ${i.path}: ${i.message}`).join('\n')}`, options);
  }
}

const PLUGIN_KEY = /^@palisade-plugins\/[a-z0-9][a-z0-9-]*$/;

/** Keys of every JSON object member in `text`, in order, per nesting path, to spot duplicates JSON.parse hides. */
function duplicateKeys(text: string): string[] {
  const duplicates: string[] = [];
  const stack: Set<string>[] = [];
  const token = /"((?:[^"\\]|\\.)*)"\s*(:)?|[{}]/g;
  for (let match = token.exec(text); match !== null; match = token.exec(text)) {
    if (match[0] === '{') stack.push(new Set());
    else if (match[0] === '}') stack.pop();
    else if (match[2] === ':') {
      const keys = stack[stack.length - 1];
      const key = JSON.parse(`"${match[1] ?? ''}"`) as string;
      if (keys?.has(key)) duplicates.push(key);
      keys?.add(key);
    }
  }
  return duplicates;
}

function isUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Parses and checks the deployment's import map: only `imports`, only
 * `@palisade-plugins/<id>` keys, each an absolute path or http(s) URL,
 * no duplicate keys or URLs.
 */
export function parsePluginImportMap(text: string, file: string): ImportMap {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ImportMapError(file, [{ path: '$', message: `not JSON (${(error as Error).message})` }], { cause: error });
  }
  const issues: ImportMapIssue[] = duplicateKeys(text).map((key) => ({ path: `"${key}"`, message: 'duplicate key' }));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ImportMapError(file, [{ path: '$', message: 'must be an object {"imports": {...}}' }]);
  }
  for (const key of Object.keys(value)) {
    if (key !== 'imports') issues.push({ path: key, message: 'unknown member; only "imports" is allowed' });
  }
  const imports = (value as { imports?: unknown }).imports ?? {};
  if (typeof imports !== 'object' || imports === null || Array.isArray(imports)) {
    throw new ImportMapError(file, [...issues, { path: 'imports', message: 'must be an object of specifier → URL' }]);
  }
  const seenUrls = new Map<string, string>();
  for (const [key, url] of Object.entries(imports as Record<string, unknown>)) {
    const path = `imports["${key}"]`;
    if (!PLUGIN_KEY.test(key)) {
      issues.push({ path, message: `key must be ${PLUGIN_SPECIFIER_PREFIX}<id> (id: a-z, 0-9, "-"); shared modules come from the build` });
    }
    if (typeof url !== 'string' || !isUrl(url)) {
      issues.push({ path, message: `value ${JSON.stringify(url)} must be an absolute path ("/plugins/<id>/plugin.js") or an http(s) URL` });
    } else if (seenUrls.has(url)) {
      issues.push({ path, message: `same URL as imports["${seenUrls.get(url) ?? ''}"]` });
    } else {
      seenUrls.set(url, key);
    }
  }
  if (issues.length > 0) throw new ImportMapError(file, issues);
  return { imports: imports as Record<string, string> };
}

export interface ConsoleImportMapInput {
  /** Specifier → URL of every built shared module. */
  shared: ReadonlyMap<string, string>;
  rootConfigUrl: string;
  plugins: ImportMap;
}

/** Scope under which the root config's modules live; host-only modules are mapped only there. */
export const ROOT_CONFIG_SCOPE = '/root-config/';

/**
 * The console's import map: plugin-visible shared modules and plugins in
 * `imports`, host-only modules (`@palisade/sdk/host`) only in the root
 * config's scope.
 */
export function consoleImportMap(input: ConsoleImportMapInput): Required<Pick<ImportMap, 'imports' | 'scopes'>> {
  const imports: Record<string, string> = {};
  const hostOnly: Record<string, string> = {};
  for (const module of SHARED_MODULES) {
    const url = input.shared.get(module.specifier);
    if (url === undefined) throw new Error(`No build output for shared module "${module.specifier}"`);
    if (module.hostOnly) hostOnly[module.specifier] = url;
    else imports[module.specifier] = url;
  }
  imports[ROOT_CONFIG_SPECIFIER] = input.rootConfigUrl;
  Object.assign(imports, input.plugins.imports);
  return { imports, scopes: { [ROOT_CONFIG_SCOPE]: hostOnly } };
}
