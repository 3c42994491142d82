/**
 * `@palisade/sdk/testing`: render plugin code as the console would, in
 * vitest + jsdom. Needs `@testing-library/react` in the plugin's dev
 * dependencies.
 *
 * @packageDocumentation
 */

export { renderWithConsole, createTestRuntime, ConsoleTestProviders } from './testing/renderWithConsole';
export type { RenderWithConsoleOptions, RenderWithConsoleResult } from './testing/renderWithConsole';
export { renderRoute } from './testing/renderRoute';
export { createTestSession } from './testing/createTestSession';
export { runCardLoader } from './testing/runCardLoader';
export { recordingApi } from './testing/recordingApi';
export type { RecordingApi } from './testing/recordingApi';
export { expectToast, ToastAssertionError } from './testing/expectToast';
export type { ExpectedToast } from './testing/expectToast';
export { createTestAccess } from './testing/createTestAccess';
export { createTestFlags } from './testing/createTestFlags';
export type { TestAccessInput } from './testing/createTestAccess';
export type { CardLoaderRun } from './testing/runCardLoader';

/** Same as {@link renderWithConsole} (the contract's other name for it). */
export { renderWithConsole as renderPlugin } from './testing/renderWithConsole';
