export { vars } from './contract.css';
export { lightTheme, darkTheme } from './themes.css';
export { visuallyHidden, focusRing } from './utils.css';
export { ThemeProvider, useTheme, THEME_STORAGE_KEY } from './ThemeProvider';
export type { ThemePreference, ThemeProviderProps } from './ThemeProvider';
export { ThemeScope } from './ThemeScope';
export type { ThemeScopeProps } from './ThemeScope';
export { light, dark, themeNames } from './tokens';
export type { ThemeTokens, ThemeName } from './tokens';
export { APP_SHELL_BAR_HEIGHT } from './layout';
export { focusRingAt, focusRingInset, focusRingOutline, focusRingOutset } from './focusRing';
export {
  bareList,
  bordered,
  captionText,
  centredInline,
  controlBox,
  flexColumn,
  flexRow,
  flexSpacedRow,
  flexWrapRow,
  floatingSurface,
  gridLayout,
  inlineFlexRow,
  pressable,
  titleText,
  toneColours,
  toneNotice,
  toneTag,
} from './styleObjects';
