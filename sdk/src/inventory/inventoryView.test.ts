import { describe, expect, it } from 'vitest';
import { defineInventoryView, hasInventoryFilters, parseInventoryView, serialiseInventoryView, visibleColumns } from './inventoryView';

const spec = defineInventoryView({
  lists: ['cloud', 'region'], texts: ['q'], sorts: ['name', 'region', 'lastSeen'], defaultSort: 'lastSeen',
  columns: ['name', 'cloud', 'region', 'tags', 'lastSeen'], defaultHidden: ['tags'], fixedColumns: ['name'],
});

describe('inventory view in the URL', () => {
  it('reads filters, sort, columns, page, page size and the open row, and writes them back', () => {
    const search = 'cloud=aws,azure&region=eu-west-1&q=bucket&sort=name&dir=asc&page=3&pageSize=100&cols=name,region,tags&selected=asset-7';
    const view = parseInventoryView(spec, new URLSearchParams(search));
    expect(view).toEqual({ lists: { cloud: ['aws', 'azure'], region: ['eu-west-1'] }, texts: { q: 'bucket' }, sort: 'name', dir: 'asc',
      columns: ['name', 'region', 'tags'], page: 3, pageSize: 100, selected: 'asset-7' });
    expect(serialiseInventoryView(spec, view).toString()).toBe(new URLSearchParams(search).toString());
  });

  it('ignores unknown keys and malformed values, and writes the defaults as nothing', () => {
    const view = parseInventoryView(spec, new URLSearchParams('owner=me&sort=drop&dir=sideways&page=-2&pageSize=9999&cols=nope&q=%20%20'));
    expect(view).toEqual({ lists: {}, texts: {}, sort: 'lastSeen', dir: 'desc', columns: null, page: 1, pageSize: 50, selected: null });
    expect(serialiseInventoryView(spec, view).toString()).toBe('');
    expect(hasInventoryFilters(view)).toBe(false);
  });

  it('keeps a fixed column, drops unknown and repeated ones, and writes the default column set as nothing', () => {
    const view = parseInventoryView(spec, new URLSearchParams('cols=region,nope,region,cloud'));
    expect(view.columns).toEqual(['name', 'region', 'cloud']);
    expect(visibleColumns(spec, parseInventoryView(spec, new URLSearchParams()))).toEqual(['name', 'cloud', 'region', 'lastSeen']);
    expect(serialiseInventoryView(spec, { ...view, columns: ['name', 'cloud', 'region', 'lastSeen'] }).has('cols')).toBe(false);
  });

  it('refuses a spec whose defaults are not among its choices', () => {
    expect(() => defineInventoryView({ ...spec, defaultSort: 'size' as 'name' })).toThrow('the default sort "size" is not one of its sorts');
    expect(() => defineInventoryView({ ...spec, defaultPageSize: 30 })).toThrow('the default page size 30 is not one of its page sizes');
  });
});
