import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { ThemeProvider } from '../packages/ui/src/theme';
import type { ThemeName } from '../packages/ui/src/theme';

// Mock Service Worker serves the API for page-level stories; stories opt in with
// `parameters.msw.handlers`. Unhandled requests pass through so assets still load.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  return (
    <ThemeProvider forced={theme} key={theme}>
      <div data-story-theme={theme} style={{ padding: 16, minHeight: '100%' }}>
        <Story />
      </div>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
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
  },
  tags: ['autodocs'],
};

export default preview;
