/** A JSON value with the 1-based line on which each value starts, keyed by its path (`sections.0.requirements.2.id`). */
export type LinedJson = { ok: true; value: unknown; lines: ReadonlyMap<string, number> } | { ok: false; line: number; message: string };

/**
 * JSON.parse reports a character offset at best; an uploaded framework's author needs the line of the bad field,
 * so this small parser records where every value begins.
 */
export function parseJsonWithLines(text: string): LinedJson {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const fail = (message: string): never => { throw new JsonSyntaxError(message, line); };
  const space = () => {
    while (i < text.length && /\s/.test(text[i]!)) { if (text[i] === '\n') line += 1; i += 1; }
  };
  const literal = (word: string, value: unknown) => {
    if (text.startsWith(word, i)) { i += word.length; return value; }
    return fail(`unexpected character '${text[i] ?? 'end of file'}'`);
  };
  const string = (): string => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') { if (text[i] === '\\') i += 1; if (text[i] === '\n') fail('line break inside a string'); i += 1; }
    if (i >= text.length) fail('unterminated string');
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string): unknown => {
    space();
    lines.set(path, line);
    const c = text[i];
    if (c === '{') {
      i += 1;
      const out: Record<string, unknown> = {};
      space();
      if (text[i] === '}') { i += 1; return out; }
      for (;;) {
        space();
        if (text[i] !== '"') fail('expected a quoted property name');
        const key = string();
        space();
        if (text[i] !== ':') fail(`expected ':' after "${key}"`);
        i += 1;
        out[key] = value(path ? `${path}.${key}` : key);
        space();
        if (text[i] === ',') { i += 1; continue; }
        if (text[i] === '}') { i += 1; return out; }
        fail("expected ',' or '}'");
      }
    }
    if (c === '[') {
      i += 1;
      const out: unknown[] = [];
      space();
      if (text[i] === ']') { i += 1; return out; }
      for (;;) {
        out.push(value(path ? `${path}.${out.length}` : String(out.length)));
        space();
        if (text[i] === ',') { i += 1; continue; }
        if (text[i] === ']') { i += 1; return out; }
        fail("expected ',' or ']'");
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true', true);
    if (c === 'f') return literal('false', false);
    if (c === 'n') return literal('null', null);
    const number = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 40));
    if (!number) return fail(`unexpected ${c === undefined ? 'end of file' : `character '${c}'`}`);
    i += number[0].length;
    return Number(number[0]);
  };
  try {
    const parsed = value('');
    space();
    if (i < text.length) fail('unexpected text after the end of the document');
    return { ok: true, value: parsed, lines };
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { ok: false, line: error.line, message: error.message };
    throw error;
  }
}

class JsonSyntaxError extends Error {
  override readonly name = 'JsonSyntaxError';
  constructor(message: string, readonly line: number) { super(message); }
}
