import { usePluginTranslation, usePrintedDocument, type PrintedDocumentState } from '@palisade/sdk';
import type { FrameworkView } from '../area/complianceApi';

/** What a compliance render link grants: one framework scored on the slice the page showed. */
export interface PrintedFramework {
  tenant: { name: string };
  generatedAt: string;
  filters: { cloud: string[]; accounts: string[]; region: string[]; businessUnit: string[] };
  framework: FrameworkView;
}

export type PrintedFrameworkState = PrintedDocumentState<PrintedFramework>;

/** Reads the framework report a render token grants, signed out (the token is the credential). */
export function usePrintedFramework(token: string | null): PrintedFrameworkState {
  const { t } = usePluginTranslation();
  return usePrintedDocument<PrintedFramework>('compliance/v1/render', token, {
    noToken: t('printed.noToken'), unreachable: t('printed.unreachable'), httpFailure: (status) => t('printed.httpFailure', { status }),
  });
}
