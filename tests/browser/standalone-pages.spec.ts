import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';

// axe is injected as a script, which the console's CSP would refuse.
test.use({ bypassCSP: true });

test("a standalone page open to anyone whose plugin fails shows that plugin's error panel alone: no sign-in, no console around it", async ({ browser, baseURL }) => {
  // Never signed in: no cookie, no storage.
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();

  await page.goto('/broken-throws-print');

  const panel = page.locator('[data-plugin-id]');
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAttribute('data-plugin-id', 'broken-throws');
  await expect(panel).toHaveAttribute('data-error-kind', 'evaluation');
  await expect(panel).toContainText('broken-throws fixture: its entry throws while it evaluates');
  await expect(panel.getByRole('button', { name: 'Retry loading broken-throws', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/broken-throws-print$/);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveCount(0);
  expect(await seriousViolations(page, 'body')).toEqual([]);
  await context.close();
});
