import type { Page, Request } from '@playwright/test';

interface BatchBody {
  calls: { method?: string; path: string }[];
}

const batchCalls = (request: Request): BatchBody['calls'] => (request.postDataJSON() as BatchBody).calls;

/**
 * Every console API path the page asks for from now on, alone
 * (`/bff/api/<path>`) or in a batch (`/bff/batch`, read where the request is
 * routed: a request event may not carry a fetch's body yet), relative to the
 * API root.
 */
export async function recordApiCalls(page: Page): Promise<string[]> {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/bff/api/')) paths.push(pathname.slice('/bff/api/'.length));
  });
  await page.route('**/bff/batch', (route) => {
    paths.push(...batchCalls(route.request()).map((c) => c.path.split('?')[0]!));
    return route.fallback();
  });
  return paths;
}

/**
 * Answers one console API path with `status` and `body` whether the console
 * asks for it alone or in a batch; a batch's other calls get the server's
 * real answers.
 */
export async function answerApiCall(page: Page, path: string, status: number, body: unknown): Promise<void> {
  await page.route(`**/bff/api/${path}`, (route) => route.fulfill({ status, json: body }));
  await page.route('**/bff/batch', async (route) => {
    const calls = batchCalls(route.request());
    if (!calls.some((c) => c.path === path)) return route.fallback();
    const response = await route.fetch();
    const { answers } = (await response.json()) as { answers: unknown[] };
    await route.fulfill({ response, json: { answers: answers.map((answer, i) => (calls[i]!.path === path ? { status, body } : answer)) } });
  });
}
