import { describe, expect, it } from 'vitest';
import { listenOrigin, parsePublicUrl, PublicUrlError } from './publicOrigin.js';

describe('parsePublicUrl', () => {
  it('keeps only the origin of the configured URL', () => {
    expect(parsePublicUrl('https://console.example.com/some/path?x=1')).toBe('https://console.example.com');
    expect(parsePublicUrl('http://localhost:8080')).toBe('http://localhost:8080');
  });

  it('refuses what is not an absolute http(s) URL, naming the variable', () => {
    expect(() => parsePublicUrl('console.example.com')).toThrow(PublicUrlError);
    expect(() => parsePublicUrl('console.example.com')).toThrow(/PALISADE_PUBLIC_URL/);
    expect(() => parsePublicUrl('javascript:alert(1)')).toThrow(/http or https/);
  });
});

describe('listenOrigin', () => {
  it('turns a wildcard listen address into localhost and keeps a concrete one', () => {
    expect(listenOrigin('http://0.0.0.0:8080')).toBe('http://localhost:8080');
    expect(listenOrigin('http://[::]:8080')).toBe('http://localhost:8080');
    expect(listenOrigin('http://127.0.0.1:4321')).toBe('http://127.0.0.1:4321');
  });
});
