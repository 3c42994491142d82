import { definePlugin } from '@palisade/sdk';
import { CUSTOM_FRAMEWORKS_FLAG, PDF_EXPORT_FLAG } from './area/complianceFlags';

/** Compliance area and dashboard card. */
export default definePlugin({
  id: 'compliance',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: {
        path: '/admin/cloud-posture/compliance',
        landing: 5,
        module: 'COMPLIANCE',
        subscription: 'COMPLIANCE',
        component: () => import('./area/CompliancePage'),
      },
    },
    // What the server's headless renderer prints from a render link: no sign-in (the link's token is the credential), no console around it.
    {
      type: 'console.page/standalone',
      properties: { path: '/pdf-compliance-report', component: () => import('./print/PrintedFrameworkPage') },
    },
    {
      type: 'console.navigation/item',
      properties: {
        id: 'compliance',
        labelKey: 'menu.label',
        section: 'cloud-posture',
        order: 10,
        href: '/admin/cloud-posture/compliance',
        module: 'COMPLIANCE',
      },
    },
    {
      type: 'console.dashboard/card',
      properties: {
        appId: 4,
        titleKey: 'card.title',
        infoKey: 'card.info',
        module: 'COMPLIANCE',
        subscription: 'COMPLIANCE',
        href: '/admin/cloud-posture/compliance',
        count: { path: 'compliance/v1/benchmark/getComplianceScore', method: 'POST', json: { benchmarkId: 'ZBP' }, unit: '%' },
        trend: { metric: 'compliance.score', dimension: 'ZBP', better: 'higher', unit: '%' },
      },
    },
  ],
  flags: [{ key: CUSTOM_FRAMEWORKS_FLAG, default: false }, { key: PDF_EXPORT_FLAG, default: true }],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
