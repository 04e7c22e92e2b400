import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ThemeName } from './tokens';
import './fonts.css';
import './global.css';
import './themes.css';

/** The user's choice: a theme, or follow the operating system. */
export type ThemePreference = ThemeName | 'system';

export const THEME_STORAGE_KEY = 'backoffice.theme';

interface ThemeContextValue {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStored(): ThemePreference {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export interface ThemeProviderProps {
  children: ReactNode;
  /**
   * Forces a theme and does not read or write the remembered choice (stories, previews).
   * @default undefined
   */
  forced?: ThemeName;
}

/**
 * Applies the theme to `<html data-theme>` and remembers the user's choice in local storage.
 */
export function ThemeProvider({ children, forced }: ThemeProviderProps) {
  const [preference, setPreferenceState] = useState<ThemePreference>(() => forced ?? readStored());
  const effective = forced ?? preference;

  useEffect(() => {
    const root = document.documentElement;
    if (effective === 'system') root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', effective);
  }, [effective]);

  const setPreference = useCallback(
    (next: ThemePreference) => {
      setPreferenceState(next);
      if (forced) return;
      try {
        if (next === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
        else window.localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Storage can be unavailable (private mode); the choice then lasts for this visit.
      }
    },
    [forced],
  );

  const value = useMemo(
    () => ({ preference: effective, setPreference }),
    [effective, setPreference],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme preference and its setter. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
