import { describe, expect, it } from 'vitest';
import { renderIndex } from './consoleRoutes.js';

describe('renderIndex', () => {
  it('replaces the placeholder with the config and escapes < so it cannot close the script element', () => {
    const html = renderIndex('<head><!--palisade-config--></head>', { config: { allowOverrides: false, sentryDsn: '</script><script>alert(1)//', demo: true, version: '1.0.0' } });
    expect(html).not.toContain('</script><script>');
    const json = /id="palisade-config">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).sentryDsn).toBe('</script><script>alert(1)//');
  });

  it('writes the import map into the page and preloads the root config and what it needs, with their hashes', () => {
    const page = '<head><!--palisade-config--><script type="systemjs-importmap" src="/import-map.json"></script></head>';
    const importMap = {
      imports: { '@palisade/root-config': '/root-config/r-A.js', react: '/shared/react-B.js', evil: '/x"><script>alert(1)</script>' },
      depcache: { '/root-config/r-A.js': ['react'] },
      integrity: { '/root-config/r-A.js': 'sha384-a' },
    };
    const html = renderIndex(page, { config, importMap });
    expect(html).not.toContain('src="/import-map.json"');
    const inline = /<script type="systemjs-importmap">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(inline)).toEqual(importMap);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<link rel="preload" as="script" href="/root-config/r-A.js" integrity="sha384-a"><link rel="preload" as="script" href="/shared/react-B.js">');
  });

  it('carries the session it is given, and none otherwise', () => {
    const session = { authenticated: true, csrfToken: 't', user: { name: '</script>' } };
    const html = renderIndex('<head><!--palisade-config--></head>', { config, session });
    expect(JSON.parse(/id="palisade-session">(.*?)<\/script>/.exec(html)![1]!)).toEqual(session);
    expect(renderIndex('<head><!--palisade-config--></head>', { config })).not.toContain('palisade-session');
  });

  it("carries the session's start data beside its session only, with nothing in it able to end the block or a line", () => {
    const start = { access: { status: 200, body: { name: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c' } } };
    const html = renderIndex('<head><!--palisade-config--></head>', { config, session: { authenticated: true, csrfToken: 't' }, start });
    const text = /id="palisade-start">(.*?)<\/script>/.exec(html)![1]!;
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(text).toContain('\\u003c/script>');
    expect(text).toContain('a\\u2028b\\u2029c');
    expect(JSON.parse(text)).toEqual(start);
    expect(renderIndex('<head><!--palisade-config--></head>', { config, start })).not.toContain('palisade-start');
  });
});

const config = { allowOverrides: false, sentryDsn: null, demo: false, version: '1.0.0' };
