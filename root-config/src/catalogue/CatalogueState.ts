import type { Catalogue } from '@palisade/contracts/catalogue';
import type { ContributedExtension } from '@palisade/sdk/host';
import { RouteTable } from '../registration/RouteTable';
import { catalogueExtensions, type LoadExtensionCode } from './catalogueExtensions';

/** The catalogue as the shell uses it: being read, ready (with its route table and extensions), or unreadable. */
export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; catalogue: Catalogue; table: RouteTable; extensions: readonly ContributedExtension[] }
  | { status: 'failed'; error: Error };

/** Everything derived from one catalogue, computed once: its extensions (code loaded on demand) and its route table. */
export function readyCatalogue(catalogue: Catalogue, loadCode: LoadExtensionCode): Extract<CatalogueState, { status: 'ready' }> {
  const extensions = catalogueExtensions(catalogue, loadCode);
  return { status: 'ready', catalogue, table: new RouteTable(extensions), extensions };
}
