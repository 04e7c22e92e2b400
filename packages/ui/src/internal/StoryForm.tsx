// A form as a story's caller writes one (stories only).
import type { ReactNode } from 'react';
import { Button } from '../Button';

/**
 * A form validated by its caller, not the browser: the fields in a column, then its one
 * button, `submit`. `onSubmit` runs with the page's own submit prevented.
 */
export function StoryForm({
  submit,
  onSubmit,
  children,
}: {
  submit: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div>
        <Button type="submit" variant="primary">
          {submit}
        </Button>
      </div>
    </form>
  );
}

/** A field followed by a Next button: somewhere for Tab to go when it leaves the field. */
export function ThenNext({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {children}
      <div>
        <Button>Next</Button>
      </div>
    </div>
  );
}
