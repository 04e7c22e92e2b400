import { ChevronDownIcon } from '../internal/icons';

/** What the More button shows: its label and a chevron. */
export function MoreFace({ label }: { label: string }) {
  return (
    <>
      {label}
      <ChevronDownIcon />
    </>
  );
}
