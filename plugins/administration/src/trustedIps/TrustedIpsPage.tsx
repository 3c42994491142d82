import { PageTitle, usePluginTranslation } from '@palisade/sdk';

/** Not built yet. */
export default function TrustedIpsPage() {
  const { t } = usePluginTranslation();
  return <PageTitle title={t('areas.trustedIps.title')} />;
}
