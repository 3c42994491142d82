import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built console the server serves. */
export const DIST = join(REPO, 'dist');
/** Fixture plugins: built for the tests, never part of the console's import map. */
export const DIST_FIXTURES = join(REPO, 'dist-fixtures');
export const SHARED_DIR = join(DIST, 'shared');
