/**
 * The root config's System entry (`@palisade/root-config`), imported by
 * boot.js once SystemJS and import-map-overrides are on the page.
 */
import './styles/shell.css';
import { readBootState } from './boot/bootState';
import type { ImportMapOverridesApi } from './discovery/importMap';
import { pageSystem } from './loader/systemLike';
import { startConsole } from './startConsole';

const container = document.getElementById('palisade-root') ?? document.body.appendChild(document.createElement('div'));

startConsole({
  container,
  system: pageSystem(),
  boot: readBootState(),
  importMapOverrides: (window as Window & { importMapOverrides?: ImportMapOverridesApi & { resetOverrides?: () => void } }).importMapOverrides,
});
