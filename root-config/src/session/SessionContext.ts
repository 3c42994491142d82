import { createContext, useContext } from 'react';
import type { SessionController } from './SessionController';

export const SessionContext = createContext<SessionController | null>(null);

/** The page's session controller (startConsole provides it). */
export function useSessionController(): SessionController {
  const controller = useContext(SessionContext);
  if (!controller) throw new Error('Sign-in and session components need SessionContext (see startConsole.tsx)');
  return controller;
}
