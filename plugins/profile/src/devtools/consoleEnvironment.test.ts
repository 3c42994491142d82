// @vitest-environment jsdom
import { configAllowsOverrides, environmentOf, overridesAllowed } from './consoleEnvironment';

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

describe('environmentOf', () => {
  it.each([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['console.dev.palisade.example', 'dev'],
    ['int-console.palisade.example', 'int'],
    ['console.preview.palisade.example', 'preview'],
    ['console.palisade.example', 'prod'],
    ['developer.palisade.example', 'prod'],
  ] as const)('%s is %s', (host, env) => {
    expect(environmentOf(host)).toBe(env);
  });
});

describe('overridesAllowed', () => {
  it('allows overrides on a developer machine without configuration', () => {
    expect(overridesAllowed(docWithConfig(null), 'localhost')).toBe(true);
  });

  it('refuses them under a prod host name unless the configuration allows them', () => {
    expect(overridesAllowed(docWithConfig('{"allowOverrides":false}'), 'console.palisade.example')).toBe(false);
    expect(overridesAllowed(docWithConfig('{"allowOverrides":true}'), 'console.palisade.example')).toBe(true);
  });

  it('treats a malformed configuration block as not allowing overrides', () => {
    expect(configAllowsOverrides(docWithConfig('{nope'))).toBe(false);
  });
});
