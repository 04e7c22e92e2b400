export { Popover, popoverPlacements } from './Popover';
export type { PopoverPlacement, PopoverProps } from './Popover';
