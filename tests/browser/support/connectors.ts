import { type APIRequestContext, expect, type Page } from '@playwright/test';

const PASSWORD_REALM = 'http://auth0.com/oauth/grant-type/password-realm';

/** The second administrator (Acme's breakglass admin), working through the API beside the one in the browser. */
export async function otherAdmin(request: APIRequestContext) {
  const token = await request.post('/idp/oauth/token', {
    data: { grant_type: PASSWORD_REALM, username: 'breakglass@acme.test', password: 'Palisade-demo-1', realm: 'breakglass', client_id: 'palisade-console' },
  });
  expect(token.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  return {
    put: (path: string, data: unknown) => request.put(`/api/connectors/v1${path}`, { headers, data }),
    post: (path: string, data?: unknown) => request.post(`/api/connectors/v1${path}`, { headers, data }),
    delete: (path: string) => request.delete(`/api/connectors/v1${path}`, { headers }),
  };
}

/** The activation panel beside every page of the connector area, and My Activation Status in it. */
export const activationPanel = (page: Page) => page.getByRole('complementary', { name: 'Activation' });
export const myActivationStatus = (page: Page) => page.getByTestId('my-activation-status');
