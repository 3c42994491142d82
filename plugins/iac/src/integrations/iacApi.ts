import type { ApiResponse, HttpClient } from '@palisade/sdk';

// Shapes from the server's OpenAPI document through the SDK: a server change shows up here as a type error.
export type VcsList = ApiResponse<'/api/iac/api/v1/vcs', 'get'>;
export type VcsConnection = VcsList['items'][number];
export type VcsProbe = ApiResponse<'/api/iac/api/v1/vcs/test', 'post'>;
export type PipelineList = ApiResponse<'/api/iac/api/v1/pipelines', 'get'>;
export type Pipeline = PipelineList['items'][number];
export type IacUploadReport = ApiResponse<'/api/iac/api/v1/uploads', 'post'>;

export const VCS_PROVIDERS = ['github', 'gitlab', 'bitbucket', 'azure-repos'] as const;
export const PIPELINE_PROVIDERS = ['github-actions', 'gitlab-ci', 'jenkins', 'azure-pipelines'] as const;
export const PIPELINE_POLICIES = ['critical', 'high', 'never'] as const;
export const IAC_FORMATS = ['sarif', 'checkov', 'kics', 'trivy'] as const;

const BASE = 'iac/api/v1';
export const iacKeys = { all: ['iac'] as const, vcs: () => ['iac', 'vcs'] as const, pipelines: () => ['iac', 'pipelines'] as const, local: () => ['iac', 'local'] as const, dashboard: () => ['iac', 'dashboard'] as const };

export const fetchVcs = (http: HttpClient, signal?: AbortSignal) => http.get(`${BASE}/vcs`, { signal }).json<VcsList>();
export const testVcs = (http: HttpClient, json: { provider: (typeof VCS_PROVIDERS)[number]; baseUrl?: string; token: string }) => http.post(`${BASE}/vcs/test`, { json }).json<VcsProbe>();
export const addVcs = (http: HttpClient, json: { provider: (typeof VCS_PROVIDERS)[number]; name: string; baseUrl?: string; token: string; repositories: string[] }) =>
  http.post(`${BASE}/vcs`, { json }).json<VcsConnection>();
export const deleteVcs = (http: HttpClient, id: string) => http.delete(`${BASE}/vcs/${encodeURIComponent(id)}`);
export const fetchPipelines = (http: HttpClient, signal?: AbortSignal) => http.get(`${BASE}/pipelines`, { signal }).json<PipelineList>();
export const addPipeline = (http: HttpClient, json: { provider: (typeof PIPELINE_PROVIDERS)[number]; name: string; repository: string; policy: (typeof PIPELINE_POLICIES)[number] }) =>
  http.post(`${BASE}/pipelines`, { json }).json<Pipeline>();
export const deletePipeline = (http: HttpClient, id: string) => http.delete(`${BASE}/pipelines/${encodeURIComponent(id)}`);
export const uploadIac = (http: HttpClient, o: { format: (typeof IAC_FORMATS)[number]; repository: string; branch: string; file: File }) =>
  o.file.text().then((body) => http.post(`${BASE}/uploads`, {
    searchParams: { format: o.format, fileName: o.file.name, repository: o.repository, branch: o.branch || 'main', source: 'ui' }, body, headers: { 'content-type': 'application/json' },
  }).json<IacUploadReport>());

export type UploadList = ApiResponse<'/api/iac/api/v1/uploads', 'get'>;
export type IacUpload = UploadList['items'][number];
/** Scans made on workstations: by the CLI run by hand and from an IDE. */
export const LOCAL_SOURCES = ['cli', 'ide'] as const;
export const fetchLocalUploads = async (http: HttpClient, signal?: AbortSignal): Promise<IacUpload[]> => {
  const lists = await Promise.all(LOCAL_SOURCES.map((source) => http.get(`${BASE}/uploads`, { searchParams: { source }, signal }).json<UploadList>()));
  return lists.flatMap((l) => l.items).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
};
/** Where the console serves the CLI: through the BFF, so the session cookie signs the download. */
export const CLI_DOWNLOAD_HREF = `/bff/api/${BASE}/cli`;
export type LocalToken = ApiResponse<'/api/iac/api/v1/local/tokens', 'post'>;
export const createLocalToken = (http: HttpClient) => http.post(`${BASE}/local/tokens`, { json: {} }).json<LocalToken>();
export type IacDashboard = ApiResponse<'/api/iac/api/v1/dashboard', 'get'>;
export const fetchIacDashboard = (http: HttpClient, signal?: AbortSignal) => http.get(`${BASE}/dashboard`, { signal }).json<IacDashboard>();
