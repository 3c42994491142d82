/**
 * Starts a throwaway PostgreSQL from Debian's packages (installed with apt-get when
 * missing) in a temporary folder on a free port, as an unprivileged user, then either
 * runs a command with PALISADE_DATABASE_URL pointing at it or, without a command,
 * prints the URL and keeps the cluster up until Ctrl-C. The cluster and its folder
 * are removed at the end either way.
 *
 *   tsx scripts/withPostgres.ts -- npm test -w @palisade/server
 *   tsx scripts/withPostgres.ts
 */
import { spawn } from 'node:child_process';
import { startCluster } from '../server/test/support/postgresCluster.js';
import { ensurePostgres } from './ensurePostgres.js';

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];

const cluster = await startCluster(ensurePostgres());
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  cluster.stop();
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

if (command.length === 0) {
  console.log(`PostgreSQL is running: PALISADE_DATABASE_URL=${cluster.url}`);
  console.log('Press Ctrl-C to stop it; its folder is deleted then.');
  // Nothing else keeps the process (and so the cluster) alive until the signal.
  setInterval(() => undefined, 60_000);
  await new Promise(() => {});
}

const [file, ...args] = command;
const child = spawn(file!, args, { stdio: 'inherit', env: { ...process.env, PALISADE_DATABASE_URL: cluster.url } });
const code = await new Promise<number>((resolve) => {
  child.on('error', (error) => {
    console.error(`${command.join(' ')}: ${error.message}`);
    resolve(1);
  });
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
stop();
process.exit(code);
