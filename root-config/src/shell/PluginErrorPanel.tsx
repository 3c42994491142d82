import { ServerError } from '@palisade/sdk';
import type { PluginLoadError, PluginLoadErrorKind } from '../loader/PluginLoadError';

const KIND_LABEL: Record<PluginLoadErrorKind, string> = {
  'not-found': 'Not found',
  unreachable: 'Unreachable',
  timeout: 'Load timed out',
  evaluation: 'Threw while evaluating',
  integrity: 'File refused',
  'style-load': 'Style load failure',
  'missing-container': 'Missing container',
  'definition-mismatch': 'Code disagrees with its manifest',
  'invalid-manifest': 'Invalid manifest',
  'incompatible-sdk': 'Incompatible SDK',
  conflict: 'Conflict',
  mount: 'Mount failure',
};

export interface PluginErrorPanelProps {
  error: PluginLoadError;
  onRetry: () => void;
  /** Retry is running. */
  retrying?: boolean;
}

/** Where a plugin would be: which plugin failed, how, at which address, and a Retry. */
export function PluginErrorPanel({ error, onRetry, retrying = false }: PluginErrorPanelProps) {
  return (
    <div className="shell-plugin-error" data-plugin-id={error.pluginId} data-error-kind={error.kind}>
      <ServerError
        title={`The “${error.pluginId}” plugin is unavailable`}
        message={
          <>
            <strong>{KIND_LABEL[error.kind]}</strong>: {error.message}
            {error.url && (
              <>
                <br />
                <span className="shell-plugin-error__url">
                  Address: <code>{error.url}</code>
                </span>
              </>
            )}
          </>
        }
        onRetry={retrying ? undefined : onRetry}
        retryLabel={`Retry loading ${error.pluginId}`}
      />
      {retrying && <p role="status">Retrying…</p>}
    </div>
  );
}
