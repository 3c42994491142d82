import type { components, paths } from './openapi';

/**
 * Every route of the console API, generated from the server's OpenAPI document: keyed by path
 * (`/api/...` as the API serves it, `/bff/...` for the browser's session calls, `/idp/...` for the
 * identity provider), then by lower-case method. Plugins call `/api/x` as `http.get('x')`: the SDK's
 * HTTP client sends it through the BFF.
 *
 * @example
 * ```ts
 * import type { ApiPaths } from '@palisade/sdk';
 * type TenantCall = ApiPaths['/api/tenant/api/v1/tenant']['get'];
 * ```
 *
 * @beta
 */
export type ApiPaths = paths;

/** A documented path, such as `'/api/tenant/api/v1/tenant'`. @beta */
export type ApiPath = keyof paths;

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options' | 'trace';

/** The methods a path answers, such as `'get'`. @beta */
export type ApiMethod<P extends ApiPath> = {
  [M in HttpMethod & keyof paths[P]]: paths[P][M] extends { responses: unknown } ? M : never;
}[HttpMethod & keyof paths[P]];

type Operation<P extends ApiPath, M> = M extends keyof paths[P] ? NonNullable<paths[P][M]> : never;
type Responses<P extends ApiPath, M> = Operation<P, M> extends { responses: infer R } ? R : never;
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : T extends { content?: never } ? undefined : never;

/** The statuses a call succeeds with. @beta */
export type ApiSuccessStatus = 200 | 201 | 202 | 204;

/**
 * The JSON body a call answers with: by default its success body (`undefined` for a 204), or the
 * body of the given status.
 *
 * @example
 * ```ts
 * import { useHttp, type ApiResponse } from '@palisade/sdk';
 *
 * type Tenant = ApiResponse<'/api/tenant/api/v1/tenant', 'get'>;
 * const http = useHttp();
 * const tenant = await http.get('tenant/api/v1/tenant').json<Tenant>();
 * console.log(tenant.region);
 * ```
 *
 * @beta
 */
export type ApiResponse<P extends ApiPath, M extends ApiMethod<P>, S extends number = ApiSuccessStatus> = JsonContent<
  Responses<P, M>[S & keyof Responses<P, M>]
>;

/**
 * The JSON body a call takes (`never` when it takes none).
 *
 * @example
 * ```ts
 * import type { ApiRequestBody } from '@palisade/sdk';
 *
 * const body: ApiRequestBody<'/api/alerts/v1/buildtime/iacalertcount', 'post'> = { filters: { alertStatus: ['Open'] } };
 * await http.post('alerts/v1/buildtime/iacalertcount', { json: body });
 * ```
 *
 * @beta
 */
export type ApiRequestBody<P extends ApiPath, M extends ApiMethod<P>> =
  Operation<P, M> extends { requestBody?: infer R } ? JsonBody<NonNullable<R>> : never;

/** The query string parameters a call takes. @beta */
export type ApiQuery<P extends ApiPath, M extends ApiMethod<P>> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The one error body of the API and the BFF: a code, a message and, for bad input, each bad field. @beta */
export type ApiErrorBody = components['schemas']['ErrorBody'];
