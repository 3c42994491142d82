// The only parts of @sentry/browser the console uses. Importing this module
// (lazily) instead of the package lets the bundler drop replay and feedback.
export { init, captureException, browserTracingIntegration } from '@sentry/browser';
