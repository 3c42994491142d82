import type { CardCount } from '../extensions/extension';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (format === undefined) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

/** A whole number with a comma between each group of three digits, as en-US writes it. */
function groupThousands(value: number): string {
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * Formats a figure for display: thousands separated, `%` when the unit says so.
 *
 * A whole number in en-US (the dashboard's figures) is grouped here rather
 * than by `Intl`: the browser's first number format loads its locale data,
 * which costs a cold page tens of milliseconds before its first figure.
 * Other numbers and locales go through `Intl.NumberFormat`, kept per locale.
 */
export function formatCount(count: CardCount, locale = 'en-US'): string {
  const { value } = count;
  const text = locale === 'en-US' && Number.isSafeInteger(value) && !Object.is(value, -0) ? groupThousands(value) : numberFormat(locale).format(value);
  return `${text}${count.unit ?? ''}`;
}
