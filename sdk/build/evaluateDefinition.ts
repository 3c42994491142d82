import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';

/** Prefix the build gives a dynamic import's target, so a function's source names the file it loads. */
const CODE_MARKER = 'palisade-code:';
const MARKER_PATTERN = /import\(\s*["']palisade-code:([^"']+)["']\s*\)/;

/** A plugin entry that could not be evaluated at build time; the message names the plugin and the cause. */
export class DefinitionEvaluationError extends Error {
  override readonly name = 'DefinitionEvaluationError';
  constructor(
    readonly pluginId: string,
    problem: string,
    options?: { cause?: unknown },
  ) {
    super(`Plugin "${pluginId}": ${problem}`, options);
  }
}

// Every dynamic import stays an import of a marker URL, never bundled: the
// definition's code slots then say which source file they load.
const markDynamicImports: EsbuildPlugin = {
  name: 'palisade-mark-dynamic-imports',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === CODE_MARKER) return null;
      const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: CODE_MARKER });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: `${CODE_MARKER}${resolved.path}`, external: true };
    });
  },
};

// In the SDK's own repository the plugin's `@palisade/sdk` is its TypeScript
// source (the package's "@palisade/source" export condition); a packed SDK has
// only its built files, found by the default condition.
const sdkRoot = dirname(createRequire(import.meta.url).resolve('@palisade/sdk/package.json'));
const SDK_SOURCE_CONDITIONS = existsSync(join(sdkRoot, 'src', 'index.ts')) ? ['@palisade/source'] : [];

/** Bundles a module for Node (styles and images as nothing, dynamic imports as markers) and evaluates it. */
async function evaluate(file: string): Promise<Record<string, unknown>> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    conditions: SDK_SOURCE_CONDITIONS,
    plugins: [markDynamicImports],
  });
  const code = result.outputFiles[0]?.text ?? '';
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;
}

/**
 * Evaluates a plugin's entry (`src/plugin.ts`) in Node and returns its
 * default export, the definition. Each `() => import('./x')` in it keeps a
 * marker naming the source file (see {@link importedSource}).
 */
export async function evaluateDefinition(pluginId: string, input: string): Promise<unknown> {
  try {
    return (await evaluate(input)).default;
  } catch (error) {
    throw new DefinitionEvaluationError(pluginId, `its definition (${input}) could not be evaluated at build time: ${(error as Error).message}`, { cause: error });
  }
}

/** The messages a translation source (JSON or a module) exports, evaluated in Node. */
export async function evaluateMessages(file: string): Promise<Record<string, unknown>> {
  const module = await evaluate(file);
  return (module.default ?? module) as Record<string, unknown>;
}

/** The absolute source path a function from {@link evaluateDefinition} loads with `import()`, or `null`. */
export function importedSource(fn: (...args: never[]) => unknown): string | null {
  return MARKER_PATTERN.exec(Function.prototype.toString.call(fn))?.[1] ?? null;
}
