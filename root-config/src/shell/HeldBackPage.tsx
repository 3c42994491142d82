import { useLocation } from 'react-router';
import { SubscriptionRequired } from '@palisade/sdk';
import type { ExtensionGate } from '@palisade/sdk/host';
import { declaredFeatureName, featureName } from './featureName';
import { FeatureDisabled } from './FeatureDisabled';
import { NoAccess } from './NoAccess';
import { useShell } from './ShellServices';
import { useFirstPermittedPage } from './useFirstPermittedPage';
import { useMenu } from './useMenu';
import { useConsoleState } from './useRouteResolution';

/**
 * What a plugin's page held back from the user shows instead, by its first
 * closed gate: no access (module), Subscription Required, not enabled (flag),
 * the feature named as the user knows it from the menu.
 */
export function HeldBackPage({ pluginId, gate }: { pluginId: string; gate: ExtensionGate }) {
  const { pathname } = useLocation();
  const { runtime } = useShell();
  const menu = useMenu();
  const { extensions } = useConsoleState();
  const home = useFirstPermittedPage();
  const feature = () =>
    featureName(menu, pluginId, pathname) ??
    declaredFeatureName(pluginId, extensions, pathname, (id, key) => runtime.i18n.getFixedT(null, id)(key));
  switch (gate.kind) {
    case 'module':
      return <NoAccess module={gate.module} home={home} />;
    case 'subscription':
      return <SubscriptionRequired feature={feature()} />;
    case 'flag':
      return <FeatureDisabled feature={feature()} home={home} />;
  }
}
