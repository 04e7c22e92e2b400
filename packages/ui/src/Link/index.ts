export { Link, ExternalLink, linkVariants } from './Link';
export type { LinkProps, ExternalLinkProps, LinkVariant } from './Link';
/**
 * Put once around the app, inside its router, so that every `Link` (and every React Aria menu
 * item or tab with an `href`) navigates with the app's router instead of reloading the page.
 */
export { RouterProvider } from 'react-aria-components';
