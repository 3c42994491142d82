import { PageTitle, usePluginTranslation } from '@palisade/sdk';

/** Not built yet. */
export default function AuditLogsPage() {
  const { t } = usePluginTranslation();
  return <PageTitle title={t('areas.auditLogs.title')} />;
}
