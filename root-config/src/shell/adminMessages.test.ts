import { describe, expect, it } from 'vitest';
import { readDismissed, rememberDismissed } from './adminMessages';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}
const msg = (id: string) => ({ id, severity: 'info' as const, message: id });

describe('admin message dismissals', () => {
  it('are remembered per message id', () => {
    const storage = memoryStorage();
    rememberDismissed(storage, 'm1', [msg('m1'), msg('m2')]);
    expect([...readDismissed(storage)]).toEqual(['m1']);
    rememberDismissed(storage, 'm2', [msg('m1'), msg('m2')]);
    expect([...readDismissed(storage)]).toEqual(['m1', 'm2']);
  });

  it('forget messages the server no longer sends, and survive a corrupt entry', () => {
    const storage = memoryStorage({ 'palisade.dismissedAdminMessages': '["old","m1"]' });
    rememberDismissed(storage, 'm2', [msg('m1'), msg('m2')]);
    expect([...readDismissed(storage)]).toEqual(['m1', 'm2']);
    expect(readDismissed(memoryStorage({ 'palisade.dismissedAdminMessages': '{nope' })).size).toBe(0);
  });
});
