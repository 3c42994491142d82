import { useId } from 'react';
import type { PluginModuleView, RoleRequest } from '@palisade/contracts';
import { usePluginTranslation } from '@palisade/sdk';
import { useFormContext, useWatch } from '@palisade/sdk/forms';

export interface PluginModulesFieldProps {
  /** The modules the deployed plugins declare (the role catalog's). */
  available: readonly PluginModuleView[];
  disabled: boolean;
}

/**
 * The role's `pluginModules`: one group per plugin, each module with its name
 * and description. An id the role holds from a plugin no longer deployed is
 * listed apart: it stays stored (untick it to drop it) and grants nothing.
 */
export function PluginModulesField({ available, disabled }: PluginModulesFieldProps) {
  const { t } = usePluginTranslation();
  const id = useId();
  const { setValue, formState } = useFormContext<RoleRequest>();
  const selected = useWatch<RoleRequest, 'pluginModules'>({ name: 'pluginModules' }) ?? [];
  const toggle = (module: string, on: boolean) =>
    setValue('pluginModules', on ? [...selected, module] : selected.filter((m) => m !== module), { shouldDirty: true });
  const plugins = new Map<string, PluginModuleView[]>();
  for (const m of available) plugins.set(m.pluginId, [...(plugins.get(m.pluginId) ?? []), m]);
  const stale = selected.filter((m) => !available.some((a) => a.id === m));
  const box = (module: string, label: string, description?: string) => (
    <div className="pl-field--checkbox" key={module}>
      <input type="checkbox" id={`${id}-${module}`} checked={selected.includes(module)} onChange={(e) => toggle(module, e.target.checked)}
        aria-describedby={description ? `${id}-${module}-about` : undefined} />
      <label htmlFor={`${id}-${module}`}>{label}</label>
      {description && <p className="pl-field__hint" id={`${id}-${module}-about`}>{description}</p>}
    </div>
  );
  if (plugins.size === 0 && stale.length === 0) return null;
  return (
    <>
      {[...plugins].map(([pluginId, modules]) => (
        <fieldset className="pl-field pl-field--group" key={pluginId} disabled={disabled}>
          <legend>{t('roles.pluginModulesLegend', { plugin: pluginId })}</legend>
          {modules.map((m) => box(m.id, m.name, m.description))}
        </fieldset>
      ))}
      {stale.length > 0 && (
        <fieldset className="pl-field pl-field--group" disabled={disabled}>
          <legend>{t('roles.unknownModulesLegend')}</legend>
          {stale.map((m) => box(m, t('roles.unknownModule', { id: m })))}
        </fieldset>
      )}
      <p className="pl-field__error" aria-live="polite">{formState.errors.pluginModules?.message}</p>
    </>
  );
}
