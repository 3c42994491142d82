import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { DEFAULT_RESERVED_CARD_PLACES, PLUGIN_SPECIFIER_PREFIX } from '@palisade/contracts/catalogue';
import type { ConsoleFacts } from './checkAgainstConsole.js';

/** A console description that cannot be read; the message names the source and what is wrong. */
export class ConsoleFactsError extends Error {
  override readonly name = 'ConsoleFactsError';
  constructor(
    readonly source: string,
    problem: string,
    options?: { cause?: unknown },
  ) {
    super(`Console ${source}: ${problem}`, options);
  }
}

/** The version of the `@palisade/sdk` this preset belongs to. */
export function installedSdkVersion(): string {
  const require = createRequire(import.meta.url);
  return (JSON.parse(readFileSync(require.resolve('@palisade/sdk/package.json'), 'utf8')) as { version: string }).version;
}

/** What every build checks against when no console is named: this SDK's version, the built-in card places, the console's own routes. */
export function defaultConsoleFacts(sdkVersion = installedSdkVersion()): ConsoleFacts {
  return { sdkVersion, plugins: [], reservedCardPlaces: DEFAULT_RESERVED_CARD_PLACES, source: 'the SDK this plugin builds with' };
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

async function readText(location: string, source: string): Promise<string> {
  if (!isUrl(location)) {
    try {
      return readFileSync(location, 'utf8');
    } catch (error) {
      throw new ConsoleFactsError(source, `cannot read ${location} (${(error as Error).message})`, { cause: error });
    }
  }
  let response: Response;
  try {
    response = await fetch(location, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new ConsoleFactsError(source, `${location} is unreachable (${(error as Error).message})`, { cause: error });
  }
  if (!response.ok) throw new ConsoleFactsError(source, `${location} answered ${response.status}`);
  return response.text();
}

async function readJson(location: string, source: string): Promise<unknown> {
  const text = await readText(location, source);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ConsoleFactsError(source, `${location} is not JSON (${(error as Error).message})`, { cause: error });
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where an import-map entry's manifest is: beside the entry; a `/…` URL of a file map is under the map's directory. */
function manifestLocation(entry: string, mapLocation: string): string {
  if (isUrl(mapLocation) || isUrl(entry)) return new URL('manifest.json', new URL(entry, isUrl(mapLocation) ? mapLocation : undefined)).href;
  const file = entry.startsWith('/') ? join(dirname(mapLocation), entry) : resolve(dirname(mapLocation), entry);
  return join(dirname(file), 'manifest.json');
}

/**
 * Reads the console a plugin will run in: its catalogue (`/catalogue.json`, a
 * saved copy, or the console's address, which means its `/catalogue.json`)
 * or its import map (each plugin's `manifest.json` read beside its entry).
 * The catalogue does not say the console's SDK version: `sdkVersion` does,
 * this SDK's version by default.
 */
export async function loadConsoleFacts(source: string, options: { sdkVersion?: string; cwd?: string } = {}): Promise<ConsoleFacts> {
  const sdkVersion = options.sdkVersion ?? installedSdkVersion();
  let location = isUrl(source) ? source : isAbsolute(source) ? source : resolve(options.cwd ?? process.cwd(), source);
  if (isUrl(location) && !new URL(location).pathname.endsWith('.json')) location = new URL('catalogue.json', location.endsWith('/') ? location : `${location}/`).href;
  const value = await readJson(location, source);
  if (isRecord(value) && Array.isArray(value.plugins)) {
    const plugins = value.plugins.filter(isRecord).map((p) => ({ id: String(p.id), manifest: p.manifest }));
    const reserved = isRecord(value.reservedCardPlaces) ? (value.reservedCardPlaces as Record<string, string>) : DEFAULT_RESERVED_CARD_PLACES;
    return { sdkVersion, plugins, reservedCardPlaces: reserved, source };
  }
  if (isRecord(value) && isRecord(value.imports)) {
    const entries = Object.entries(value.imports).filter(([key, url]) => key.startsWith(PLUGIN_SPECIFIER_PREFIX) && typeof url === 'string');
    const plugins = await Promise.all(
      entries.map(async ([key, url]) => ({
        id: key.slice(PLUGIN_SPECIFIER_PREFIX.length),
        manifest: await readJson(manifestLocation(url as string, location), source),
      })),
    );
    return { sdkVersion, plugins, reservedCardPlaces: DEFAULT_RESERVED_CARD_PLACES, source };
  }
  throw new ConsoleFactsError(source, `${location} is neither a catalogue ({"plugins": [...]}) nor an import map ({"imports": {...}})`);
}
