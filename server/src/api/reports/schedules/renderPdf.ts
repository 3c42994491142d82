import { access, constants } from 'node:fs/promises';
import { chromium } from 'playwright-core';

/** Where the renderer finds Chromium: `PALISADE_CHROMIUM_PATH`, or Debian's package. */
export const chromiumPath = () => process.env.PALISADE_CHROMIUM_PATH || '/usr/bin/chromium';
/** How long the printed page may take to say it is ready. */
export const RENDER_TIMEOUT_MS = 90_000;

/** A PDF could not be rendered; the message says why in a sentence a person can act on. */
export class ReportRenderError extends Error {
  override readonly name = 'ReportRenderError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * Opens the printed report page (`/pdf-scheduled-reports?token=…`) in headless Chromium, waits until the page marks
 * itself `data-report-state="ready"`, and prints it on A4.
 */
export async function renderPdf(url: string, executablePath = chromiumPath()): Promise<Buffer> {
  try {
    await access(executablePath, constants.X_OK);
  } catch (cause) {
    throw new ReportRenderError(`No Chromium at ${executablePath}: install it (on Debian: apt-get install chromium) or set PALISADE_CHROMIUM_PATH to a Chromium or Chrome executable`, { cause });
  }
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage();
    await page.goto(url, { timeout: RENDER_TIMEOUT_MS });
    await page.waitForSelector('html[data-report-state="ready"], html[data-report-state="error"]', { timeout: RENDER_TIMEOUT_MS, state: 'attached' });
    if ((await page.getAttribute('html', 'data-report-state')) !== 'ready') {
      const said = (await page.locator('[role="alert"]').first().textContent().catch(() => null))?.trim();
      throw new ReportRenderError(`The report page could not show the report${said ? `: ${said}` : ''}`);
    }
    return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  } finally {
    await browser.close();
  }
}
