import { useRuntime } from '../runtime/RuntimeContext';
import { CONSOLE_NAMESPACE } from './createI18n';
import { useNamespaceTranslation, type NamespaceTranslation } from './useNamespaceTranslation';

/** The console's own messages (namespace `console`): sign-in, session dialogs, the error catalogue. Host only. */
export function useConsoleTranslation(): NamespaceTranslation {
  const runtime = useRuntime('useConsoleTranslation');
  return useNamespaceTranslation(runtime.i18n, CONSOLE_NAMESPACE);
}
