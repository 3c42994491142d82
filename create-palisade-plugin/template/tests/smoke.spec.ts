import { expect, test } from '@palisade/playwright';

// The console named by PALISADE_CONSOLE_URL, with this plugin overridden to the build `npm run dev` serves
// (see playwright.config.ts); it starts the dev server when none is running.
test('the console shows __TITLE__ from this build, in its menu and under the override banner', async ({ page, signIn, waitForPlugin }) => {
  await signIn();
  await page.goto('/admin/__ID__');
  await waitForPlugin('__ID__');
  await expect(page.getByRole('heading', { level: 1, name: '__TITLE__' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: '__TITLE__' })).toBeVisible();
  await expect(page.locator(':is([role=status], [role=region])', { hasText: 'Overrides active' })).toContainText('__ID__');
});
