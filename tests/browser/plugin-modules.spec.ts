import { expect } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { seriousViolations } from './support/axe';
import { signIn } from './support/signIn';

// A console of its own (fixture plugins deployed): this spec re-roles the Acme Viewers group.
const test = privateServerTest({ fixtures: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const BUDGETS = '/admin/acme-cost/budgets';

test("a third-party page gated on its plugin's own module shows only once the role editor grants that module", async ({ page, browser, baseURL }) => {
  await signIn(page);
  await page.goto('/admin/configuration/userroles/new');
  const form = page.getByRole('form', { name: 'Create a role' });
  await form.getByLabel('Role name').fill('Budget readers');
  await form.getByRole('group', { name: 'Modules', exact: true }).getByRole('checkbox', { name: 'Alerts', exact: true }).check();
  const budgets = form.getByRole('group', { name: 'Modules of plugin acme-cost' }).getByRole('checkbox', { name: 'Cloud cost budgets' });
  await expect(budgets).not.toBeChecked();
  await expect(budgets).toHaveAccessibleDescription('The budgets page of Acme cloud cost');
  await form.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row', { name: /Budget readers/ })).toContainText('1 modules');

  await page.goto('/admin/configuration/users/groups');
  await page.getByRole('link', { name: 'Acme Viewers' }).click();
  const group = page.getByRole('form', { name: 'Edit group Acme Viewers' });
  await group.getByLabel('Role').selectOption({ label: 'Budget readers' });
  await group.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Groups' }).getByRole('row', { name: /Acme Viewers/ })).toContainText('Budget readers');

  const viewerContext = await browser.newContext({ baseURL });
  try {
    const viewer = await viewerContext.newPage();
    await signIn(viewer, { email: 'viewer@acme.test' });
    await viewer.goto(BUDGETS);
    await expect(viewer.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
    await expect(viewer.getByRole('heading', { name: 'Cost budgets' })).toHaveCount(0);

    await page.goto('/admin/configuration/userroles');
    await page.getByRole('link', { name: 'Budget readers' }).click();
    const edit = page.getByRole('form', { name: 'Budget readers' });
    await edit.getByRole('group', { name: 'Modules of plugin acme-cost' }).getByRole('checkbox', { name: 'Cloud cost budgets' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row', { name: /Budget readers/ })).toContainText('2 modules');

    // The role is read again at the viewer's next page load.
    await viewer.goto(BUDGETS);
    await expect(viewer.getByRole('heading', { level: 1, name: 'Cost budgets' })).toBeVisible();
  } finally {
    await viewerContext.close();
  }
});

test("the role form with a plugin's modules passes axe", async ({ browser, baseURL }) => {
  // axe is injected inline: a context without the CSP.
  const context = await browser.newContext({ bypassCSP: true, baseURL });
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/admin/configuration/userroles/new');
    await expect(page.getByRole('group', { name: 'Modules of plugin acme-cost' }).getByRole('checkbox', { name: 'Cloud cost budgets' })).toBeVisible();
    expect(await seriousViolations(page, '#palisade-content')).toEqual([]);
  } finally {
    await context.close();
  }
});
