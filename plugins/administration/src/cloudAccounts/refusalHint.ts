import type { TFunction } from 'i18next';

/** What the user can do about a cloud's refusal, by its code (the cloud's own message is shown beside it). */
const HINTED = ['SignatureDoesNotMatch', 'InvalidClientTokenId', 'AccessDenied', 'AccountMismatch', 'invalid_client', 'unauthorized_client', 'invalid_request',
  'SubscriptionNotFound', 'InvalidSubscriptionId', 'AuthorizationFailed', 'AccessDeniedException', 'CloudUnreachable'] as const;

export function refusalHint(t: TFunction, code: string, field: string): string {
  if (code === 'AccessDenied' && field === 'role') return t('cloudAccounts.refusals.roleAccessDenied');
  return (HINTED as readonly string[]).includes(code) ? t(`cloudAccounts.refusals.${code}`) : t('cloudAccounts.refusals.other');
}
