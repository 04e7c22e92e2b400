export { Link, ExternalLink, linkVariants } from './Link';
export type { LinkProps, ExternalLinkProps, LinkVariant } from './Link';
