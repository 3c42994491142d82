import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** WCAG 2 A/AA violations axe-core finds inside the content area (where plugins mount). */
async function contentViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: string, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run('#palisade-content', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations as AxeViolation[];
  });
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

// axe-core is injected as an inline script, which the console's CSP rightly forbids.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the system notifications page has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/admin/system-notification');
  await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();

  expect(await contentViolations(page)).toEqual([]);
});

test('the profile page has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  expect(await contentViolations(page)).toEqual([]);
});

test('the notifications filter and mark-as-read work from the keyboard', async ({ page }) => {
  await page.goto('/admin/system-notification');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list).toBeVisible();

  const unreadFilter = page.getByRole('button', { name: 'Unread', exact: true });
  await unreadFilter.focus();
  await page.keyboard.press('Enter');
  await expect(unreadFilter).toHaveAttribute('aria-pressed', 'true');

  const item = list.getByRole('listitem').first();
  const title = (await item.getByRole('heading').textContent()) ?? '';
  await item.getByRole('button', { name: `Mark as read ${title}` }).focus();
  await page.keyboard.press('Enter');

  // Under the Unread filter a notification marked read leaves the list.
  await expect(list.getByRole('listitem', { name: title, exact: true })).toHaveCount(0);
});
