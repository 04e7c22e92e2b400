import type { ReactNode } from 'react';
import * as styles from './icons.css';

// Every icon of the design system, written once. They are decorative (`aria-hidden`): the
// controls that hold them carry the names. Stroked paths on a 24 × 24 grid unless said.

/** Where an icon sits and how large it is; by default sized for a field's buttons. */
export interface IconStyleProps {
  className?: string;
}

interface SvgProps extends IconStyleProps {
  viewBox: string;
  children: ReactNode;
  /** Stroke width on the icon's grid; `0` draws filled shapes. */
  strokeWidth?: number;
}

function Svg({ viewBox, children, className = styles.icon, strokeWidth = 2 }: SvgProps) {
  const stroked = strokeWidth > 0;
  return (
    <svg
      className={className}
      viewBox={viewBox}
      fill={stroked ? 'none' : 'currentColor'}
      stroke={stroked ? 'currentColor' : undefined}
      strokeWidth={stroked ? strokeWidth : undefined}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export interface IconProps extends IconStyleProps {
  /** The SVG path data, on a 24 × 24 grid. */
  path: string;
}

/** One stroked icon from its path; the named icons below are drawn with it. */
export function Icon({ path, className }: IconProps) {
  return (
    <Svg viewBox="0 0 24 24" className={className}>
      <path d={path} />
    </Svg>
  );
}

const icon = (path: string) =>
  function NamedIcon({ className }: IconStyleProps = {}) {
    return <Icon path={path} className={className} />;
  };

export const EyeIcon = /* @__PURE__ */ icon(
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
);
export const EyeOffIcon = /* @__PURE__ */ icon(
  'M3 3l18 18 M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1 M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6 M9.9 9.9a3 3 0 0 0 4.2 4.2',
);
export const ChevronDownIcon = /* @__PURE__ */ icon('M6 9l6 6 6-6');
export const ChevronUpIcon = /* @__PURE__ */ icon('M6 15l6-6 6 6');
export const ChevronLeftIcon = /* @__PURE__ */ icon('M15 6l-6 6 6 6');
export const ChevronRightIcon = /* @__PURE__ */ icon('M9 6l6 6-6 6');
/** Up and down at once: a column that can be sorted and is not. */
export const SortIcon = /* @__PURE__ */ icon('M7 9l5-5 5 5 M7 15l5 5 5-5');
export const CloseIcon = /* @__PURE__ */ icon('M6 6l12 12 M18 6L6 18');
export const CheckIcon = /* @__PURE__ */ icon('M5 12.5l4.5 4.5L19 7.5');
export const MinusIcon = /* @__PURE__ */ icon('M5 12h14');
export const PlusIcon = /* @__PURE__ */ icon('M12 5v14 M5 12h14');
export const SearchIcon = /* @__PURE__ */ icon('M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Z M20 20l-4-4');
export const CalendarIcon = /* @__PURE__ */ icon('M4 6h16v14H4Z M4 10h16 M8 3v4 M16 3v4');
export const ClockIcon = /* @__PURE__ */ icon('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z M12 7v5l3 2');
export const MoreIcon = /* @__PURE__ */ icon('M5 12h.01 M12 12h.01 M19 12h.01');
/** Opens in a new tab. */
export const ExternalIcon = /* @__PURE__ */ icon(
  'M14 4h6v6 M20 4l-9 9 M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
);
export const CopyIcon = /* @__PURE__ */ icon(
  'M9 9h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1Z M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1',
);
/** A warning triangle. */
export const WarningIcon = /* @__PURE__ */ icon('M12 3l10 18H2L12 3Z M12 10v5 M12 18h.01');
/** Saves a file (an export, a CSV). */
export const DownloadIcon = /* @__PURE__ */ icon('M12 4v11 M7 10l5 5 5-5 M5 20h14');
/** To the first page. */
export const ChevronsLeftIcon = /* @__PURE__ */ icon('M12 6l-6 6 6 6 M18 6l-6 6 6 6');
/** To the last page. */
export const ChevronsRightIcon = /* @__PURE__ */ icon('M6 6l6 6-6 6 M12 6l6 6-6 6');
/** A column sorted ascending. */
export const SortAscendingIcon = /* @__PURE__ */ icon('M12 19V5 M6 11l6-6 6 6');
/** A column sorted descending. */
export const SortDescendingIcon = /* @__PURE__ */ icon('M12 5v14 M6 13l6 6 6-6');
/** Cannot be used now (a reason is given beside it). */
export const BlockedIcon = /* @__PURE__ */ icon(
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z M5.6 18.4L18.4 5.6',
);
export const InfoIcon = /* @__PURE__ */ icon(
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z M12 11v5 M12 8h.01',
);
export const EditIcon = /* @__PURE__ */ icon('M4 20h4L19 9l-4-4L4 16v4Z M13.5 6.5l4 4');
export const TrashIcon = /* @__PURE__ */ icon(
  'M4 7h16 M10 11v6 M14 11v6 M6 7l1 13h10l1-13 M9 7V4h6v3',
);
export const FilterIcon = /* @__PURE__ */ icon('M4 5h16l-6 8v6l-4-2v-4L4 5Z');
/** A notification inbox. */
export const BellIcon = /* @__PURE__ */ icon(
  'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4l2-2Z M10 20a2 2 0 0 0 4 0',
);

/** The handle a card or a row is dragged by: two columns of three dots, filled. */
export function DragHandleIcon({ className }: IconStyleProps = {}) {
  return (
    <Svg viewBox="0 0 24 24" className={className} strokeWidth={0}>
      <circle cx="9" cy="6" r="1.6" />
      <circle cx="15" cy="6" r="1.6" />
      <circle cx="9" cy="12" r="1.6" />
      <circle cx="15" cy="12" r="1.6" />
      <circle cx="9" cy="18" r="1.6" />
      <circle cx="15" cy="18" r="1.6" />
    </Svg>
  );
}

/** The mark of each tone that says how something went (a toast), in a circle; 20 × 20 grid. */
const toneMarks = {
  info: 'M10 9v5M10 6.5v.5',
  success: 'M6 10.5l2.5 2.5L14 7.5',
  warning: 'M10 6v5M10 13.5v.5',
  critical: 'M7 7l6 6M13 7l-6 6',
} as const;

export function ToneIcon({ tone, className }: IconStyleProps & { tone: keyof typeof toneMarks }) {
  return (
    <Svg viewBox="0 0 20 20" className={className} strokeWidth={1.5}>
      <circle cx="10" cy="10" r="8.25" />
      <path d={toneMarks[tone]} strokeWidth="2" />
    </Svg>
  );
}

// Rich text toolbar icons, filled on a 16 × 16 grid: drawn rather than characters, since a
// "1" in a button named "Numbered list" would be visible text missing from its name.

const listLines = (
  <>
    <rect x="6" y="3.25" width="9" height="1.5" rx="0.75" />
    <rect x="6" y="7.25" width="9" height="1.5" rx="0.75" />
    <rect x="6" y="11.25" width="9" height="1.5" rx="0.75" />
  </>
);

export function BulletListIcon({ className }: IconStyleProps = {}) {
  return (
    <Svg viewBox="0 0 16 16" className={className} strokeWidth={0}>
      <circle cx="2.5" cy="4" r="1.5" />
      <circle cx="2.5" cy="8" r="1.5" />
      <circle cx="2.5" cy="12" r="1.5" />
      {listLines}
    </Svg>
  );
}

export function NumberedListIcon({ className }: IconStyleProps = {}) {
  return (
    <Svg viewBox="0 0 16 16" className={className} strokeWidth={0}>
      <path d="M1.5 2.5h1.5v3.5h-1v-2.5h-.5z" />
      <path d="M1 9.5c0-.8.6-1.3 1.3-1.3.8 0 1.3.5 1.3 1.1 0 .5-.3.8-.8 1.2l-.5.4h1.3v.9H1v-.8l1.3-1.1c.3-.2.4-.4.4-.6 0-.2-.2-.4-.4-.4s-.4.2-.4.6z" />
      {listLines}
    </Svg>
  );
}

export function LinkIcon({ className }: IconStyleProps = {}) {
  return (
    <Svg viewBox="0 0 16 16" className={className} strokeWidth={1.6}>
      <path d="M6.5 9.5l3-3" />
      <path d="M7.5 4.5l1-1a2.5 2.5 0 013.5 3.5l-1 1" />
      <path d="M8.5 11.5l-1 1A2.5 2.5 0 014 9l1-1" />
    </Svg>
  );
}

// Illustrations of the empty and error states, on a 48 × 48 grid; they fill their box.

export function EmptyIllustration({ className = styles.fill }: IconStyleProps) {
  return (
    <Svg viewBox="0 0 48 48" className={className}>
      <path d="M6 28l6-16h24l6 16v10a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V28z" />
      <path d="M6 28h11l2 4h10l2-4h11" />
    </Svg>
  );
}

export function NoResultsIllustration({ className = styles.fill }: IconStyleProps) {
  return (
    <Svg viewBox="0 0 48 48" className={className}>
      <circle cx="21" cy="21" r="12" />
      <path d="M30 30l10 10M16 21h10" />
    </Svg>
  );
}

export function ErrorIllustration({ className = styles.fill }: IconStyleProps) {
  return (
    <Svg viewBox="0 0 48 48" className={className}>
      <path d="M24 6L3 42h42L24 6z" />
      <path d="M24 19v10M24 35v.5" />
    </Svg>
  );
}

/** Classes for an icon sized to the text around it, and one that fills its box. */
export const iconClasses = { inline: styles.inline, fill: styles.fill };
