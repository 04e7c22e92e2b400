import { assignVars, createTheme, globalStyle, style } from '@vanilla-extract/css';
import { contract, vars } from './contract.css';
import { dark, light } from './tokens';

/** Class names that scope a theme to a subtree (side-by-side stories, previews). */
export const lightTheme = createTheme(contract, light);
export const darkTheme = createTheme(contract, dark);

globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });

/**
 * A subtree drawn in its own theme (ThemeScope): the page's ground, text and type, whatever
 * the document around it shows.
 */
export const scope = style({
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

// The document theme follows `data-theme` on <html>; with none set, the OS preference.
globalStyle(':root', { vars: assignVars(contract, light), colorScheme: 'light' });
globalStyle(':root[data-theme="dark"]', { vars: assignVars(contract, dark), colorScheme: 'dark' });
globalStyle(':root:not([data-theme])', {
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(contract, dark), colorScheme: 'dark' },
  },
});
