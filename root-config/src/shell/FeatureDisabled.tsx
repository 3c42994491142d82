import type { PermittedPage } from './firstPermittedPage';
import { HomeLink } from './HomeLink';

/** A page whose feature flag is off for the tenant: the feature exists, but is not enabled for this organization. */
export function FeatureDisabled({ feature, home }: { feature: string | undefined; home: PermittedPage | null }) {
  return (
    <section className="shell-no-access" aria-labelledby="shell-feature-disabled-title">
      <h1 id="shell-feature-disabled-title">Feature not enabled</h1>
      <p>
        {feature ?? 'This feature'} is not enabled for your organization. Ask an administrator of your organization if you need it.
      </p>
      <HomeLink home={home} />
    </section>
  );
}
