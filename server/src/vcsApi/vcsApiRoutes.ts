import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_REPOSITORIES, DEMO_VCS_TOKENS, demoTokenKind, type VcsProvider } from './demoVcs.js';

/** Where the stand-in version control services answer; the console calls them over HTTP as it would call the real ones. */
export const VCS_API_PREFIX = '/vcs-api';

const bearer = (request: FastifyRequest) => /^(?:Bearer|token)\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
const basicPassword = (request: FastifyRequest) => {
  const m = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return m ? Buffer.from(m[1]!, 'base64').toString('utf8').split(':').slice(1).join(':') : undefined;
};

/**
 * The stand-in GitHub, GitLab, Bitbucket and Azure Repos APIs, each at the real paths and in the real shapes (status codes,
 * error bodies, GitHub's `X-OAuth-Scopes`), built in as the stand-in identity provider is. Keeps nothing.
 */
export async function vcsApiRoutes(app: FastifyInstance): Promise<void> {
  const gate = (provider: VcsProvider, token: string | undefined, reply: FastifyReply, needsRepo: boolean): boolean => {
    const kind = demoTokenKind(provider, token);
    if (!kind) {
      const body = provider === 'github' ? { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' }
        : provider === 'gitlab' ? { message: '401 Unauthorized' }
          : provider === 'bitbucket' ? { type: 'error', error: { message: 'Unauthorized' } } : { message: 'TF400813: The user is not authorized to access this resource.' };
      void reply.status(401).send(body);
      return false;
    }
    if (needsRepo && kind === 'noRepoScope') {
      const body = provider === 'github' ? { message: 'Resource not accessible by personal access token', documentation_url: 'https://docs.github.com/rest', status: '403' }
        : provider === 'gitlab' ? { error: 'insufficient_scope', error_description: 'The request requires higher privileges than provided by the access token.', scope: 'api read_api' }
          : provider === 'bitbucket' ? { type: 'error', error: { message: 'Your credentials lack one or more required privilege scopes.', detail: { required: ['repository'], granted: ['account'] } } }
            : { message: 'TF401027: You need the Git \'GenericRead\' permission to perform this action.' };
      void reply.status(403).send(body);
      return false;
    }
    return true;
  };
  const login = (p: VcsProvider) => DEMO_VCS_TOKENS[p].login;
  const g = `${VCS_API_PREFIX}/github`;
  app.get(`${g}/user`, async (request, reply) => {
    const token = bearer(request);
    if (!gate('github', token, reply, false)) return reply;
    return reply.header('x-oauth-scopes', demoTokenKind('github', token) === 'full' ? 'repo, read:org' : 'read:user')
      .send({ login: login('github'), id: 5_010_001, type: 'User', name: 'Acme bot', html_url: `https://github.com/${login('github')}` });
  });
  app.get(`${g}/user/repos`, async (request, reply) => {
    if (!gate('github', bearer(request), reply, true)) return reply;
    return DEMO_REPOSITORIES.map((r, i) => ({ id: 7_000_001 + i, name: r.name, full_name: `${r.owner}/${r.name}`, private: r.private,
      owner: { login: r.owner, type: 'Organization' }, default_branch: r.defaultBranch, html_url: `https://github.com/${r.owner}/${r.name}` }));
  });
  const gl = `${VCS_API_PREFIX}/gitlab/api/v4`;
  const gitlabToken = (request: FastifyRequest) => (request.headers['private-token'] as string | undefined) ?? bearer(request);
  app.get(`${gl}/user`, async (request, reply) => (gate('gitlab', gitlabToken(request), reply, false) ? { id: 4_001, username: login('gitlab'), name: 'Acme bot', state: 'active' } : reply));
  app.get(`${gl}/projects`, async (request, reply) => {
    if (!gate('gitlab', gitlabToken(request), reply, true)) return reply;
    return DEMO_REPOSITORIES.map((r, i) => ({ id: 301 + i, path: r.name, path_with_namespace: `${r.owner}/${r.name}`, default_branch: r.defaultBranch,
      visibility: r.private ? 'private' : 'public', web_url: `https://gitlab.com/${r.owner}/${r.name}` }));
  });
  const bb = `${VCS_API_PREFIX}/bitbucket/2.0`;
  app.get(`${bb}/user`, async (request, reply) => (gate('bitbucket', basicPassword(request) ?? bearer(request), reply, false)
    ? { type: 'user', username: login('bitbucket'), display_name: 'Acme bot', uuid: '{5b0d2c55-0000-4000-8000-00000000a11c}' } : reply));
  app.get(`${bb}/repositories`, async (request, reply) => {
    if (!gate('bitbucket', basicPassword(request) ?? bearer(request), reply, true)) return reply;
    return { pagelen: 100, page: 1, size: DEMO_REPOSITORIES.length,
      values: DEMO_REPOSITORIES.map((r) => ({ type: 'repository', full_name: `${r.owner}/${r.name}`, name: r.name, is_private: r.private, mainbranch: { type: 'branch', name: r.defaultBranch } })) };
  });
  const az = `${VCS_API_PREFIX}/azure-repos`;
  app.get(`${az}/_apis/connectionData`, async (request, reply) => (gate('azure-repos', basicPassword(request) ?? bearer(request), reply, false)
    ? { authenticatedUser: { id: '0b1f2c3d-0000-4000-8000-00000000a2e0', providerDisplayName: login('azure-repos') } } : reply));
  app.get(`${az}/:organization/_apis/git/repositories`, async (request, reply) => {
    if (!gate('azure-repos', basicPassword(request) ?? bearer(request), reply, true)) return reply;
    const org = (request.params as { organization: string }).organization;
    return { count: DEMO_REPOSITORIES.length, value: DEMO_REPOSITORIES.map((r, i) => ({ id: `8d5a0000-0000-4000-8000-00000000000${i}`, name: r.name,
      project: { name: r.owner }, defaultBranch: `refs/heads/${r.defaultBranch}`, webUrl: `https://dev.azure.com/${org}/${r.owner}/_git/${r.name}` })) };
  });
}
