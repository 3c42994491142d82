import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built console the server serves. */
export const DIST = join(REPO, 'dist');
/** Fixture plugins: built for the tests, never part of the console's import map. */
export const DIST_FIXTURES = join(REPO, 'dist-fixtures');

/**
 * A build writes into a staging directory and swaps it in at the end, so a
 * running server (or test run) never sees a half-built console.
 */
const STAGING = join(REPO, '.tmp', `build-${process.pid}`);
export const BUILD_DIST = join(STAGING, 'dist');
export const BUILD_FIXTURES = join(STAGING, 'dist-fixtures');
export const SHARED_DIR = join(BUILD_DIST, 'shared');
export const STAGING_DIR = STAGING;
