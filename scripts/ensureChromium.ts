/**
 * `npm test` runs this first: the browser tests drive Debian's Chromium
 * (Playwright's own browser download is not used), so install it when it is
 * missing. PALISADE_CHROMIUM points at another Chromium instead.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_PATH } from './chromiumPath.js';

if (existsSync(CHROMIUM_PATH)) process.exit(0);

if (process.env.PALISADE_CHROMIUM) {
  console.error(`PALISADE_CHROMIUM is set to ${CHROMIUM_PATH}, but no file is there.`);
  process.exit(1);
}
if (!existsSync('/usr/bin/apt-get')) {
  console.error(
    `No Chromium at ${CHROMIUM_PATH} and no apt-get to install it. Install Chromium and set PALISADE_CHROMIUM to its path.`,
  );
  process.exit(1);
}

const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
const run = (args: string[]) => {
  const [command, ...rest] = [...asRoot, ...args];
  const result = spawnSync(command!, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`"${args.join(' ')}" failed (exit ${result.status}); the browser tests need Chromium.`);
    process.exit(result.status ?? 1);
  }
};
console.log(`Installing Debian's chromium for the browser tests (${CHROMIUM_PATH} is missing)`);
run(['apt-get', 'update', '-qq']);
run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium']);
