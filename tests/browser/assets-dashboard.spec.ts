import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

/** Figures read against the demo data as seeded (alert actions in other specs would change them): a server of its own. */
const test = privateServerTest();
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const DASHBOARD = '/admin/cloud-posture/cloud-assets?tab=dashboard';
const cells = (page: Page, scope: string) => page.getByRole('region', { name: scope }).getByRole('table').locator('tbody tr')
  .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent)));

/** Acme's assets per region in the small demo data: the API's figures, written out. */
const ACME_REGIONS = [
  { cloud: 'azure', region: 'southeastasia', count: 102, withCritical: 2 }, { cloud: 'azure', region: 'westeurope', count: 93, withCritical: 2 },
  { cloud: 'aws', region: 'us-west-2', count: 75, withCritical: 4 }, { cloud: 'azure', region: 'northeurope', count: 75, withCritical: 1 },
  { cloud: 'aws', region: 'eu-west-1', count: 70, withCritical: 1 }, { cloud: 'aws', region: 'us-east-1', count: 68, withCritical: 1 },
  { cloud: 'azure', region: 'eastus', count: 68, withCritical: 2 }, { cloud: 'aws', region: 'eu-central-1', count: 66, withCritical: 1 },
  { cloud: 'aws', region: 'ap-southeast-2', count: 58, withCritical: 1 },
];
const CRITICAL = 'Has assets with open critical alerts';

test('the world map of assets by region: its table holds the API\'s figures, each marker takes focus and names itself, and the page passes axe', async ({ page }) => {
  await signIn(page);
  await page.goto(DASHBOARD);
  const api = await (await page.request.get('/bff/api/asset/api/v1/assets/dashboard')).json() as { regions: unknown };
  expect(api.regions).toEqual(ACME_REGIONS);

  const map = page.getByRole('group', { name: 'Assets by region: 9 places, 675 in all; most in southeastasia (102).' });
  await expect(map.getByRole('img')).toHaveCount(9);
  await page.getByRole('region', { name: 'Assets by region' }).getByRole('button', { name: 'Show as table' }).click();
  expect(await cells(page, 'Assets by region')).toEqual([
    ['southeastasia', '102', CRITICAL, 'Singapore'], ['westeurope', '93', CRITICAL, 'Netherlands'], ['northeurope', '75', CRITICAL, 'Ireland'],
    ['us-west-2', '75', CRITICAL, 'Oregon'], ['eu-west-1', '70', CRITICAL, 'Ireland'], ['eastus', '68', CRITICAL, 'Virginia'],
    ['us-east-1', '68', CRITICAL, 'N. Virginia'], ['eu-central-1', '66', CRITICAL, 'Frankfurt'], ['ap-southeast-2', '58', CRITICAL, 'Sydney'],
  ]);

  // The keyboard reaches the markers, largest first; a focused marker shows its name and figures on the map.
  const first = map.getByRole('img', { name: `southeastasia (Singapore): 102 assets; ${CRITICAL}` });
  await first.focus();
  await expect(first).toBeFocused();
  await expect(page.getByTestId('map-focus-label')).toHaveText(`southeastasia (Singapore): 102 assets; ${CRITICAL}`);
  await page.keyboard.press('Tab');
  await expect(map.getByRole('img', { name: `westeurope (Netherlands): 93 assets; ${CRITICAL}` })).toBeFocused();
  await expect(page.getByTestId('map-focus-label')).toHaveText(`westeurope (Netherlands): 93 assets; ${CRITICAL}`);

  expect(await seriousViolations(page, 'body')).toEqual([]);
});

test('the exposure flow names every flow from cloud to exposure to the highest open alert severity, with the same figures in its table', async ({ page }) => {
  await signIn(page);
  await page.goto(DASHBOARD);
  const flow = page.getByRole('region', { name: 'Exposure flow' });
  await expect(flow.getByRole('img', { name: 'Exposure flow: Azure to Not exposed 302, AWS to Not exposed 308, Azure to Internet exposed 36, '
    + 'AWS to Internet exposed 29, Not exposed to No open alerts 551, Internet exposed to No open alerts 60, Not exposed to Highest open alert: High 27, '
    + 'Not exposed to Highest open alert: Critical 13, Not exposed to Highest open alert: Medium 14, Not exposed to Highest open alert: Low 5, '
    + 'Internet exposed to Highest open alert: High 2, Internet exposed to Highest open alert: Critical 2, Internet exposed to Highest open alert: Medium 1.' }))
    .toBeVisible();
  await flow.getByRole('button', { name: 'Show as table' }).click();
  expect(await cells(page, 'Exposure flow')).toEqual([
    ['Azure', 'Not exposed', '302'], ['AWS', 'Not exposed', '308'], ['Azure', 'Internet exposed', '36'], ['AWS', 'Internet exposed', '29'],
    ['Not exposed', 'No open alerts', '551'], ['Internet exposed', 'No open alerts', '60'], ['Not exposed', 'Highest open alert: High', '27'],
    ['Not exposed', 'Highest open alert: Critical', '13'], ['Not exposed', 'Highest open alert: Medium', '14'], ['Not exposed', 'Highest open alert: Low', '5'],
    ['Internet exposed', 'Highest open alert: High', '2'], ['Internet exposed', 'Highest open alert: Critical', '2'],
    ['Internet exposed', 'Highest open alert: Medium', '1'],
  ]);
  // The drawing is there, with each node's total.
  await expect(flow.locator('svg text', { hasText: 'Not exposed 610' })).toHaveCount(1);
  expect(await seriousViolations(page, 'body')).toEqual([]);
});
