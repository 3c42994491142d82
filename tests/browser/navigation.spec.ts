import { expect, test } from '@playwright/test';
import { menuShape } from './support/menu';
import { signIn } from './support/signIn';

const POSTURE = 'Cloud Posture [Compliance, Cloud Identity, Vulnerability Management, Cloud Assets]';
const ADMIN_AREAS = 'Overview, Users and groups, Roles, API keys, Trusted IPs, Business units, Single sign-on, Integrations, Audit logs';
const IAC = 'IaC: version control and CI/CD, IaC: dashboard, IaC: findings, IaC: workstations and IDE';

// "Cloud cost" is the third-party fixture plugin's item: every signed-in user sees it.
const ROLES = [
  { email: 'admin@acme.test', menu: ['Dashboard', 'Alerts', 'Investigation', 'Policies', POSTURE, `Administration [${ADMIN_AREAS}, ${IAC}, Cloud & Branch Connectors, Connector insights]`, 'Analytics', 'Cloud cost'], bell: true },
  // The viewer's role: DASHBOARD (all six sub-apps) and ALERTS. The cards' sub-apps open no area.
  { email: 'viewer@acme.test', menu: ['Dashboard', 'Alerts', 'Cloud cost'], bell: false },
  // Infrastructure-as-code modules: the IaC area is in the menu, not only behind its dashboard card; Alerts for its IaC tab.
  { email: 'dev@acme.test', menu: ['Dashboard', 'Alerts', `Administration [${IAC}]`, 'Cloud cost'], bell: false },
];

for (const role of ROLES) {
  test(`${role.email} sees exactly the menu entries the role grants`, async ({ page }) => {
    await signIn(page, { email: role.email });
    await page.goto('/admin/dashboard/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    // The broken fixture plugin's item is another test's business.
    await expect.poll(async () => (await menuShape(page)).filter((e) => e !== 'Broken fixture')).toEqual(role.menu);
    await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toHaveCount(role.bell ? 1 : 0);
    await expect(page.getByRole('button', { name: /Ada Admin|Victor Viewer|Dana Developer/ })).toBeVisible();
    // On a wide window the bell and the profile are in the header only, not repeated in the nav.
    await expect(page.getByRole('list', { name: 'Account' })).toBeHidden();
  });
}

test('the active area is marked, and /admin/policy/addPolicy counts as Policies', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/policy/addPolicy');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Policies' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  await page.goto('/admin/cloud-posture/compliance');
  await expect(nav.getByRole('button', { name: 'Cloud Posture' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Compliance' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Policies' })).not.toHaveAttribute('aria-current', 'page');
});

test('the menu works by keyboard alone', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Entries arrive with their plugins: wait for the whole menu before walking it.
  for (const name of ['Alerts', 'Investigation', 'Policies', 'Analytics']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Cloud Posture' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Administration' })).toBeVisible();
  // From the top of the page, as a keyboard user arrives: Tab until the menu's first entry.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const focusedText = () => page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
  const before: string[] = [];
  for (let i = 0; i < 10 && !(await nav.getByRole('link', { name: 'Dashboard', exact: true }).evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    before.push(await focusedText());
  }
  expect(before.at(-1), `Tab stops before the menu: ${before.join(' | ')}`).toBe('Dashboard');
  const reached: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    reached.push(await focusedText());
  }
  expect(reached).toEqual(['Alerts', 'Investigation', 'Policies', 'Cloud Posture', 'Administration', 'Analytics']);
  // Open Cloud Posture with Enter, then Tab into it and follow a link with Enter.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveText('Cloud Posture');
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: 'Cloud Posture' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Compliance');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/cloud-posture\/compliance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
});

test('on a narrow window the menu opens from the Menu button and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 380, height: 740 });
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Alerts' })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Alerts' })).toBeVisible();
  // The narrow header has little room: the open menu lists the account pages too.
  const account = nav.getByRole('list', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'System notifications' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Alerts' })).toBeHidden();
  await toggle.click();
  await nav.getByRole('link', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(/\/admin\/alerts$/);
  await expect(nav.getByRole('link', { name: 'Alerts' })).toBeHidden();
});

test("an ungranted module's URL typed by hand shows the no-access page, not the module", async ({ page }) => {
  await signIn(page, { email: 'viewer@acme.test' });
  await page.goto('/admin/configuration');
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByText('ADMINISTRATION')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
  await page.goto('/admin/cloud-posture/compliance');
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  // The Vulnerability card does not open the Vulnerability Management area.
  await page.goto('/admin/cloud-posture/vulnerability/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByText('VULNERABILITY_MANAGEMENT')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Vulnerability Management' })).toHaveCount(0);
});

test("the no-access and not-found pages lead to the user's first permitted page, not to a dashboard the role lacks", async ({ page }) => {
  // The reviewer's role grants administration areas only; Integrations comes first in the landing order.
  await signIn(page, { email: 'reviewer@acme.test' });
  await page.goto('/admin/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Integrations' }).click();
  await expect(page).toHaveURL(/\/admin\/configuration\/integrations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/admin/no-such-area');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Integrations' })).toHaveAttribute('href', '/admin/configuration/integrations');
  // The product name in the header leads there too.
  await expect(page.getByRole('link', { name: 'Palisade' })).toHaveAttribute('href', '/admin/configuration/integrations');
});

test("the account menu's Group heading lines up with the groups under it", async ({ page }) => {
  // admin@acme.test is in two groups, so the account menu lists them under "Group".
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await page.getByRole('button', { name: /Ada Admin/ }).click();
  const heading = page.getByText('Group', { exact: true });
  await expect(heading).toBeVisible();
  const groups = page.getByRole('list', { name: 'Group' }).getByRole('button');
  await expect(groups).toHaveCount(2);
  // Where the text starts, not the boxes: the items' padding is what put the heading out of line.
  const lefts = await page.evaluate(() => {
    const textLeft = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return Math.round(range.getBoundingClientRect().left);
    };
    const label = document.getElementById('shell-groups-label')!;
    const items = [...document.querySelectorAll('[aria-labelledby="shell-groups-label"] button')];
    return { heading: textLeft(label), groups: items.map(textLeft) };
  });
  expect(lefts.groups).toEqual([lefts.heading, lefts.heading]);
  await page.locator('.shell-profile__menu').screenshot({ path: test.info().outputPath('account-menu.png') });
});
