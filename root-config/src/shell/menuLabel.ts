import type { i18n } from 'i18next';

/**
 * A menu item's label: its plugin's plain text in the first of the console's languages that has it, read straight from
 * the resources, else what i18next's `t` makes of the key (interpolation, nesting, a missing key). The menu draws every
 * plugin's label at each rebuild, and `t` costs about 12 µs a call once warm, far more cold: at 264 plugins that was
 * over 10 ms of a cold page.
 */
export function menuLabel(instance: i18n, pluginId: string, key: string): string {
  for (const language of instance.languages ?? []) {
    const text: unknown = instance.getResource(language, pluginId, key);
    if (text === undefined) continue;
    if (typeof text === 'string' && !text.includes('{{') && !text.includes('$t(')) return text;
    break;
  }
  return instance.getFixedT(null, pluginId)(key);
}
