import type { i18n as I18n, TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

/** What the translation hooks return: `t` bound to the namespace(s), the instance, and whether the first namespace has messages. @public */
export interface NamespaceTranslation {
  t: TFunction;
  i18n: I18n;
  ready: boolean;
}

interface Revisions {
  language: number;
  namespaces: Map<string, number>;
  listeners: Set<() => void>;
}

const tracked = new WeakMap<I18n, Revisions>();

/**
 * One listener set per i18next instance: a namespace's revision moves when its
 * messages are added or removed, the language revision when the language
 * changes. A component re-renders only for the namespaces it reads, so one
 * plugin's messages arriving never re-renders another plugin.
 */
function revisionsOf(i18n: I18n): Revisions {
  let revisions = tracked.get(i18n);
  if (revisions) return revisions;
  const created: Revisions = { language: 0, namespaces: new Map(), listeners: new Set() };
  const notify = () => created.listeners.forEach((listener) => listener());
  const bump = (_lng: string, ns: string) => {
    created.namespaces.set(ns, (created.namespaces.get(ns) ?? 0) + 1);
    notify();
  };
  i18n.store.on('added', bump);
  i18n.store.on('removed', bump);
  i18n.on('languageChanged', () => {
    created.language += 1;
    notify();
  });
  tracked.set(i18n, created);
  return created;
}

/**
 * `t` over the given namespaces of the console's i18next instance (the first
 * is the default; others by `{ ns }`), re-rendering when their messages or
 * the language change.
 */
export function useNamespaceTranslation(i18n: I18n, namespaces: string | readonly string[]): NamespaceTranslation {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const key = list.join('\n');
  const revisions = revisionsOf(i18n);
  const snapshot = useSyncExternalStore(
    (listener) => {
      revisions.listeners.add(listener);
      return () => revisions.listeners.delete(listener);
    },
    () => `${revisions.language}:${list.map((ns) => revisions.namespaces.get(ns) ?? 0).join(',')}`,
  );
  return useMemo(() => {
    const names = key.split('\n');
    const first = names[0] ?? '';
    return {
      t: i18n.getFixedT(null, names) as TFunction,
      i18n,
      ready: first !== '' && (i18n.languages ?? [i18n.language]).some((lng) => i18n.hasResourceBundle(lng, first)),
    };
    // The snapshot is what changes when the messages or the language do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, key, snapshot]);
}
