import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions of the text files a console serves; source maps are for developers and stay uncompressed. */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = ['.js', '.css', '.json', '.html', '.svg'];

export interface PrecompressOptions {
  /** The previous build of the same directory: a file whose bytes did not change reuses its `.br` and `.gz`. */
  previous?: string;
  /** Paths relative to the directory that are never served as they are (e.g. an index rendered per request). */
  exclude?: readonly string[];
}

export interface PrecompressResult {
  /** Files compressed by this run. */
  compressed: string[];
  /** Files whose compressed siblings were copied from `previous`. */
  reused: string[];
}

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return PRECOMPRESSED_EXTENSIONS.some((ext) => name.endsWith(ext)) ? [path] : [];
  });
}

/** Whether `previous` holds the same bytes as `content` with both compressed siblings beside it. */
function reusable(previous: string, content: Buffer): boolean {
  if (!existsSync(previous) || !existsSync(`${previous}.br`) || !existsSync(`${previous}.gz`)) return false;
  return statSync(previous).size === content.length && readFileSync(previous).equals(content);
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9)
 * beside every text file under `dir`, for a server to send instead of
 * compressing on each request. Compression runs on libuv's thread pool, so
 * files compress in parallel; unchanged files reuse the previous build's.
 */
export async function precompress(dir: string, options: PrecompressOptions = {}): Promise<PrecompressResult> {
  const result: PrecompressResult = { compressed: [], reused: [] };
  const exclude = new Set(options.exclude ?? []);
  await Promise.all(
    textFiles(dir).map(async (file) => {
      const path = relative(dir, file).split(sep).join('/');
      if (exclude.has(path)) return;
      const content = readFileSync(file);
      const previous = options.previous === undefined ? null : join(options.previous, path);
      if (previous !== null && reusable(previous, content)) {
        copyFileSync(`${previous}.br`, `${file}.br`);
        copyFileSync(`${previous}.gz`, `${file}.gz`);
        result.reused.push(path);
        return;
      }
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      result.compressed.push(path);
    }),
  );
  result.compressed.sort();
  result.reused.sort();
  return result;
}
