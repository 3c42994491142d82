/**
 * The PostgreSQL test stage runs Debian's PostgreSQL: install it when it is missing, as
 * ensureChromium does for Chromium. Prints the bin folder holding initdb and pg_ctl.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { findPostgresBin } from '../server/test/support/postgresCluster.js';

/** The bin folder of an installed PostgreSQL, installing Debian's `postgresql` first when none is. */
export function ensurePostgres(): string {
  const found = findPostgresBin();
  if (found) return found;
  if (!existsSync('/usr/bin/apt-get')) {
    throw new Error('No PostgreSQL under /usr/lib/postgresql and no apt-get to install it. Install PostgreSQL and set PALISADE_POSTGRES_BIN to its bin folder.');
  }
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) => {
    const [command, ...rest] = [...asRoot, ...args];
    const result = spawnSync(command!, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`"${args.join(' ')}" failed (exit ${result.status}); the PostgreSQL tests need PostgreSQL.`);
  };
  console.log("Installing Debian's postgresql for the PostgreSQL tests (none found under /usr/lib/postgresql)");
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'postgresql']);
  const installed = findPostgresBin();
  if (!installed) throw new Error('apt-get installed postgresql, but no initdb is under /usr/lib/postgresql');
  return installed;
}
