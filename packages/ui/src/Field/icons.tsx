import * as styles from './Field.css';

// Small inline icons of the design system (stroked 24 px paths). They are decorative: the
// controls that hold them carry the names.

interface IconProps {
  /** The SVG path data, on a 24 × 24 grid. */
  path: string;
  /** The size and placement; by default sized for a field's buttons. */
  className?: string;
}

/** One stroked icon; the named icons below and other components' icons are drawn with it. */
export function Icon({ path, className = styles.icon }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export const EyeIcon = () => (
  <Icon path="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z" />
);
export const EyeOffIcon = () => (
  <Icon path="M3 3l18 18 M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1 M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6 M9.9 9.9a3 3 0 0 0 4.2 4.2" />
);
export const ChevronDownIcon = () => <Icon path="M6 9l6 6 6-6" />;
export const ChevronLeftIcon = () => <Icon path="M15 6l-6 6 6 6" />;
export const ChevronRightIcon = () => <Icon path="M9 6l6 6-6 6" />;
export const CloseIcon = () => <Icon path="M6 6l12 12 M18 6L6 18" />;
/** A check mark's path, for components that size it themselves. */
export const CHECK_PATH = 'M5 12.5l4.5 4.5L19 7.5';
export const CheckIcon = () => <Icon path={CHECK_PATH} />;
export const MinusIcon = () => <Icon path="M5 12h14" />;
export const PlusIcon = () => <Icon path="M12 5v14 M5 12h14" />;
export const SearchIcon = () => <Icon path="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Z M20 20l-4-4" />;
export const CalendarIcon = () => <Icon path="M4 6h16v14H4Z M4 10h16 M8 3v4 M16 3v4" />;
export const ClockIcon = () => <Icon path="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z M12 7v5l3 2" />;
export const MoreIcon = () => <Icon path="M5 12h.01 M12 12h.01 M19 12h.01" />;
export const ExternalIcon = () => <Icon path="M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6" />;
export const CopyIcon = () => <Icon path="M9 9h11v11H9Z M5 15H4V4h11v1" />;
