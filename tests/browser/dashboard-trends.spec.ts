import { expect, test, type Page, type Response } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/signIn';

// axe-core is injected as an inline script, which the console's CSP rightly forbids.
test.use({ bypassCSP: true });

interface Point { day: string; total: number; values: Record<string, number> }
interface History { series: { metric: string; points: Point[]; change: { previousDay: string; previous: number; current: number; delta: number } | null }[] }

const isAlertsHistory = (r: Response) => r.url().includes('/bff/api/commondashboard/v1/posture/history') && r.url().includes('metrics=alerts.open');
const day = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The dashboard at a range, with every alerts-history answer the page got (the Alerts card's trend and the severity chart share one). */
async function openDashboard(page: Page, range: string): Promise<History[]> {
  const answers: Promise<History>[] = [];
  page.on('response', (r) => {
    if (isAlertsHistory(r)) answers.push(r.json() as Promise<History>);
  });
  await signIn(page);
  await page.goto(`/admin/dashboard/dashboard?range=${range}`);
  await expect(page.locator('[data-app-id="0"]')).toHaveAttribute('data-status', 'ready');
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(1);
  return Promise.all(answers);
}

test('with "1 week" in the URL, the Alerts card shows the change the history API answers, linking to alerts over that week', async ({ page }) => {
  const answers = await openDashboard(page, 'last-1-week');
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('last-1-week');
  const trend = page.locator('[data-app-id="0"]').getByTestId('card-trend');
  await expect(trend).toBeVisible();
  // What the API said, written out as the card must say it: the arrow and number, and the sentence read to screen readers.
  const expected = answers.map(({ series: [alerts] }) => {
    const c = alerts!.change!;
    const size = Math.abs(c.delta).toLocaleString('en-US');
    return {
      shown: `${c.delta > 0 ? '▲' : c.delta < 0 ? '▼' : '●'} ${size}`,
      sentence: c.delta === 0 ? `No change since ${day(c.previousDay)}.`
        : `${c.delta > 0 ? 'Up' : 'Down'} ${size} since ${day(c.previousDay)}, from ${c.previous.toLocaleString('en-US')} to ${c.current.toLocaleString('en-US')}.`,
    };
  });
  const shown = (await trend.locator('[aria-hidden="true"]').first().textContent())!.trim();
  const sentence = (await trend.locator('.pl-visually-hidden').first().textContent())!.trim();
  expect(expected).toContainEqual({ shown, sentence });
  await expect(trend).toHaveAttribute('href', '/admin/alerts?status=Open&range=last-1-week');
  // A week of daily points: the card's sparkline sums them up.
  await expect(page.locator('[data-app-id="0"]').getByRole('img')).toHaveAttribute('aria-label', /^Open threats, \w{3} \d+ to \w{3} \d+, \d{4}: from [\d,]+ to [\d,]+; highest/);
  await trend.click();
  await expect(page).toHaveURL(/\/admin\/alerts\?status=Open&range=last-1-week$/);
});

test('the severity-over-time chart is drawn, and its text alternative is reachable by keyboard with the same numbers as the API', async ({ page }) => {
  const answers = await openDashboard(page, 'last-1-week');
  const chart = page.getByRole('region', { name: 'Severity over time' });
  // Drawn: a stacked area per severity, in an SVG.
  await expect(chart.locator('svg path').first()).toBeVisible();
  expect(await chart.locator('svg path').count()).toBeGreaterThanOrEqual(3);
  // Tab from the time-range picker to the chart.
  await page.getByRole('combobox', { name: 'Time range' }).focus();
  const drawing = chart.getByRole('img');
  for (let stops = 0; !(await drawing.evaluate((el) => el === document.activeElement)); stops++) {
    expect(stops, 'the chart is reachable by Tab').toBeLessThan(60);
    await page.keyboard.press('Tab');
  }
  const label = (await drawing.getAttribute('aria-label'))!;
  expect(label).toMatch(/^Open alerts by severity, \w{3} \d+ to \w{3} \d+, \d{4}: Critical from [\d,]+ to [\d,]+/);
  await page.keyboard.press('Tab');
  await expect(chart.getByRole('button', { name: 'Show as table' })).toBeFocused();
  await page.keyboard.press('Enter');
  const table = chart.getByRole('table', { name: 'Open alerts by severity' });
  await expect(table).toBeVisible();
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent)));
  // The last day's row as the API gave it: its day, each severity and the total.
  const columns = (await table.locator('thead th').allTextContents()).slice(1, -1);
  const lastRows = answers.map(({ series: [alerts] }) => {
    const last = alerts!.points.at(-1)!;
    return [day(last.day), ...columns.map((s) => (last.values[s] ?? 0).toLocaleString('en-US')), last.total.toLocaleString('en-US')];
  });
  expect(lastRows).toContainEqual(rows.at(-1));
  expect(rows).toHaveLength(answers[0]!.series[0]!.points.length);
});

test('the dashboard with its trends, chart and figures has no serious accessibility violations', async ({ page }) => {
  await openDashboard(page, 'last-1-week');
  await expect(page.getByRole('region', { name: 'Posture at a glance' }).getByRole('link', { name: 'Critical alerts', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Severity over time' }).locator('svg')).toBeVisible();
  await expect(page.locator('[data-testid="card-trend"]')).toHaveCount(6);
  await page.getByRole('region', { name: 'Severity over time' }).getByRole('button', { name: 'Show as table' }).click();
  expect(await seriousViolations(page, '.dash-page')).toEqual([]);
});
