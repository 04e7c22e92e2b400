// Decorators shared by the stories (stories only).
import type { CSSProperties } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { LocaleProvider } from '../LocaleProvider';
import type { LocaleProviderProps } from '../LocaleProvider';

/** The story inside a <main>, as in the app's page: axe's "region" rule expects a landmark. */
export const inMain: Decorator = (Story) => (
  <main>
    <Story />
  </main>
);

/** The story inside a `Tag` element with a style of its own. */
const inStyled =
  (Tag: 'main' | 'div') =>
  (style: CSSProperties): Decorator =>
  (Story) => (
    <Tag style={style}>
      <Story />
    </Tag>
  );

/** `inMain`, the <main> with a style of its own (a width that suits the component). */
export const inMainStyled = inStyled('main');

/** The story inside a <div> with a style of its own (a width that shows how the component wraps). */
export const inBox = inStyled('div');

/**
 * `inMainStyled` under a LocaleProvider with the given settings: the date and time fields'
 * stories take the product's settings from it, not from the browser running the story.
 */
export const inMainWithLocale =
  (settings: Omit<LocaleProviderProps, 'children'>, style: CSSProperties): Decorator =>
  (Story, context) => (
    <LocaleProvider {...settings}>{inMainStyled(style)(Story, context)}</LocaleProvider>
  );
