export { DescriptionList, descriptionListLayouts } from './DescriptionList';
export type {
  DescriptionListProps,
  DescriptionItem,
  DescriptionListLayout,
} from './DescriptionList';
