import type { HTMLAttributes, ReactNode } from 'react';
import { darkTheme, lightTheme, scope } from './themes.css';
import type { ThemeName } from './tokens';

const themeClasses: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

export interface ThemeScopeProps extends HTMLAttributes<HTMLDivElement> {
  /** The theme of this subtree. */
  theme: ThemeName;
  children: ReactNode;
}

/**
 * Draws its children in a theme of their own, whatever the document's (ThemeProvider's):
 * each preview of a Storybook docs page in its story's theme, a dark sample on a light page.
 * The element takes the theme's page ground, text colour and type. What React Aria portals
 * out of it (popovers, dialogs, toasts) follows the document's theme.
 */
export function ThemeScope({ theme, children, className, ...rest }: ThemeScopeProps) {
  return (
    <div
      {...rest}
      data-theme={theme}
      className={[themeClasses[theme], scope, className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
