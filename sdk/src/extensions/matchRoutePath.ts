/**
 * react-router's `matchPath` for an `end: true`, case-insensitive pattern,
 * kept here so that resolving a route (the root config does it before its
 * first paint) does not need react-router loaded. Same pattern rules:
 * `:param`, optional `:param?` and `segment?`, a trailing `/*` splat.
 */
export function matchRoutePath(pattern: string, pathname: string): { params: Record<string, string | undefined> } | null {
  const names: { name: string; optional: boolean }[] = [];
  let source =
    '^' +
    pattern
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (match: string, name: string, optional: string | undefined, index: number, whole: string) => {
        names.push({ name, optional: optional != null });
        if (optional) {
          const next = whole.charAt(index + match.length);
          return next && next !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
        }
        return '/([^\\/]+)';
      })
      .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2');
  if (pattern.endsWith('*')) {
    names.push({ name: '*', optional: false });
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  const match = new RegExp(source, 'i').exec(pathname);
  if (!match) return null;
  const params: Record<string, string | undefined> = {};
  names.forEach(({ name, optional }, index) => {
    const value = match[index + 1];
    params[name] = optional && !value ? undefined : (value || '').replace(/%2F/g, '/');
  });
  return { params };
}
