import { lazy, Suspense, useMemo } from 'react';
import type { LazyComponent } from '../extensions/extension';
import { PluginProvider } from '../plugin/PluginProvider';

/** Props of {@link CardBody}. */
export interface CardBodyProps {
  /** The card's `component` (see `DashboardCardExtension`). */
  component: LazyComponent;
  /** The plugin that contributed the card: the body's translations and error reports are its own. */
  pluginId: string;
  pluginVersion?: string;
}

/**
 * A dashboard card's optional body, drawn under its figure: its chunk loads
 * only when the card is shown, inside the contributing plugin's context, and
 * a crash stays inside the card (reported with that plugin's id).
 *
 * @example
 * ```tsx
 * {card.component && <CardBody component={card.component} pluginId={pluginId} />}
 * ```
 */
export function CardBody({ component, pluginId, pluginVersion = '' }: CardBodyProps) {
  const Body = useMemo(() => lazy(component), [component]);
  return (
    <PluginProvider plugin={{ id: pluginId, version: pluginVersion }}>
      <Suspense fallback={null}>
        <Body />
      </Suspense>
    </PluginProvider>
  );
}
