import { useRef, type ReactNode } from 'react';

/** One tab of {@link Tabs}. @public */
export interface TabItem<Id extends string> {
  /** Stable id, also part of the tab's element id. */
  id: Id;
  /** The tab's visible (translated) name. */
  label: string;
}

/** Props of {@link Tabs}. @public */
export interface TabsProps<Id extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  /** The tabs, in order. */
  tabs: readonly TabItem<Id>[];
  /** The selected tab; the page keeps it (in the URL, as a rule). */
  current: Id;
  /** Called when another tab is chosen by click or keys; focus is already on it. */
  onSelect: (id: Id) => void;
  /** Prefix of the tabs' and panel's element ids, unique on the page, e.g. the plugin's id. */
  idPrefix: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs over one panel (WAI-ARIA tabs pattern, manual activation by click or
 * automatic by ←/→, Home and End): only the selected tab is in the Tab order,
 * and the panel is labelled by it. The page decides what selecting means, so
 * a tab can live in the URL with the rest of the view.
 *
 * @example
 * ```tsx
 * <Tabs label="Views" idPrefix="assets" tabs={[{ id: 'inventory', label: 'Inventory' }, { id: 'dashboard', label: 'Dashboard' }]}
 *   current={tab} onSelect={(id) => setParams(id === 'dashboard' ? { tab: id } : {})}>
 *   {tab === 'dashboard' ? <AssetDashboard /> : <CloudAssets />}
 * </Tabs>
 * ```
 * @public
 */
export function Tabs<Id extends string>({ label, tabs, current, onSelect, idPrefix, children }: TabsProps<Id>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const currentIndex = Math.max(0, tabs.findIndex((tab) => tab.id === current));
  const select = (index: number) => {
    const at = (index + tabs.length) % tabs.length;
    buttons.current[at]?.focus();
    if (tabs[at]!.id !== current) onSelect(tabs[at]!.id);
  };
  const keys: Record<string, () => number> = {
    ArrowRight: () => currentIndex + 1,
    ArrowLeft: () => currentIndex - 1,
    Home: () => 0,
    End: () => tabs.length - 1,
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="pl-tabs">
        {tabs.map((tab, index) => (
          <button key={tab.id} ref={(el) => { buttons.current[index] = el; }} type="button" role="tab" id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={tab.id === current} aria-controls={`${idPrefix}-tabpanel`} tabIndex={tab.id === current ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={(event) => {
              const to = keys[event.key];
              if (!to) return;
              event.preventDefault();
              select(to());
            }}>
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-tabpanel`} aria-labelledby={`${idPrefix}-tab-${current}`}>
        {children}
      </div>
    </>
  );
}
