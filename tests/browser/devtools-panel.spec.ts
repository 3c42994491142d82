import { expect, test } from '@playwright/test';
import { signIn } from './support/signIn';

test('opening the overrides panel adds no override of its own (react, react-dom stay as deployed)', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/profile');
  await page.evaluate(() => window.localStorage.setItem('devtools', 'true'));
  await page.reload();
  await page.getByRole('button', { name: '{···}' }).click();
  await expect(page.getByRole('heading', { name: 'Import Map Overrides' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '@palisade-plugins/profile' })).toBeVisible();
  const overrides = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('import-map-override')),
  );
  expect(overrides).toEqual([]);
  await expect(page.getByText('Dev Lib Override')).toHaveCount(0);
  // Nor does the console say overrides are active.
  await expect(page.locator(':is([role=status], [role=region])', { hasText: 'Overrides active' })).toHaveCount(0);
});
