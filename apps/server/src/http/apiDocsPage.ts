import { API_DOCS_PATH, OPENAPI_PATH } from '@backoffice/api/openapi';

/**
 * The docs page (`/api/docs`): Swagger UI (swagger-ui-dist, copied into `dist/api-docs` by the
 * build) showing `/api/v2/openapi.json`. Everything it loads comes from this server: its
 * script and styles, these three small files, and the document; the validator badge, which
 * would call validator.swagger.io, is off. Its policy allows exactly that: scripts, styles
 * and calls to this server, images from it and `data:` (Swagger UI's icons), no inline
 * script or style element, no eval, no frame.
 */

export const DOCS_PREFIX = API_DOCS_PATH;

export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Light or dark before the first paint: the back-office's own Theme choice (the user menu's,
 * kept in localStorage on this same origin), else the system's; Swagger UI's dark theme is
 * its `html.dark-mode` class.
 */
const THEME_JS = `(function () {
  var key = 'backoffice.theme';
  var chosen = null;
  try { chosen = localStorage.getItem(key); } catch (e) {}
  var system = window.matchMedia('(prefers-color-scheme: dark)');
  function apply() {
    var dark = chosen === 'dark' || (chosen !== 'light' && system.matches);
    document.documentElement.classList.toggle('dark-mode', dark);
  }
  apply();
  system.addEventListener('change', apply);
  window.addEventListener('storage', function (event) {
    if (event.key === key) { chosen = event.newValue; apply(); }
  });
})();
`;

const DOCS_JS = `window.SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#api-reference',
  presets: [window.SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  // Deep links put a link inside each operation's toggle button (axe: nested-interactive).
  deepLinking: false,
  validatorUrl: null,
  tryItOutEnabled: false,
  // No Schemas section: its second <main> would repeat the landmark (the routes show them).
  defaultModelsExpandDepth: -1,
  // Examples as plain text in the page's colours: the highlighter's themes colour numbers
  // and strings below 4.5:1 on their own backgrounds (axe color-contrast).
  syntaxHighlight: false,
});

// What Swagger UI leaves unnamed, named as it renders (axe): the description's block as a
// region, each operation's responses table by its operation, the enum drop-downs by their
// parameter, and the scrolling examples made reachable by keyboard.
(function () {
  var root = document.getElementById('api-reference');
  function name(element, label) {
    if (!element.hasAttribute('aria-label')) element.setAttribute('aria-label', label);
  }
  function patch() {
    root.querySelectorAll('.information-container').forEach(function (info) {
      info.setAttribute('role', 'region');
      name(info, 'About this API');
    });
    root.querySelectorAll('table.responses-table[role="region"]').forEach(function (table) {
      var block = table.closest('.opblock');
      var method = block && block.querySelector('.opblock-summary-method');
      var path = block && block.querySelector('.opblock-summary-path');
      var what = method && path ? method.textContent + ' ' + path.textContent : table.id;
      name(table, 'Responses of ' + what);
    });
    root.querySelectorAll('select').forEach(function (select) {
      var row = select.closest('tr[data-param-name]');
      name(select, row ? row.getAttribute('data-param-name') : 'Value');
    });
    root.querySelectorAll('pre.microlight, .highlight-code pre').forEach(function (pre) {
      if (!pre.hasAttribute('tabindex')) pre.setAttribute('tabindex', '0');
      name(pre, 'Example');
    });
  }
  new MutationObserver(patch).observe(root, { childList: true, subtree: true });
  patch();
})();
`;

// Swagger UI's light colours that read below 4.5:1 (axe color-contrast), darkened; its dark
// theme's header cells, lightened. The method badges keep their hue and their text.
const DOCS_CSS = `:root { color-scheme: light; }
html.dark-mode { color-scheme: dark; }
body { margin: 0; font-family: system-ui, sans-serif; }
.docs-bar { display: flex; gap: 1rem; align-items: baseline; padding: 0.75rem 1.25rem;
  border-bottom: 1px solid #d0d4d8; background: #f5f6f7; color: #1b1f23; }
.docs-bar h1 { margin: 0; font-size: 1.1rem; }
.docs-bar a { color: #0b57d0; }
html.dark-mode body { background: #1c2022; }
html.dark-mode .docs-bar { background: #111416; border-color: #3a4046; color: #e4e6e6; }
html.dark-mode .docs-bar a { color: #8ab4f8; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f62b0; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1a7f4b; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0b7661; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #96530a; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c21d1d; }
html:not(.dark-mode) .swagger-ui .info .title small { background: #4f5560; }
html:not(.dark-mode) .swagger-ui .info .title small.version-stamp { background: #4a7000; }
html:not(.dark-mode) .swagger-ui .info .url,
html:not(.dark-mode) .swagger-ui .info a { color: #1f5fae; }
html:not(.dark-mode) .swagger-ui .btn.authorize { color: #1d7a50; border-color: #1d7a50; }
html:not(.dark-mode) .swagger-ui .btn.authorize span { color: #1d7a50; }
html:not(.dark-mode) .swagger-ui .btn.authorize svg { fill: #1d7a50; }
html:not(.dark-mode) .swagger-ui .parameter__in,
html:not(.dark-mode) .swagger-ui .parameter__deprecated { color: #5a5a5a; }
html.dark-mode .swagger-ui .header-col { color: #e4e6e6; }
`;

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>API reference · Back-office</title>
    <link rel="icon" href="data:," />
    <script src="${DOCS_PREFIX}/theme.js"></script>
    <link rel="stylesheet" href="${DOCS_PREFIX}/swagger-ui.css" />
    <link rel="stylesheet" href="${DOCS_PREFIX}/docs.css" />
  </head>
  <body>
    <header class="docs-bar">
      <h1>API reference</h1>
      <a href="${OPENAPI_PATH}">OpenAPI document (JSON)</a>
      <a href="/">Back to the back-office</a>
    </header>
    <div id="api-reference"></div>
    <script src="${DOCS_PREFIX}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PREFIX}/docs.js"></script>
  </body>
</html>
`;

/** The files of the page: Swagger UI's, by their name in swagger-ui-dist, and this page's own. */
export const DOCS_FILES: Readonly<
  Record<string, { type: string; from: string } | { type: string; text: string }>
> = {
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', from: 'swagger-ui-bundle.js' },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', from: 'swagger-ui.css' },
  'theme.js': { type: 'text/javascript; charset=utf-8', text: THEME_JS },
  'docs.js': { type: 'text/javascript; charset=utf-8', text: DOCS_JS },
  'docs.css': { type: 'text/css; charset=utf-8', text: DOCS_CSS },
};

/** The viewer's files the build copies (and compresses) into `dist/api-docs`. */
export const VIEWER_FILES = Object.values(DOCS_FILES).flatMap((file) =>
  'from' in file ? [file.from] : [],
);
