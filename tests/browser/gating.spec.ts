import SqliteDatabase from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { menuShape } from './support/menu';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';
import { signInWithCode } from './support/signInFlow';

// Switches a feature flag off in the database and signs the analyst in with one-time codes: a server of this file's own
// (the deployment's plugins only, no test fixtures).
const test = privateServerTest();
test.describe.configure({ mode: 'serial' });

const REFUSALS = /You do not have access|Page not found|Feature not enabled|Subscription Required/;
const POSTURE = 'Cloud Posture [Compliance, Cloud Identity, Vulnerability Management, Cloud Assets]';
const ADMIN_AREAS = 'Overview, Users and groups, Roles, API keys, Trusted IPs, Business units, Single sign-on, Integrations, Audit logs';
const IAC = 'IaC: version control and CI/CD, IaC: dashboard, IaC: findings, IaC: workstations and IDE';

/** Opens every link of the main menu by clicking it (a group is opened first) and returns what each page's heading says. */
async function walkMenu(page: Page): Promise<{ href: string; heading: string }[]> {
  // The main list only: the account links repeated for narrow windows are hidden on this one.
  const nav = page.locator('nav[aria-label="Main"] > ul').first();
  const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const reached: { href: string; heading: string }[] = [];
  for (const href of hrefs) {
    const link = nav.locator(`a[href="${href}"]`);
    if (!(await link.isVisible())) await link.locator('xpath=ancestor::li[contains(@class,"shell-nav__group")]/button').click();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    reached.push({ href, heading: (await heading.textContent()) ?? '' });
  }
  return reached;
}

let usAgreementAccepted = false;

/** The analyst's sign-in through the page, one-time code and tenant choice, until the console has landed. */
async function signInAnalyst(page: Page, tenant: string) {
  await signInWithCode(page, tenant);
  await expect(page).toHaveURL(/\/admin\//);
  // Globex US has not accepted the subscription agreement in the seeded data: the first sign-in on this worker's server asks.
  if (tenant === 'Globex US' && !usAgreementAccepted) {
    usAgreementAccepted = true;
    const agreement = page.getByRole('dialog', { name: 'End User Subscription Agreement' });
    await agreement.getByRole('button', { name: 'Accept' }).click();
    await expect(agreement).toHaveCount(0);
  }
}

const ROLES: { who: string; signIn: (page: Page) => Promise<void>; menu: string[]; unbought?: string[] }[] = [
  { who: 'admin@acme.test', signIn: (page: Page) => signIn(page), menu: ['Dashboard', 'Alerts', 'Investigation', 'Policies', POSTURE, `Administration [${ADMIN_AREAS}, ${IAC}, Cloud & Branch Connectors, Connector insights]`, 'Analytics'] },
  { who: 'viewer@acme.test', signIn: (page: Page) => signIn(page, { email: 'viewer@acme.test' }), menu: ['Dashboard', 'Alerts'] },
  // Infrastructure-as-code modules only: the IaC area is reached through the menu, not only through its dashboard card;
  // the IAC_ALERTS sub-app opens Alerts on its IaC tab.
  { who: 'dev@acme.test', signIn: (page: Page) => signIn(page, { email: 'dev@acme.test' }), menu: ['Dashboard', 'Alerts', `Administration [${IAC}]`] },
  { who: 'reviewer@acme.test', signIn: (page: Page) => signIn(page, { email: 'reviewer@acme.test' }), menu: [`Administration [${ADMIN_AREAS}]`] },
  // Globex EU has bought neither Vulnerability nor Analytics (whose flag is on there): those entries say Subscription Required.
  {
    who: 'analyst@globex.test on Globex EU',
    signIn: (page: Page) => signInAnalyst(page, 'Globex EU'),
    menu: ['Dashboard', 'Alerts', 'Investigation', 'Policies', POSTURE, 'Analytics'],
    unbought: ['/admin/cloud-posture/vulnerability/inventory', '/admin/analytics/reports'],
  },
  // Globex US has not bought Cloud Identity; Analytics is neither bought nor flagged on there, so it is not in the menu.
  {
    who: 'analyst@globex.test on Globex US',
    signIn: (page: Page) => signInAnalyst(page, 'Globex US'),
    menu: ['Dashboard', 'Alerts', 'Investigation', 'Policies', POSTURE],
    unbought: ['/admin/cloud-posture/cloud-identities'],
  },
];

for (const role of ROLES) {
  test(`${role.who}: every menu entry opens a page the role grants`, async ({ page }) => {
    // One page load per menu entry, about twenty for admin: generous on a loaded machine.
    test.setTimeout(240_000);
    await role.signIn(page);
    await page.goto('/admin/profile');
    await expect.poll(() => menuShape(page)).toEqual(role.menu);
    const reached = await walkMenu(page);
    const refused = reached.filter((r) => REFUSALS.test(r.heading));
    expect(refused).toEqual((role.unbought ?? []).map((href) => ({ href, heading: 'Subscription Required' })));
  });
}

test('a route says why it is closed: role, subscription or flag; only an unknown path is not found', async ({ page, privateServer }) => {
  test.setTimeout(90_000);
  // The role lacks the module.
  await signIn(page, { email: 'viewer@acme.test' });
  await page.goto('/admin/analytics/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await page.goto('/admin/no-such-area');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  // Globex US: the role grants Analytics, the tenant has not bought it (and its flag is off there too).
  await page.context().clearCookies();
  await signInAnalyst(page, 'Globex US');
  await page.goto('/admin/analytics/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Required' })).toBeVisible();
  await expect(page.getByText('Your organization does not have a subscription for Analytics.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);

  // Acme has bought Analytics; with its flag off for the tenant the page says the feature is not enabled.
  const db = new SqliteDatabase(privateServer.databasePath);
  try {
    db.prepare(`INSERT INTO feature_flag_overrides (id, flag_key, tenant_id, feature, cloud_type, enabled) VALUES ('ffo_test', 'analytics', 'tnt_acme', NULL, NULL, 0)`).run();
  } finally {
    db.close();
  }
  await page.context().clearCookies();
  await signIn(page);
  await page.goto('/admin/analytics/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Feature not enabled' })).toBeVisible();
  await expect(page.getByText('Analytics is not enabled for your organization.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/admin/dashboard/dashboard');
});
