// @vitest-environment jsdom
import { configAllowsOverrides, overridesAllowed } from './consoleEnvironment';

function docWithConfig(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('console');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'palisade-config';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('overridesAllowed', () => {
  it("follows the boot script's decision over the configuration block", () => {
    const allowingConfig = docWithConfig('{"allowOverrides":true}');
    expect(overridesAllowed({ document: allowingConfig, __PALISADE_BOOT__: { overridesEnabled: false } })).toBe(false);
    expect(overridesAllowed({ document: docWithConfig(null), __PALISADE_BOOT__: { overridesEnabled: true } })).toBe(true);
  });

  it('without a boot state, allows overrides only when the configuration says so', () => {
    expect(overridesAllowed({ document: docWithConfig('{"allowOverrides":true}') })).toBe(true);
    expect(overridesAllowed({ document: docWithConfig('{"allowOverrides":false}') })).toBe(false);
    expect(overridesAllowed({ document: docWithConfig(null) })).toBe(false);
  });

  it('treats a malformed configuration block as not allowing overrides', () => {
    expect(configAllowsOverrides(docWithConfig('{nope'))).toBe(false);
  });
});
