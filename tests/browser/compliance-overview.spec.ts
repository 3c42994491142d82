import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

/** The figures checked here are the seeded ones: a server of its own, so no other spec's alert changes move them. */
const test = privateServerTest();
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ bypassCSP: true });

const PAGE = '/admin/cloud-posture/compliance';
const FRAMEWORKS = ['CIS Amazon Web Services Foundations Benchmark', 'CIS Microsoft Azure Foundations Benchmark', 'HIPAA Security Rule', 'ISO/IEC 27001:2022 Annex A',
  'NIST SP 800-53', 'PCI DSS', 'SOC 2', 'ZBP cloud benchmark'];

test('the heatmap of scores by framework and account is walked with the keyboard and a cell opens that framework for that account', async ({ page }) => {
  await signIn(page);
  await page.goto(PAGE);
  const heatmap = page.getByRole('group', { name: /^Score by framework and account: 8 rows by \d+ columns/ });
  const first = heatmap.getByRole('img').first();
  await expect(first).toHaveAttribute('tabindex', '0');
  const firstName = (await first.getAttribute('aria-label'))!;
  expect(firstName.startsWith(FRAMEWORKS[0]!)).toBe(true);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await first.focus();
  // Accounts are ordered by name; an Azure benchmark has nothing to judge in an AWS account.
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', `${FRAMEWORKS[1]}, acme-aws-1: no score`);
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^${FRAMEWORKS[0]}, acme-aws-1: \\d+%$`));
  const account = await page.locator(':focus').getAttribute('data-column');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`framework=CIS-AWS-3.0&accountId=${account}$`));
  await expect(page.getByRole('heading', { level: 1, name: /CIS Amazon Web Services Foundations/ })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Score by section and account: \d+ rows by 1 columns/ })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Show as table' }).first().click();
  const table = page.getByRole('table', { name: 'Score by framework and account' });
  await expect(table.locator('tbody th')).toHaveText(FRAMEWORKS.map((f) => new RegExp(`^${f.replace(/[/.]/g, '\\$&')}`)));
});

test('a most-failed requirement opens its failing resources', async ({ page }) => {
  await signIn(page);
  await page.goto(PAGE);
  const list = page.getByRole('table', { name: 'Most-failed requirements' });
  await expect(list.locator('tbody tr')).toHaveCount(10);
  const link = list.getByRole('link').first();
  const [id] = (await link.textContent())!.split(' ');
  await link.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('requirement')).toBe(id);
  await expect(page.getByRole('table', { name: `Failing resources of ${id}` }).locator('tbody tr').first()).toBeVisible();
});

test("exports ZBP's requirements as CSV and prints the framework as an A4 report", async ({ page }) => {
  await signIn(page);
  await page.goto(`${PAGE}?framework=ZBP`);
  await expect(page.getByTestId('framework-score')).toHaveText('27%');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export requirements (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ZBP-requirements-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Section,Requirement,Title,State,Checks,Failing checks,Open alerts,Attestation,Attested by,Attestation expires');
  // ZBP has 17 requirements; Acme passes ZBP-IAM-1 (ZS-AWS-IAM-003 remediated).
  expect(lines).toHaveLength(18);
  expect(lines.find((l) => l.includes(',ZBP-IAM-1,'))).toContain(',pass,');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Export requirements (CSV)' })).toBeHidden();
  await expect(page.getByText(/^Report generated /)).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('"Download PDF" has the server print the framework for the cloud picked, saying so while it works', async ({ page }) => {
  await signIn(page);
  await page.goto(`${PAGE}?framework=ZBP&cloud=aws`);
  await expect(page.getByTestId('framework-score')).toHaveText(/^\d+%$/);
  const button = page.getByRole('button', { name: 'Download PDF' });
  const asked = page.waitForRequest((r) => r.url().includes('/compliance/v1/frameworks/ZBP/export.pdf?cloud=aws'));
  const downloaded = page.waitForEvent('download', { timeout: 110_000 });
  await button.click();
  await asked;
  await expect(page.getByRole('button', { name: 'Preparing the PDF…' })).toHaveAttribute('aria-busy', 'true');
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^compliance-ZBP-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('button', { name: 'Download PDF' })).not.toHaveAttribute('aria-busy');
});

test('business-unit and region pickers narrow the scores and the trends, and a reload keeps them', async ({ page }) => {
  await signIn(page);
  await page.goto(PAGE);
  await expect(page.getByTestId('score-ZBP')).toHaveText('27%');
  const trend = page.waitForRequest((r) => { const u = new URL(r.url()); return u.pathname.endsWith('/compliance/v1/trend') && u.searchParams.get('businessUnit') === 'Retail'; });
  await page.getByRole('combobox', { name: 'Business unit' }).selectOption('Retail');
  await trend;
  await page.getByRole('combobox', { name: 'Region' }).selectOption('us-east-1');
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ businessUnit: 'Retail', region: 'us-east-1' });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Business unit' })).toHaveValue('Retail');
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('us-east-1');
  // Fewer open alerts in one unit and region: ZBP fails fewer requirements there than for the whole tenant.
  const score = Number((await page.getByTestId('score-ZBP').textContent())!.replace('%', ''));
  expect(score).toBeGreaterThan(27);
  // The trend follows: its last point (today, live) is the sliced score, not the whole tenant's.
  await expect(page.locator('.compliance__card', { hasText: 'ZBP cloud benchmark' }).getByRole('img', { name: new RegExp(`^ZBP cloud benchmark score.*(: |to )${score}%[.;]`) })).toBeAttached();
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
