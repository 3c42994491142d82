import { existsSync, readFileSync } from 'node:fs';
import type { Plugin, PluginContext } from 'rollup';

/** Placeholder an entry module exports; replaced at render time by the CSS URL list. */
const URLS_PLACEHOLDER = '__PALISADE_CSS_URLS__';

export interface CssPluginOptions {
  /** Asset name; the output's `assetFileNames` adds the hash (`plugin` → `plugin-[hash].css`). */
  name: string;
  /**
   * Module id of the entry that gets `export const __palisadeCss: string[]`,
   * the absolute URLs of the extracted CSS, so the root config can add it on
   * mount and remove it on unmount.
   */
  exportFrom?: string;
  /** Stylesheets to include first even when no module imports them (absolute paths). */
  include?: readonly string[];
}

/**
 * Collects every `import './x.css'` of the bundle into one CSS asset (in the
 * order rollup loaded the modules) instead of injecting styles from JS.
 */
export function cssPlugin(options: CssPluginOptions): Plugin {
  const styles = new Map<string, string>();
  let fileName: string | null = null;
  let emitted = false;

  return {
    name: 'palisade-css',
    buildStart() {
      styles.clear();
    },
    transform(code, id) {
      if (id.endsWith('.css')) {
        styles.set(id, code);
        return { code: 'export {};', map: { mappings: '' }, moduleSideEffects: 'no-treeshake' };
      }
      if (options.exportFrom !== undefined && id === options.exportFrom) {
        // Written through import.meta.url so the System wrapper keeps `module.meta`; the list is filled in at render time.
        const urls = `${URLS_PLACEHOLDER}.map((url) => new URL(url, import.meta.url).href)`;
        return { code: `${code}\nexport const __palisadeCss = ${urls};\n`, map: null };
      }
      return null;
    },
    renderStart() {
      emitted = false;
      fileName = null;
    },
    renderChunk(code, chunk) {
      emitOnce.call(this);
      // Not only the entry chunk: when a lazy page imports what the entry imports, rollup moves the
      // entry module's code into a shared chunk behind a facade. URLs resolve against the chunk that holds them.
      if (!code.includes(URLS_PLACEHOLDER)) return null;
      const urls = fileName === null ? '[]' : JSON.stringify([`./${relativeTo(chunk.fileName, fileName)}`]);
      return { code: code.replace(URLS_PLACEHOLDER, urls), map: null };
    },
    generateBundle() {
      emitOnce.call(this);
    },
  };

  function emitOnce(this: PluginContext) {
    if (emitted) return;
    emitted = true;
    const ordered = [...this.getModuleIds()].filter((id) => styles.has(id));
    const extra = (options.include ?? []).filter((file) => !styles.has(file) && existsSync(file));
    const css = [...extra.map((file) => readFileSync(file, 'utf8')), ...ordered.map((id) => styles.get(id))].join('\n');
    if (css.trim() === '') return;
    const ref = this.emitFile({ type: 'asset', name: `${options.name}.css`, source: css });
    fileName = this.getFileName(ref);
  }
}

/** Path of `target` relative to the directory of `from`, both bundle-relative. */
function relativeTo(from: string, target: string): string {
  const fromDir = from.split('/').slice(0, -1);
  const parts = target.split('/');
  let i = 0;
  while (i < fromDir.length && fromDir[i] === parts[i]) i++;
  return [...fromDir.slice(i).map(() => '..'), ...parts.slice(i)].join('/');
}
