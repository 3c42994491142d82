import { createContext, useContext } from 'react';
import type { ConsoleRuntime } from './ConsoleRuntime';

/** Holds the runtime for every hook; set by `ConsoleProvider`. */
export const RuntimeContext = createContext<ConsoleRuntime | null>(null);

/** The runtime, or a clear error when a hook is used outside `ConsoleProvider`. */
export function useRuntime(hook: string): ConsoleRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) {
    throw new Error(
      `${hook}() needs the console: render inside ConsoleProvider (in tests, use renderWithConsole from @palisade/sdk/testing)`,
    );
  }
  return runtime;
}
