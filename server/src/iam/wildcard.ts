const cache = new Map<string, RegExp>();

/**
 * Whether `value` matches an IAM pattern where `*` is any run of characters and `?` one character. Actions compare
 * case-insensitively (`S3:GetObject` is `s3:getobject`); resources (ARNs, Azure scopes) case-sensitively unless told.
 */
export function wildcardMatch(pattern: string, value: string, ignoreCase: boolean): boolean {
  if (pattern === '*') return true;
  if (!pattern.includes('*') && !pattern.includes('?')) return ignoreCase ? pattern.toLowerCase() === value.toLowerCase() : pattern === value;
  const key = `${ignoreCase ? 'i' : 's'}${pattern}`;
  let re = cache.get(key);
  if (!re) {
    const body = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
    re = new RegExp(`^${body}$`, ignoreCase ? 'is' : 's');
    if (cache.size > 50_000) cache.clear();
    cache.set(key, re);
  }
  return re.test(value);
}
