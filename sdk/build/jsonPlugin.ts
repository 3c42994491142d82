import type { Plugin } from 'rollup';

/** Imports `.json` files (translations) as a default-exported object. */
export function jsonPlugin(): Plugin {
  return {
    name: 'palisade-json',
    transform(code, id) {
      if (!id.endsWith('.json')) return null;
      const value: unknown = JSON.parse(code);
      return { code: `export default ${JSON.stringify(value)};`, map: { mappings: '' } };
    },
  };
}
