/**
 * What the stand-in cloud knows: demo access keys, organizations, Azure tenants, apps and subscriptions. Documented in
 * the README (demo credentials), so that onboarding can be tried without a real cloud.
 */
export interface AwsDemoKey {
  secret: string;
  account: string;
  user: string;
  /** IAM actions this user may call; `*` for all. */
  allowed: readonly string[];
}

export const AWS_DEMO_KEYS: Readonly<Record<string, AwsDemoKey>> = {
  // A management account's read-only auditor: may read the account and list the organization.
  AKIAPALISADEDEMO0001: { secret: 'demoSecretKey/Palisade+0001EXAMPLEKEY', account: '111122223333', user: 'palisade-auditor', allowed: ['*'] },
  // A user without the SecurityAudit policy: its key is valid, but it may read nothing.
  AKIAPALISADELIMITED1: { secret: 'demoSecretKey/Palisade+0002EXAMPLEKEY', account: '210987654321', user: 'no-audit', allowed: ['sts:GetCallerIdentity'] },
  // The console's own identity, which assumes customers' PalisadeReadOnly roles.
  AKIAPALISADEPLATFORM: { secret: 'demoSecretKey/Palisade+PLATFORMEXAMPLE', account: '999900001111', user: 'palisade-platform', allowed: ['sts:AssumeRole'] },
};

/** The key the server signs AssumeRole calls with (its own AWS identity). */
export const PLATFORM_ACCESS_KEY = 'AKIAPALISADEPLATFORM';

/** The role a CloudFormation stack made from the console's template creates in the customer's account. */
export const READ_ONLY_ROLE = 'PalisadeReadOnly';
/** Accounts in which the stand-in has the stack deployed (so AssumeRole with an external id works). */
export const ROLE_ACCOUNTS: readonly string[] = ['111122223333', '444455556666', '777788889999'];

export interface OrgAccount { id: string; name: string; email: string; ou: string }

/** The organization whose management account is 111122223333. */
export const AWS_ORGANIZATION: readonly OrgAccount[] = [
  { id: '111122223333', name: 'Management', email: 'aws-root@example.test', ou: 'Root' },
  { id: '444455556666', name: 'Production', email: 'aws-prod@example.test', ou: 'Root/Workloads' },
  { id: '777788889999', name: 'Staging', email: 'aws-staging@example.test', ou: 'Root/Workloads' },
  { id: '123412341234', name: 'Sandbox', email: 'aws-sandbox@example.test', ou: 'Root/Sandbox' },
];

export interface AzureDemoApp { secret: string; tenant: string; objectId: string; readerOn: readonly string[] }

export const AZURE_TENANT = '8f3c5a1e-2b4d-4c6e-9a0b-1c2d3e4f5a6b';
export const AZURE_DEMO_APPS: Readonly<Record<string, AzureDemoApp>> = {
  'c0ffee00-0000-4000-8000-00000000a001': {
    secret: 'demo~AzureSecret.Palisade-0001', tenant: AZURE_TENANT, objectId: 'b1e55ed0-0000-4000-8000-00000000b001',
    readerOn: ['3f2504e0-4f89-41d3-9a0c-0305e82c3301'],
  },
};

export interface AzureSubscription { id: string; displayName: string; tenantId: string }
export const AZURE_SUBSCRIPTIONS: readonly AzureSubscription[] = [
  { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', displayName: 'Contoso Production', tenantId: AZURE_TENANT },
  // Exists, but the demo app has no role on it.
  { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3302', displayName: 'Contoso Finance', tenantId: AZURE_TENANT },
];
