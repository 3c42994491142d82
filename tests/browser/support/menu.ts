import type { Page } from '@playwright/test';

/** The main menu as text: links by name, groups as `Group [a, b]` (hidden sub-lists included). */
export function menuShape(page: Page): Promise<string[]> {
  return page.locator('nav[aria-label="Main"] > ul').first().evaluate((list) =>
    [...list.children].map((li) => {
      const toggle = li.querySelector(':scope > button');
      if (!toggle) return (li.querySelector('a')?.textContent ?? '').trim();
      const items = [...li.querySelectorAll('ul a')].map((a) => (a.textContent ?? '').trim());
      return `${(toggle.textContent ?? '').trim()} [${items.join(', ')}]`;
    }),
  );
}
