/**
 * Design tokens as typed data. The contract (contract.css.ts) is derived from the shape of
 * `light`; `dark` must have the same shape, which TypeScript checks through `ThemeTokens`.
 * Colour pairs were chosen for WCAG AA contrast (4.5:1 for text on its surface).
 */
const tone = (solid: string, subtle: string, text: string, border: string) => ({
  solid,
  subtle,
  text,
  border,
});

export const light = {
  color: {
    surface: {
      page: '#f6f7f9',
      raised: '#ffffff',
      sunken: '#eef0f3',
      overlay: '#ffffff',
      inverse: '#1f2430',
      backdrop: 'rgba(15, 18, 25, 0.45)',
      /** Under a quiet control the pointer is on (a ghost button, a menu trigger). */
      hover: '#e6e9ee',
    },
    text: {
      default: '#1a1d23',
      muted: '#4a5260',
      subtle: '#5f6773',
      inverse: '#ffffff',
      onAccent: '#ffffff',
      link: '#1d4ed8',
    },
    border: {
      default: '#d5d9e0',
      /** A control's boundary: at least 3:1 on every surface (WCAG 1.4.11). */
      strong: '#7d8696',
      focus: '#1d4ed8',
    },
    accent: {
      solid: '#1d4ed8',
      solidHover: '#1e40af',
      solidPressed: '#1e3a8a',
      subtle: '#e8eefc',
      text: '#1d4ed8',
    },
    /** The one tone vocabulary of every component (Badge, Toast, menus, table rows). */
    tone: {
      neutral: tone('#4a5260', '#eef0f3', '#3a414d', '#c4cad3'),
      info: tone('#0369a1', '#e6f3fa', '#075985', '#8cc8e8'),
      success: tone('#15803d', '#e7f6ec', '#166534', '#86d3a1'),
      warning: tone('#b45309', '#fdf3e1', '#92400e', '#f0c27a'),
      critical: tone('#b91c1c', '#fdecec', '#a51b1b', '#f2a5a5'),
    },
    /**
     * Row tints, by tone (a neutral row is not tinted): red rows (blocked users, removed
     * favorites, conversations unread by no CSM) are critical, highlighted rows (suspended SEO
     * pages) warning, and the document types take info, success and warning.
     */
    row: {
      info: '#e8f1fd',
      success: '#e7f6ec',
      warning: '#fff6d6',
      critical: '#fdecec',
      hover: '#f1f4f8',
      selected: '#e8eefc',
    },
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '6px',
    lg: '10px',
    full: '9999px',
  },
  font: {
    /**
     * The design system's own typefaces, served with it (fonts.css): Inter, and JetBrains
     * Mono for keys and ids. Then the symbol faces for the signs the fonts' Latin files lack
     * (arrows, triangles, check marks: fonts/symbols.css), then local fonts resized to the
     * same metrics, drawn only until the fonts have come (`font-display: swap`).
     */
    family: {
      body: '"Inter Variable", "Backoffice Symbols", "Inter Fallback", "Inter Fallback DejaVu", system-ui, sans-serif',
      mono: '"JetBrains Mono Variable", "JetBrains Mono Fallback", "JetBrains Mono Fallback DejaVu", "Inter Variable", "Backoffice Symbols", ui-monospace, monospace',
    },
    size: {
      xs: '12px',
      sm: '13px',
      md: '14px',
      lg: '16px',
      xl: '20px',
      xxl: '24px',
      display: '32px',
    },
    weight: {
      regular: '400',
      medium: '500',
      bold: '650',
    },
    lineHeight: {
      tight: '1.2',
      normal: '1.45',
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 10px rgba(16, 24, 40, 0.10)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
  },
  focus: {
    width: '2px',
    offset: '2px',
  },
  size: {
    controlSm: '28px',
    controlMd: '36px',
    controlLg: '44px',
  },
  zIndex: {
    sticky: '10',
    overlay: '100',
    toast: '200',
  },
};

export type ThemeTokens = typeof light;

export const dark: ThemeTokens = {
  ...light,
  color: {
    surface: {
      page: '#111318',
      raised: '#1a1d24',
      sunken: '#0c0e12',
      overlay: '#20242c',
      inverse: '#eef0f3',
      backdrop: 'rgba(0, 0, 0, 0.6)',
      hover: '#2c323d',
    },
    text: {
      default: '#e8eaee',
      muted: '#b2b8c3',
      subtle: '#a0a7b3',
      inverse: '#111318',
      onAccent: '#ffffff',
      link: '#9dbaff',
    },
    border: {
      default: '#343a45',
      strong: '#6c7585',
      focus: '#9dbaff',
    },
    accent: {
      solid: '#2457d6',
      solidHover: '#2f63e3',
      solidPressed: '#1f4bb8',
      subtle: '#1c2a4a',
      text: '#9dbaff',
    },
    tone: {
      neutral: tone('#5b6472', '#22262e', '#c9ced6', '#454c58'),
      info: tone('#0b6fa8', '#0f2633', '#8ccdf0', '#245a78'),
      success: tone('#1b7a40', '#132a1d', '#8fdcaa', '#2c6b45'),
      warning: tone('#a55205', '#33240f', '#f6c47e', '#7a5520'),
      critical: tone('#c62828', '#341718', '#ffa4a4', '#7a2e2e'),
    },
    row: {
      info: '#172538',
      success: '#15291d',
      warning: '#3a3214',
      critical: '#3a1a1c',
      hover: '#222731',
      selected: '#1c2a4a',
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
