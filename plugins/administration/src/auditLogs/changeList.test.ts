import { describe, expect, it } from 'vitest';
import { changeList, showValue } from './changeList';

describe('changeList', () => {
  it('lists nested fields by path, marking what changed', () => {
    const list = changeList({ status: 'Open', group: { id: 'a', name: 'A' }, tags: ['x'] }, { status: 'Resolved', group: { id: 'a', name: 'B' }, tags: ['x'], reason: 'done' });
    expect(list).toEqual([
      { field: 'status', before: 'Open', after: 'Resolved', changed: true },
      { field: 'group.id', before: 'a', after: 'a', changed: false },
      { field: 'group.name', before: 'A', after: 'B', changed: true },
      { field: 'tags', before: ['x'], after: ['x'], changed: false },
      { field: 'reason', before: undefined, after: 'done', changed: true },
    ]);
  });

  it('handles a creation (no before), a deletion (no after) and scalar images', () => {
    expect(changeList(null, { name: 'Payments' })).toEqual([{ field: 'name', before: undefined, after: 'Payments', changed: true }]);
    expect(changeList({ name: 'Payments' }, null)).toEqual([{ field: 'name', before: 'Payments', after: undefined, changed: true }]);
    expect(changeList(false, true)).toEqual([{ field: '(value)', before: false, after: true, changed: true }]);
    expect(changeList(null, null)).toEqual([]);
  });

  it('shows text as is and the rest as JSON', () => {
    expect(showValue('a b')).toBe('a b');
    expect(showValue(['MANAGE_ALERTS', 'DOWNLOAD_CLI_SCANNER'])).toBe('MANAGE_ALERTS, DOWNLOAD_CLI_SCANNER');
    expect(showValue([{ id: 'a' }])).toBe('[{"id":"a"}]');
    expect(showValue([])).toBe('[]');
    expect(showValue(undefined)).toBe('');
    expect(showValue(null)).toBe('null');
  });
});
