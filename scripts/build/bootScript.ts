import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What index.html loads first, one after the other: the boot script, then SystemJS. */
const BOOT_PAIR = /<script src="\/boot\.js"><\/script>(\s*)<script src="\/vendor\/system\.min\.js"><\/script>/;

/**
 * Puts boot.js and SystemJS, which index.html runs one after the other, into
 * one content-hashed file, `root-config/boot-<hash>.js`, and loads that
 * instead: one request instead of two on a cold load, and none on a warm one
 * (a hashed file is cached as immutable; the two plain names were revalidated
 * on every load). Run once boot.js is final, before index.html's scripts get
 * their integrity hashes. Returns the file's URL.
 */
export function bundleBootScripts(dist: string): string {
  const indexFile = join(dist, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  if (!BOOT_PAIR.test(html)) throw new Error(`root-config: index.html must load /boot.js and then /vendor/system.min.js, which the build puts in one file`);
  // SystemJS's source map describes system.min.js alone, not the file it ends up in.
  const source = ['boot.js', 'vendor/system.min.js']
    .map((file) => readFileSync(join(dist, file), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'))
    .join('\n');
  const url = `/root-config/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, url), source);
  writeFileSync(indexFile, html.replace(BOOT_PAIR, `<script src="${url}"></script>`));
  rmSync(join(dist, 'boot.js'));
  return url;
}
