import { useShell, useStoreValue } from './ShellServices';

/** Says, on every page, which modules are overridden: the console is not running what was deployed. */
export function OverrideBanner() {
  const { overrides: store, resetOverrides } = useShell();
  const overrides = useStoreValue(store);
  if (overrides.length === 0) return null;
  const plugins = overrides.filter((o) => o.pluginId !== null);
  const others = overrides.filter((o) => o.pluginId === null);
  return (
    <div className="shell-override-banner" role="status">
      <strong>Overrides active.</strong>{' '}
      {plugins.length > 0 && (
        <span>
          Overridden plugin{plugins.length > 1 ? 's' : ''}:{' '}
          {plugins.map((o, i) => (
            <span key={o.specifier}>
              {i > 0 && ', '}
              <strong className="shell-override-banner__id">{o.pluginId}</strong> (<code>{o.url}</code>)
            </span>
          ))}
          .{' '}
        </span>
      )}
      {others.length > 0 && <span>Other overridden modules: {others.map((o) => o.specifier).join(', ')}. </span>}
      {resetOverrides && (
        <button type="button" className="shell-link-button" onClick={resetOverrides}>
          Remove overrides and reload
        </button>
      )}
    </div>
  );
}
