import { ServerError } from '@palisade/sdk';

/** No page can be decided without the role's permissions: said so, with a reload. */
export function AccessLoadFailed() {
  return (
    <ServerError
      title="The console could not load your access"
      message="Your role's permissions could not be loaded, so no page can be shown. Try again in a moment."
      onRetry={() => window.location.reload()}
      retryLabel="Reload the console"
    />
  );
}
