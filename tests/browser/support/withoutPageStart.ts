import type { Page } from '@playwright/test';

/**
 * Serves the console's pages without the start answers the server writes into a signed-in page (`#palisade-start`),
 * as when the server could not get them: the console then asks for access, tenant and flags itself, where a test can
 * answer those calls differently.
 */
export async function withoutPageStart(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="application\/json" id="palisade-start">[^<]*<\/script>/, '');
    await route.fulfill({ response, body: html });
  });
}
