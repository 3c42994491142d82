import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|json|html|svg|map)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Whether the console's build precompressed its files (any `.br` among its shared modules). */
function consolePrecompresses(consoleDir: string): boolean {
  const shared = join(consoleDir, 'shared');
  return existsSync(shared) && files(shared).some((f) => f.endsWith('.br'));
}

/**
 * When the console's build precompresses its files, does the same for `dir` (the floor page, generated plugins), so
 * that they are served as the console's own files are; otherwise leaves them
 * to the server's on-the-fly compression, as the console's are.
 */
export function precompressLike(consoleDir: string, dir: string): void {
  if (!consolePrecompresses(consoleDir)) return;
  for (const file of files(dir).filter((f) => COMPRESSIBLE.test(f))) {
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}
