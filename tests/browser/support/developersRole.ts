import { expect, type Page } from '@playwright/test';
import { signIn } from './signIn';

export interface RoleSpec { name: string; modules: string[]; actions: string[] }

/**
 * As admin@acme.test, creates a role and gives it to the Acme Developers group (dev@acme.test's), then signs out: the
 * next sign-in as dev@acme.test has exactly that role.
 */
export async function giveDevelopersRole(page: Page, spec: RoleSpec): Promise<void> {
  await signIn(page);
  const { csrfToken } = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  const role = await page.request.post('/bff/api/admin/v1/roles', { headers, data: spec });
  expect(role.status()).toBe(201);
  const { groups } = (await (await page.request.get('/bff/api/admin/v1/groups')).json()) as { groups: { id: string; name: string }[] };
  const developers = groups.find((g) => g.name === 'Acme Developers')!;
  const moved = await page.request.put(`/bff/api/admin/v1/groups/${developers.id}`, { headers,
    data: { name: developers.name, roleId: ((await role.json()) as { role: { id: string } }).role.id } });
  expect(moved.status()).toBe(200);
  await page.context().clearCookies();
}
