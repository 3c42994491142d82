import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

/** Every `securitypolicyviolation` the page reports, across navigations. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__palisadeCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __palisadeCspViolation: (text: string) => void }).__palisadeCspViolation;
      void report(`${event.violatedDirective} [${event.sample}] blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`);
    });
  });
  return violations;
}

test('the page is served with a CSP requiring Trusted Types from the loader policy and no inline style', async ({ page }) => {
  const response = await page.goto('/login');
  const csp = directives(response?.headers()['content-security-policy'] ?? '');
  expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
  expect(csp.get('trusted-types')).toEqual(['palisade-loader']);
  expect(csp.get('script-src')).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
  const styleSrc = csp.get('style-src') ?? [];
  expect(styleSrc).not.toContain("'unsafe-inline'");
  expect(styleSrc.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1);
});

test('a string assigned to script.src or HTML with script is blocked, and no other policy can be made', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  const outcome = await page.evaluate(() => {
    const attempt = (run: () => void) => {
      try {
        run();
        return 'allowed';
      } catch (error) {
        return (error as Error).name;
      }
    };
    const win = window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown }; __injected?: boolean };
    return {
      scriptSrc: attempt(() => {
        const script = document.createElement('script');
        script.src = '/boot.js?injected';
        document.head.appendChild(script);
      }),
      innerHtml: attempt(() => {
        document.body.appendChild(document.createElement('div')).innerHTML = '<img src="x" onerror="window.__injected = true">';
      }),
      otherPolicy: attempt(() => win.trustedTypes.createPolicy('attacker', { createScriptURL: (url: string) => url })),
      loaderPolicyAgain: attempt(() => win.trustedTypes.createPolicy('palisade-loader', { createScriptURL: (url: string) => url })),
      injected: win.__injected === true,
    };
  });
  expect(outcome).toEqual({ scriptSrc: 'TypeError', innerHtml: 'TypeError', otherPolicy: 'TypeError', loaderPolicyAgain: 'TypeError', injected: false });
});

test('normal pages, a dialog and the overrides UI report no CSP violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await recordViolations(page);
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('devtools', 'true'));
  await page.reload();
  await expect(page.getByLabel('Email')).toBeVisible();
  // The overrides UI draws its button and panel inside a shadow root, styled by a <style> carrying the page's nonce.
  const overridesUi = page.locator('import-map-overrides-full');
  await overridesUi.getByRole('button').first().click();
  // Its panel lists the page's modules, ours among them.
  await expect(overridesUi.getByText('@palisade/root-config').first()).toBeVisible();

  await signIn(page);
  for (const [path, heading] of [
    ['/admin/profile', 'Profile'],
    ['/admin/system-notification', 'System notifications'],
    ['/admin/configuration', /Configuration|Administration/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  }
  await page.goto('/admin/alerts');
  const first = page.locator('tbody tr[data-alert-id]').first();
  const id = await first.getAttribute('data-alert-id');
  await page.getByRole('button', { name: id ?? '', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Alert ${id}` })).toBeVisible();
  expect(violations).toEqual([]);
});
