import type { ComponentType } from 'react';
import {
  BlockedIcon,
  BellIcon,
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
  ClockIcon,
  CloseIcon,
  CopyIcon,
  DownloadIcon,
  DragHandleIcon,
  EditIcon,
  ExternalIcon,
  EyeIcon,
  EyeOffIcon,
  FilterIcon,
  InfoIcon,
  MinusIcon,
  MoreIcon,
  PlusIcon,
  SearchIcon,
  SortAscendingIcon,
  SortDescendingIcon,
  SortIcon,
  TrashIcon,
  WarningIcon,
} from '../internal/icons';
import type { IconStyleProps } from '../internal/icons';
import * as styles from './Icon.css';

/** Every icon by name, in the order the Foundations/Icons page shows them. */
const drawings = {
  chevronDown: ChevronDownIcon,
  chevronUp: ChevronUpIcon,
  chevronLeft: ChevronLeftIcon,
  chevronRight: ChevronRightIcon,
  chevronsLeft: ChevronsLeftIcon,
  chevronsRight: ChevronsRightIcon,
  sort: SortIcon,
  sortAscending: SortAscendingIcon,
  sortDescending: SortDescendingIcon,
  more: MoreIcon,
  dragHandle: DragHandleIcon,
  close: CloseIcon,
  check: CheckIcon,
  plus: PlusIcon,
  minus: MinusIcon,
  search: SearchIcon,
  filter: FilterIcon,
  calendar: CalendarIcon,
  clock: ClockIcon,
  edit: EditIcon,
  trash: TrashIcon,
  copy: CopyIcon,
  download: DownloadIcon,
  bell: BellIcon,
  external: ExternalIcon,
  eye: EyeIcon,
  eyeOff: EyeOffIcon,
  info: InfoIcon,
  warning: WarningIcon,
  blocked: BlockedIcon,
} satisfies Record<string, ComponentType<IconStyleProps>>;

/** The names of the design system's icons, as story controls and for the gallery. */
export const iconNames = Object.keys(drawings) as (keyof typeof drawings)[];
export type IconName = keyof typeof drawings;

export const iconSizes = ['inline', 'sm', 'md', 'lg', 'xl'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps {
  /** Which icon. */
  name: IconName;
  /**
   * `inline` as large as the text around it; `sm` 14 px, `md` 16 px, `lg` 20 px, `xl` 24 px.
   * @default 'inline'
   */
  size?: IconSize;
}

/**
 * One icon of the design system's set, drawn in SVG in the text's colour (`currentColor`), so
 * that it has the same weight on every system, unlike a character such as ▾ or ✕. Use it in
 * a button beside words or as an icon-only button's face; it is always decorative
 * (`aria-hidden`), so the control must carry the name (`aria-label` on an icon-only button).
 * Do not use it alone to convey information: put the words next to it. It is a block (as
 * every SVG of the page): beside words in running text, put both in a row (a flex container),
 * as Button does with its `icon`.
 */
export function Icon({ name, size = 'inline' }: IconProps) {
  const Drawing = drawings[name];
  return <Drawing className={styles.size[size]} />;
}
