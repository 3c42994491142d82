/** The Chromium the browser tests and benchmarks drive: Debian's, unless PALISADE_CHROMIUM names another. */
export const CHROMIUM_PATH = process.env.PALISADE_CHROMIUM ?? '/usr/bin/chromium';
