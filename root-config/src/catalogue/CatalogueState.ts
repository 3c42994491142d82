import type { Catalogue } from '@palisade/contracts/catalogue';
import { isStandalonePageExtension, type StandalonePageExtension } from '@palisade/sdk';
import type { ContributedExtension } from '@palisade/sdk/host';
import { RouteTable } from '../registration/RouteTable';
import { catalogueExtensions, type LoadExtensionCode } from './catalogueExtensions';

/** The catalogue as the shell uses it: being read, ready (with its route tables and extensions), or unreadable. */
export type CatalogueState =
  | { status: 'loading' }
  | {
      status: 'ready';
      catalogue: Catalogue;
      /** Routes, drawn in the console layout. */
      table: RouteTable;
      /** Standalone pages, drawn alone. */
      standalone: RouteTable<StandalonePageExtension>;
      extensions: readonly ContributedExtension[];
    }
  | { status: 'failed'; error: Error };

/** Everything derived from one catalogue, computed once: its extensions (code loaded on demand) and its route tables. */
export function readyCatalogue(catalogue: Catalogue, loadCode: LoadExtensionCode): Extract<CatalogueState, { status: 'ready' }> {
  const extensions = catalogueExtensions(catalogue, loadCode);
  return {
    status: 'ready',
    catalogue,
    table: new RouteTable(extensions),
    standalone: new RouteTable<StandalonePageExtension>(extensions, isStandalonePageExtension),
    extensions,
  };
}
