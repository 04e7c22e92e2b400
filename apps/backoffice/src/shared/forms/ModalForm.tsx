import type { ReactNode } from 'react';

/**
 * The form of a modal's fields: Enter in a field submits it as the footer's primary button does
 * (a hidden submit button), the browser's own checks off (the form says its errors).
 */
export function ModalForm({
  label,
  className,
  onSubmit,
  children,
}: {
  /** The form's accessible name: the modal's title. */
  label: string;
  className?: string;
  /** Enter in a field: the same as the footer's button. */
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <button type="submit" hidden />
    </form>
  );
}
