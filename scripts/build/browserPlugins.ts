import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import type { Plugin } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { jsonPlugin } from '../../sdk/build/jsonPlugin.js';

/** Plugins every console (non-plugin) browser build uses: resolve, CJS, production React, TS, minify. */
export function browserPlugins(options: { sharedExternals?: (id: string) => boolean } = {}): Plugin[] {
  const isShared = options.sharedExternals ?? (() => false);
  return [
    jsonPlugin(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'] }),
    // A required shared module gets its module.exports object (the System build's default export).
    commonjs({ requireReturnsDefault: (id) => isShared(id) }),
    esbuild({ target: 'es2022', jsx: 'automatic', minify: true, sourceMap: true, legalComments: 'none' }),
  ];
}
