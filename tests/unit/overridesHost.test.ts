import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { hostEnvironment, hostnameOf, overridesAllowedOnHost } from '../../server/src/console/overridesHost';

interface BootRules {
  deriveEnvironment(hostname: string): string;
  overridesAllowed(environment: string, config: { allowOverrides: boolean }): boolean;
}

/** boot.js's own rules, as the page runs them. */
function bootRules(): BootRules {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://localhost/', runScripts: 'outside-only' });
  const win = dom.window as unknown as { System: unknown; eval(code: string): unknown; __PALISADE_BOOT__: { rules: BootRules } };
  win.System = { import: () => Promise.resolve() };
  win.eval(readFileSync(new URL('../../root-config/public/boot.js', import.meta.url), 'utf8'));
  return win.__PALISADE_BOOT__.rules;
}

const HOSTS = ['localhost', '127.0.0.1', '::1', '[::1]', 'console.dev.palisade.example', 'console-int.palisade.example', 'scale.palisade.example',
  'pr-42.preview.palisade.example', 'console.prod.palisade.example', 'console.palisade.example', 'console.example.dev', 'internal.palisade.example',
  '10.0.0.5', '', 'DEV.Palisade.Example', 'console.palisade.example.'];

describe('the server and boot.js agree where overrides are accepted (the CSP opens local origins exactly there)', () => {
  const rules = bootRules();
  it.each(HOSTS)('%s', (host) => {
    expect(hostEnvironment(host)).toBe(rules.deriveEnvironment(host));
    for (const allowOverrides of [false, true]) {
      expect(overridesAllowedOnHost(host, allowOverrides)).toBe(rules.overridesAllowed(rules.deriveEnvironment(host), { allowOverrides }));
    }
  });

  it('reads the host name out of a Host header', () => {
    expect(hostnameOf('console.palisade.example:8443')).toBe('console.palisade.example');
    expect(hostnameOf('[::1]:8080')).toBe('[::1]');
    expect(hostnameOf(undefined)).toBe('');
  });
});
