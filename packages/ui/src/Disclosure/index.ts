export { Disclosure, disclosureHeadingLevels } from './Disclosure';
export type { DisclosureProps, DisclosureHeadingLevel } from './Disclosure';
