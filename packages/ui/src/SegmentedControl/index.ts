export { SegmentedControl, segmentedControlSizes } from './SegmentedControl';
export type {
  SegmentedControlProps,
  SegmentedControlOption,
  SegmentedControlSize,
} from './SegmentedControl';
