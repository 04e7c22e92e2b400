import { createBrowserRouter } from 'react-router-dom';
import { RouteError } from './RouteError';

/**
 * Every screen is its own lazy chunk: a route loads only the code it shows.
 * Screens export `Component` (and optionally `ErrorBoundary`) for React Router's `lazy`.
 */
export const router = createBrowserRouter([
  {
    path: '*',
    errorElement: <RouteError />,
    lazy: () => import('../features/welcome'),
  },
]);
