import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import type { ConsoleRuntime } from './ConsoleRuntime';
import { RuntimeContext } from './RuntimeContext';

/** Props of {@link ConsoleProvider}. */
export interface ConsoleProviderProps {
  runtime: ConsoleRuntime;
  children?: ReactNode;
}

/**
 * Gives a React root the console's shared services: the runtime (with its
 * i18next instance), its jotai store and its query client. Wrap the shell and
 * every plugin root in it with the same runtime, so all roots share one state
 * and one server-state cache.
 */
export function ConsoleProvider({ runtime, children }: ConsoleProviderProps) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <JotaiProvider store={runtime.store}>
        <QueryClientProvider client={runtime.queryClient}>{children}</QueryClientProvider>
      </JotaiProvider>
    </RuntimeContext.Provider>
  );
}
