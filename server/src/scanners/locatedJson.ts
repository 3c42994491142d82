/** A JSON text that does not parse, with where. */
export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
  constructor(readonly line: number, readonly column: number, reason: string) {
    super(`Line ${line}, column ${column}: ${reason}`);
  }
}

/** A parsed JSON value and the line each of its objects and arrays starts on. */
export interface LocatedJson { value: unknown; lineOf(node: object): number | undefined }

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * JSON.parse with line numbers: scanner files are reported by the line of the object at fault, which JSON.parse
 * cannot tell. Strict JSON (RFC 8259); a byte-order mark is skipped.
 */
export function parseLocatedJson(text: string): LocatedJson {
  const lines = new WeakMap<object, number>();
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let lineStart = 0;
  const fail = (reason: string): never => { throw new JsonSyntaxError(line, i - lineStart + 1, reason); };
  const skip = () => {
    for (let c = text.charCodeAt(i); WS.has(c); c = text.charCodeAt(++i)) if (c === 0x0a) { line++; lineStart = i + 1; }
  };
  const str = (): string => {
    const start = ++i;
    let simple = true;
    for (;;) {
      const c = text.charCodeAt(i);
      if (Number.isNaN(c)) fail('unterminated string');
      if (c === 0x22) break;
      if (c < 0x20) fail('control character in a string');
      if (c === 0x5c) { simple = false; i += 2; continue; }
      i++;
    }
    const raw = text.slice(start, i++);
    if (simple) return raw;
    try { return JSON.parse(`"${raw}"`) as string; } catch { return fail('bad escape in a string'); }
  };
  const num = (): number => {
    const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    m.lastIndex = i;
    const found = m.exec(text);
    if (!found) fail('unexpected character');
    i += found![0].length;
    return Number(found![0]);
  };
  const word = (w: string, v: unknown) => { if (text.startsWith(w, i)) { i += w.length; return v; } return fail('unexpected character'); };
  const value = (depth: number): unknown => {
    if (depth > 512) fail('nested too deeply');
    skip();
    const c = text[i];
    if (c === '{') {
      const o: Record<string, unknown> = {};
      lines.set(o, line);
      i++; skip();
      if (text[i] === '}') { i++; return o; }
      for (;;) {
        skip();
        if (text[i] !== '"') fail('expected a property name in double quotes');
        const k = str();
        skip();
        if (text[i] !== ':') fail(`expected ':' after "${k}"`);
        i++;
        Object.defineProperty(o, k, { value: value(depth + 1), enumerable: true, writable: true, configurable: true });
        skip();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === '}') { i++; return o; }
        fail("expected ',' or '}'");
      }
    }
    if (c === '[') {
      const a: unknown[] = [];
      lines.set(a, line);
      i++; skip();
      if (text[i] === ']') { i++; return a; }
      for (;;) {
        a.push(value(depth + 1));
        skip();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === ']') { i++; return a; }
        fail("expected ',' or ']'");
      }
    }
    if (c === '"') return str();
    if (c === 't') return word('true', true);
    if (c === 'f') return word('false', false);
    if (c === 'n') return word('null', null);
    if (c === undefined) return fail('unexpected end of the file');
    return num();
  };
  const v = value(0);
  skip();
  if (i < text.length) fail('unexpected text after the JSON value');
  return { value: v, lineOf: (node) => lines.get(node) };
}
