export { SortableSections, sectionHeadingLevels } from './SortableSections';
export type {
  SortableSectionsProps,
  SortableSection,
  SectionHeadingLevel,
} from './SortableSections';
export { applySectionMove } from './moves';
export type { SectionMove } from './moves';
