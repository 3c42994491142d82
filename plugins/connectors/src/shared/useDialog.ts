import { useState } from 'react';

/** Which dialog of a list page is open, and for which object. */
export type DialogOf<T> = { mode: 'add' } | { mode: 'edit' | 'view' | 'delete'; item: T } | null;

export function useDialog<T>() {
  const [dialog, setDialog] = useState<DialogOf<T>>(null);
  return { dialog, open: setDialog, close: () => setDialog(null) };
}
