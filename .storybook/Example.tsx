import { useSyncExternalStore } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { ThemeScope } from '../packages/ui/src/theme';
import type { ThemeName } from '../packages/ui/src/theme';

export interface ExampleProps {
  /** The real components, as a screen would use them. */
  children: ReactNode;
  /**
   * Room below the components, for what shows under them on hover or focus (a disabled
   * button's reason) or once pressed (a ConfirmButton's armed text).
   * @default 0
   */
  room?: number;
  /** Lays the components out one under the other rather than in a row. @default false */
  column?: boolean;
}

const frame: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: 12,
  padding: 16,
  // As a story's preview: a light frame around the example.
  border: '1px solid rgba(38, 85, 115, 0.15)',
  borderRadius: 4,
  marginTop: 8,
};

/** The document's theme: on a docs page, the toolbar's (the previews' decorator sets it). */
function readDocumentTheme(): ThemeName {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function watchDocumentTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * An example drawn on a docs page outside any story (a Do or a Don't that no story shows): the
 * real components in the toolbar's theme, as the previews around it, framed like a preview.
 * `sb-unstyled` keeps the docs page's own typography (paragraphs, tables, labels) off them.
 */
export function Example({ children, room = 0, column = false }: ExampleProps) {
  const theme = useSyncExternalStore(watchDocumentTheme, readDocumentTheme, () => 'light');
  return (
    <ThemeScope
      theme={theme}
      className="sb-unstyled"
      style={{
        ...frame,
        flexDirection: column ? 'column' : 'row',
        paddingBottom: 16 + room,
      }}
    >
      {children}
    </ThemeScope>
  );
}
