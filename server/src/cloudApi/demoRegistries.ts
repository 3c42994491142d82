/**
 * What the stand-in container registries know, by host: who may sign in with which secret, who may pull, and the
 * repositories with their tags. Documented in the README (demo credentials), so registries can be tried without one.
 */
export interface DemoRegistry {
  /** Basic credentials the token endpoint accepts (user → secret); ECR and ACR are checked against the stand-in cloud instead. */
  users: Readonly<Record<string, string>>;
  /** Users whose sign-in works but who may not pull (or list) anything. */
  noPull: readonly string[];
  repositories: Readonly<Record<string, readonly string[]>>;
}

const DEMO_REPOSITORIES = {
  'palisade-demo/web': ['1.4.2', '1.5.0', 'latest'],
  'palisade-demo/api': ['2.0.1', 'latest'],
  'palisade-demo/worker': ['0.9.0'],
} as const;

export const DEMO_REGISTRIES: Readonly<Record<string, DemoRegistry>> = {
  'registry-1.docker.io': {
    users: { palisadedemo: 'dckr_pat_PalisadeDemoToken0001', nopulluser: 'dckr_pat_PalisadeNoPull00001' }, noPull: ['nopulluser'], repositories: DEMO_REPOSITORIES,
  },
  'registry.example.test': { users: { ci: 'registry-demo-password' }, noPull: [], repositories: { 'platform/gateway': ['3.1.0', '3.2.0'] } },
  // ECR: the user is AWS and the secret comes from the stand-in cloud's keys; ACR: the app's client id and secret.
  '111122223333.dkr.ecr.us-east-1.amazonaws.com': { users: {}, noPull: [], repositories: { 'payments/ledger': ['2024.11.1', '2024.11.2'] } },
  'contosoregistry.azurecr.io': { users: {}, noPull: [], repositories: { 'contoso/storefront': ['7.0.0'] } },
};

/** Host of each hosted registry kind's endpoint. */
export const DOCKER_HUB_HOST = 'registry-1.docker.io';
export const ecrHost = (accountId: string, region: string) => `${accountId}.dkr.ecr.${region}.amazonaws.com`;
