import type { ApiErrorBody, ApiMethod, ApiQuery, ApiRequestBody, ApiResponse } from './ApiTypes';

// The helpers are types only: these checks run in the type checker (npm run typecheck).
describe('API types from the OpenAPI document', () => {
  it('gives a call its success body, and the body of another status on request', () => {
    expectTypeOf<ApiResponse<'/api/commondashboard/v1/totalThreats', 'get'>>().toEqualTypeOf<{ total: number }>();
    expectTypeOf<ApiResponse<'/api/auth/api/v1/validateOTP', 'post'>>().toEqualTypeOf<{ Tenants: { id: string; name: string }[] }>();
    expectTypeOf<ApiResponse<'/api/commondashboard/v1/totalThreats', 'get', 403>>().toEqualTypeOf<ApiErrorBody>();
    expectTypeOf<ApiErrorBody['error']>().toHaveProperty('fields');
  });

  it('answers undefined for a call without a body', () => {
    expectTypeOf<ApiResponse<'/bff/logout', 'post'>>().toEqualTypeOf<undefined>();
  });

  it('tells a signed-in session from an anonymous one', () => {
    type Session = ApiResponse<'/bff/session', 'get'>;
    expectTypeOf<Extract<Session, { authenticated: true }>['tenant']>().toEqualTypeOf<{ id: string; name: string }>();
    expectTypeOf<Extract<Session, { authenticated: false }>>().toEqualTypeOf<{ authenticated: false; csrfToken: string }>();
  });

  it('gives request bodies and query strings, and only the methods a path answers', () => {
    expectTypeOf<ApiRequestBody<'/api/auth/api/v1/orglookup', 'post'>>().toEqualTypeOf<{ Email: string }>();
    expectTypeOf<ApiRequestBody<'/api/tenant/api/v1/tenant', 'get'>>().toBeNever();
    expectTypeOf<ApiQuery<'/bff/sso/start', 'get'>>().toHaveProperty('connection').toEqualTypeOf<string>();
    expectTypeOf<ApiMethod<'/api/tenant/api/v1/tenant'>>().toEqualTypeOf<'get'>();
  });
});
