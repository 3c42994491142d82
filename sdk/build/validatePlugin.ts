import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REACT_SIGNATURES } from './bundleCheck.js';
import { checkAgainstConsole, type ConsoleCheckResult } from './checkAgainstConsole.js';
import { defaultConsoleFacts, loadConsoleFacts } from './consoleFacts.js';
import { PLUGIN_MANIFEST_FILE } from './pluginManifest.js';
import { readPluginPackage } from './pluginConfig.js';

export interface ValidatePluginOptions {
  /** The plugin package directory (where its package.json is). */
  root: string;
  /** Its build output, relative to `root`; `dist` by default. */
  outDir?: string;
  /** The console to check against: a catalogue or import map, URL or file (`PALISADE_CONSOLE`, `palisade.console`). */
  console?: string;
  /** The console's SDK version, when it is not this SDK's. */
  sdkVersion?: string;
}

function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? scripts(path) : name.endsWith('.js') ? [path] : [];
  });
}

/**
 * `palisade-plugin validate`: checks a built plugin as the console will when
 * it is added: its `manifest.json` against the console's schema, SDK
 * version, own routes, other plugins' paths, menu ids and card places, and
 * reserved card places; and that no script carries its own copy of a shared
 * module (React). Each problem names the plugin and the field or file.
 */
export async function validatePlugin(options: ValidatePluginOptions): Promise<ConsoleCheckResult & { readonly pluginId: string }> {
  const info = readPluginPackage(options.root);
  const dir = join(info.root, options.outDir ?? 'dist');
  const manifestFile = join(dir, PLUGIN_MANIFEST_FILE);
  if (!existsSync(manifestFile)) {
    return { ok: false, pluginId: info.id, problems: [], message: `plugin "${info.id}": ${relative(info.root, manifestFile)} is missing; build the plugin first (npm run build)` };
  }
  const consoleSource = options.console ?? info.console;
  const facts = consoleSource === undefined ? defaultConsoleFacts(options.sdkVersion) : await loadConsoleFacts(consoleSource, { ...(options.sdkVersion ? { sdkVersion: options.sdkVersion } : {}), cwd: info.root });
  const result = checkAgainstConsole(JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown, info.id, facts);
  const problems = result.ok ? [] : [...result.problems];
  for (const file of scripts(dir)) {
    const signature = REACT_SIGNATURES.find((s) => readFileSync(file, 'utf8').includes(s));
    if (signature !== undefined) {
      problems.push(`plugin "${info.id}": ${relative(info.root, file)} contains React's code ("${signature}"); expected React to come from the console's import map (import "react", never a path inside it)`);
    }
  }
  return problems.length === 0 ? { ok: true, pluginId: info.id } : { ok: false, pluginId: info.id, problems, message: problems.join('\n') };
}
