import { describe, expect, it } from 'vitest';
import { fileSource } from '../../scripts/build/buildShared';
import { SHARED_MODULES } from '../../sdk/build/sharedModules';

const modulesOf = (file: string) => SHARED_MODULES.filter((m) => m.file === file);

describe('shared modules served as one file', () => {
  it("React's four modules are one file, jotai's three another", () => {
    expect(modulesOf('react').map((m) => m.specifier)).toEqual(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);
    expect(modulesOf('jotai').map((m) => m.specifier)).toEqual(['jotai', 'jotai/vanilla', 'jotai/react']);
  });

  it("the React file exports each module's names once, and a default holding every module's members", () => {
    const source = fileSource(modulesOf('react'));
    const exported = [...source.matchAll(/export const \{ ([^}]+) \}/g)].flatMap((m) => m[1]!.split(', '));
    expect(exported).toEqual(expect.arrayContaining(['useState', 'jsx', 'jsxs', 'createPortal', 'flushSync', 'createRoot', 'hydrateRoot']));
    expect(exported.filter((name) => name === 'Fragment' || name === 'version')).toEqual(['Fragment', 'version']);
    expect(new Set(exported).size).toBe(exported.length);
    expect(source).toContain('export default Object.assign({}, m3, m2, m1, m0);');
  });

  it('an ES module file re-exports every module', () => {
    expect(fileSource(modulesOf('jotai'))).toBe('export * from "jotai";\nexport * from "jotai/vanilla";\nexport * from "jotai/react";\n');
  });

  it('refuses a file that mixes CommonJS and ES modules', () => {
    const mixed = [SHARED_MODULES.find((m) => m.specifier === 'react')!, SHARED_MODULES.find((m) => m.specifier === 'ky')!].map((m) => ({ ...m, file: 'mixed' }));
    expect(() => fileSource(mixed)).toThrow('Shared file "mixed": mixes cjs and esm modules');
  });
});
