// Decorators shared by the stories (stories only).
import type { CSSProperties } from 'react';
import type { Decorator } from '@storybook/react-vite';

/** The story inside a <main>, as in the app's page: axe's "region" rule expects a landmark. */
export const inMain: Decorator = (Story) => (
  <main>
    <Story />
  </main>
);

/** `inMain`, the <main> with a style of its own (a width that suits the component). */
export const inMainStyled =
  (style: CSSProperties): Decorator =>
  (Story) => (
    <main style={style}>
      <Story />
    </main>
  );
