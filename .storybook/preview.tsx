import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { ThemeProvider, ThemeScope } from '../packages/ui/src/theme';
import type { ThemeName } from '../packages/ui/src/theme';
import { viewports } from './viewports';

// Mock Service Worker serves the API for page-level stories; stories opt in with
// `parameters.msw.handlers`. Unhandled requests pass through so assets still load; Storybook's
// own files (scripts, styles, fonts) skip MSW altogether (public/storybookServiceWorker.js).
initialize({
  onUnhandledRequest: 'bypass',
  quiet: true,
  serviceWorker: { url: './storybookServiceWorker.js' },
});

// Plays wait for what they can observe (`waitFor`, `findBy…`). Testing Library gives up after
// 1 s by default: on a loaded 2-core CI machine a screen story's data, drawn through MSW, can take
// longer, and a play then failed on a behaviour that was right, only late. 10 s, like the e2e
// tests' 15 s: a wrong behaviour still fails, later. (A play that checks that something does
// *not* happen waits a fixed, stated time instead; none relies on a wait timing out.)
configure({ asyncUtilTimeout: 10_000 });

/**
 * Each story is drawn in its theme on its own root: the toolbar's, or the one the story sets
 * (`globals: { theme: 'dark' }`). On the story's own canvas the document takes that theme
 * too (the page's ground, and what React Aria portals out: popovers, dialogs, toasts). On a
 * docs page the document keeps the toolbar's theme, and each preview shows its own: setting
 * the document's theme from every story made the last one ("Dark") win for all of them.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  const toolbarTheme = ((context.userGlobals as { theme?: ThemeName } | undefined)?.theme ??
    'light') as ThemeName;
  const documentTheme = context.viewMode === 'docs' ? toolbarTheme : theme;
  return (
    <ThemeProvider forced={documentTheme} key={documentTheme}>
      <ThemeScope
        theme={theme}
        data-story-theme={theme}
        data-story-id={context.id}
        // A screen's frame (an app shell, a page header, a full-page table) is drawn edge to
        // edge (`parameters.edgeToEdge`), as in the app; a component keeps a margin of ground.
        style={{ padding: context.parameters.edgeToEdge ? 0 : 16, minHeight: '100%' }}
      >
        <Story />
      </ThemeScope>
    </ThemeProvider>
  );
};

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/**
 * A default written in JSDoc as code (`@default 'md'`) reaches the props table as `'md'`, and
 * Storybook quotes a string union's default once more (`"'md'"`): shown as the union's values
 * are, `"md"`.
 */
const unquoteDefaults: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const summary = argType.table?.defaultValue?.summary;
      const quoted = typeof summary === 'string' ? /^"'(.*)'"$/.exec(summary) : null;
      if (!quoted) return [name, argType];
      return [
        name,
        {
          ...argType,
          table: {
            ...argType.table,
            defaultValue: { ...argType.table!.defaultValue, summary: `"${quoted[1]}"` },
          },
        },
      ];
    }),
  );

const preview: Preview = {
  decorators: [withTheme],
  argTypesEnhancers: [unquoteDefaults],
  loaders: [mswLoader],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story must pass axe: violations fail the test run, not just warn in the panel.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    viewport: { options: viewports },
    options: {
      // The Introduction and the Content guidelines, then the Foundations in reading order, then
      // everything else.
      storySort: {
        order: [
          'Introduction',
          'Content guidelines',
          'Foundations',
          [
            'Colour',
            'Typography',
            'Spacing',
            'Radius',
            'Elevation',
            'Motion',
            'Focus ring',
            'Control heights',
            'Z-index',
            'Icons',
          ],
          '*',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
