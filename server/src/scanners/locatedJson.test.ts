import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, parseLocatedJson } from './locatedJson.js';

describe('parseLocatedJson', () => {
  it('parses as JSON.parse does and tells the line each object and array starts on', () => {
    const text = '{\n  "a": [\n    {"b": 1.5e2, "c": "x\\"y"},\n    {"d": [true, false, null]}\n  ]\n}';
    const { value, lineOf } = parseLocatedJson(text);
    expect(value).toEqual(JSON.parse(text));
    const a = (value as { a: object[] }).a;
    expect([lineOf(value as object), lineOf(a), lineOf(a[0]!), lineOf(a[1]!)]).toEqual([1, 2, 3, 4]);
  });

  it('names the line and column of a syntax error', () => {
    expect(() => parseLocatedJson('{\n  "a": 1,\n  "b" 2\n}')).toThrow(new JsonSyntaxError(3, 7, `expected ':' after "b"`));
    expect(() => parseLocatedJson('[1, 2')).toThrow("Line 1, column 6: expected ',' or ']'");
    expect(() => parseLocatedJson('')).toThrow('Line 1, column 1: unexpected end of the file');
  });

  it('keeps a "__proto__" key as data, never as the prototype', () => {
    const v = parseLocatedJson('{"__proto__": {"x": 1}}').value as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(v['x']).toBeUndefined();
    expect(Object.keys(v)).toEqual(['__proto__']);
  });
});
