import { AreaPage, usePluginTranslation } from '@palisade/sdk';

/** `/admin/policy/addPolicy`: the area's landing page with its figures from the server (the dashboard cards of the areas it draws on). */
export default function PoliciesPage() {
  const { t } = usePluginTranslation();
  return (
    <AreaPage title={t('page.title')} intro={t('page.intro')} figures={{ appIds: [4, 3], label: t('page.figures'), empty: t('page.noFigures') }} />
  );
}
