/** The VCS providers the console connects to. */
export const VCS_PROVIDERS = ['github', 'gitlab', 'bitbucket', 'azure-repos'] as const;
export type VcsProvider = (typeof VCS_PROVIDERS)[number];

export interface DemoRepository { name: string; owner: string; defaultBranch: string; private: boolean }

/** The repositories every stand-in account can read: those the demo's IaC alerts come from. */
export const DEMO_REPOSITORIES: readonly DemoRepository[] = [
  { owner: 'platform', name: 'infra-live', defaultBranch: 'main', private: true },
  { owner: 'payments', name: 'terraform-modules', defaultBranch: 'main', private: true },
  { owner: 'data', name: 'k8s-manifests', defaultBranch: 'develop', private: true },
  { owner: 'web', name: 'helm-charts', defaultBranch: 'main', private: false },
  { owner: 'mobile', name: 'backend-deploy', defaultBranch: 'main', private: true },
];

/**
 * Tokens the stand-in VCS accepts, per provider: one with the repository scope, one without it (to show the refusal).
 * Any other token is refused as a bad credential, as the real services do.
 */
export const DEMO_VCS_TOKENS: Record<VcsProvider, { full: string; noRepoScope: string; login: string }> = {
  github: { full: 'ghp_PalisadeDemoRepoScope000000000000001', noRepoScope: 'ghp_PalisadeDemoReadUserOnly00000000002', login: 'acme-bot' },
  gitlab: { full: 'glpat-PalisadeDemoApi00001', noRepoScope: 'glpat-PalisadeDemoReadUser2', login: 'acme-bot' },
  bitbucket: { full: 'ATBBPalisadeDemoRepoRead0001', noRepoScope: 'ATBBPalisadeDemoAccountOnly2', login: 'acme-bot' },
  'azure-repos': { full: 'azdopalisadedemocoderead0001', noRepoScope: 'azdopalisadedemoprofileonly2', login: 'acme-bot@acme.test' },
};

/** Which stand-in token this is: `full`, `noRepoScope`, or undefined (a bad credential). */
export function demoTokenKind(provider: VcsProvider, token: string | undefined): 'full' | 'noRepoScope' | undefined {
  const known = DEMO_VCS_TOKENS[provider];
  return token === known.full ? 'full' : token === known.noRepoScope ? 'noRepoScope' : undefined;
}
