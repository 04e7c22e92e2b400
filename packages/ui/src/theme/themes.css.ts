import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { contract } from './contract.css';
import { dark, light } from './tokens';

/** Class names that scope a theme to a subtree (side-by-side stories, previews). */
export const lightTheme = createTheme(contract, light);
export const darkTheme = createTheme(contract, dark);

// The document theme follows `data-theme` on <html>; with none set, the OS preference.
globalStyle(':root', { vars: assignVars(contract, light), colorScheme: 'light' });
globalStyle(':root[data-theme="dark"]', { vars: assignVars(contract, dark), colorScheme: 'dark' });
globalStyle(':root:not([data-theme])', {
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(contract, dark), colorScheme: 'dark' },
  },
});
