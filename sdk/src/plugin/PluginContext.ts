import { createContext } from 'react';

/** Which plugin a React tree belongs to. @public */
export interface PluginIdentity {
  id: string;
  version: string;
}

/** Set by `PluginProvider` around each plugin's root. */
export const PluginContext = createContext<PluginIdentity | null>(null);
