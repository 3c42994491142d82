import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ConsoleRuntime } from './ConsoleRuntime';
import { RuntimeContext } from './RuntimeContext';

/** Props of {@link ConsoleProvider}. */
export interface ConsoleProviderProps {
  runtime: ConsoleRuntime;
  children?: ReactNode;
}

/**
 * Gives a React root the console's shared services: the runtime, its jotai
 * store and its i18next instance. Wrap the shell and every plugin root in it
 * with the same runtime, so all roots share one state.
 */
export function ConsoleProvider({ runtime, children }: ConsoleProviderProps) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <JotaiProvider store={runtime.store}>
        <I18nextProvider i18n={runtime.i18n}>{children}</I18nextProvider>
      </JotaiProvider>
    </RuntimeContext.Provider>
  );
}
