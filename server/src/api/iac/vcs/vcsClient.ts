import { type OutboundFetch, outboundRefusal } from '../../../http/guardedFetch.js';
import type { VcsProvider } from '../../../vcsApi/demoVcs.js';

export interface VcsRepository { fullName: string; defaultBranch: string; private: boolean }
/** A connection test: who the token is and the repositories it can read, or why the service refused it. */
export type VcsProbe =
  | { kind: 'connected'; login: string; repositories: VcsRepository[] }
  | { kind: 'refused'; reason: string };

const NAMES: Record<VcsProvider, string> = { github: 'GitHub', gitlab: 'GitLab', bitbucket: 'Bitbucket', 'azure-repos': 'Azure Repos' };
const SCOPE: Record<VcsProvider, string> = {
  github: 'the repo scope (classic token) or Contents: read (fine-grained token)', gitlab: 'the read_api scope',
  bitbucket: 'the repository:read permission', 'azure-repos': 'the Code (Read) scope',
};

async function getJson(fetch: OutboundFetch, url: string, headers: Record<string, string>): Promise<{ kind: 'answered'; status: number; body: any; headers: Headers } | { kind: 'unreachable'; status: 0; error: string }> {
  try {
    // No redirects: a checked address must not hand the token on to another (perhaps internal) one.
    const res = await fetch(url, { headers: { accept: 'application/json', ...headers }, redirect: 'error', signal: AbortSignal.timeout(10_000) });
    return { kind: 'answered', status: res.status, body: await res.json().catch(() => ({})), headers: res.headers };
  } catch (error) {
    const refused = outboundRefusal(error);
    if (refused) return { kind: 'unreachable', status: 0, error: refused.message };
    return { kind: 'unreachable', status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Signs in to a version control service with a token and lists the repositories it can read, over HTTP against `base`
 * (the stand-in `…/vcs-api/<provider>`, or the real API). Each refusal says what to change. A named address is called
 * with `guardedFetch`, so the address each connection reaches is checked as it is made.
 */
export async function probeVcs(provider: VcsProvider, base: string, token: string, options: { organization?: string; fetch?: OutboundFetch } = {}): Promise<VcsProbe> {
  const { organization = 'acme', fetch = globalThis.fetch } = options;
  const name = NAMES[provider];
  const basic = { authorization: `Basic ${Buffer.from(`x-token:${token}`).toString('base64')}` };
  const auth = provider === 'gitlab' ? { 'private-token': token } : provider === 'github' ? { authorization: `Bearer ${token}` } : basic;
  const [userPath, reposPath] = provider === 'github' ? ['/user', '/user/repos?per_page=100']
    : provider === 'gitlab' ? ['/api/v4/user', '/api/v4/projects?membership=true&per_page=100']
      : provider === 'bitbucket' ? ['/2.0/user', '/2.0/repositories?role=member&pagelen=100']
        : ['/_apis/connectionData', `/${encodeURIComponent(organization)}/_apis/git/repositories?api-version=7.1`];
  const user = await getJson(fetch, `${base}${userPath}`, auth);
  if (user.kind === 'unreachable') return { kind: 'refused', reason: `${name} could not be reached: ${user.error}` };
  if (user.status === 401) return { kind: 'refused', reason: `${name} refused the token (401 ${user.body?.message ?? user.body?.error?.message ?? 'Unauthorized'}): it is wrong, expired or revoked; create a new one` };
  if (user.status !== 200) return { kind: 'refused', reason: `${name} answered ${user.status} when asked who the token is` };
  const login = String(user.body.login ?? user.body.username ?? user.body.authenticatedUser?.providerDisplayName ?? '');
  const scopes = provider === 'github' ? user.headers.get('x-oauth-scopes') : null;
  if (scopes !== null && !scopes.split(',').map((s) => s.trim()).includes('repo')) {
    return { kind: 'refused', reason: `The ${name} token of ${login} lacks ${SCOPE[provider]} (it has: ${scopes || 'no scopes'}): the console cannot list private repositories` };
  }
  const repos = await getJson(fetch, `${base}${reposPath}`, auth);
  if (repos.kind === 'unreachable') return { kind: 'refused', reason: `${name} could not be reached: ${repos.error}` };
  if (repos.status === 403) return { kind: 'refused', reason: `The ${name} token of ${login} lacks ${SCOPE[provider]}: ${name} refused to list repositories (403)` };
  if (repos.status !== 200) return { kind: 'refused', reason: `${name} answered ${repos.status} when asked for repositories` };
  const b = repos.body;
  const repositories: VcsRepository[] = provider === 'github' ? (b as any[]).map((r) => ({ fullName: r.full_name, defaultBranch: r.default_branch, private: Boolean(r.private) }))
    : provider === 'gitlab' ? (b as any[]).map((r) => ({ fullName: r.path_with_namespace, defaultBranch: r.default_branch, private: r.visibility !== 'public' }))
      : provider === 'bitbucket' ? (b.values as any[]).map((r) => ({ fullName: r.full_name, defaultBranch: r.mainbranch?.name ?? 'main', private: Boolean(r.is_private) }))
        : (b.value as any[]).map((r) => ({ fullName: `${r.project.name}/${r.name}`, defaultBranch: String(r.defaultBranch ?? 'refs/heads/main').replace(/^refs\/heads\//, ''), private: true }));
  return { kind: 'connected', login, repositories };
}
