import { describe, expect, it } from 'vitest';
import { renderIndex } from './consoleRoutes.js';

describe('renderIndex', () => {
  it('replaces the placeholder with the config and escapes < so it cannot close the script element', () => {
    const html = renderIndex('<head><!--palisade-config--></head>', { allowOverrides: false, sentryDsn: '</script><script>alert(1)//', demo: true, version: '1.0.0' });
    expect(html).not.toContain('</script><script>');
    const json = /id="palisade-config">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).sentryDsn).toBe('</script><script>alert(1)//');
  });
});
