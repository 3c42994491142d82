import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Serious and critical accessibility violations axe-core finds inside `selector`, as `id (impact)`.
 * axe is injected as an inline script, which the console's CSP forbids: specs using this set `bypassCSP`.
 */
export async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (c: string) => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
    const { violations } = await axe.run(context);
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact})`);
  }, selector);
}
