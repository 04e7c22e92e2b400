import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@backoffice/ui';

/** Shown when a route fails to load (a chunk missing after a deploy) or throws. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main style={{ padding: 32 }}>
      <h1>This page could not be shown</h1>
      <p role="alert">{message}</p>
      <Button variant="primary" onPress={() => window.location.reload()}>
        Reload the page
      </Button>
    </main>
  );
}
