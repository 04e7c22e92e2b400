// One ESLint config for the whole workspace. The import rules below encode the layering of
// docs/conventions.md: domain <- api <- app, ui <- app, and feature folders that
// talk to each other only through their index.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;
const featuresDir = path.join(root, 'apps/backoffice/src/features');
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir).filter((f) => fs.statSync(path.join(featuresDir, f)).isDirectory())
  : [];

/** A feature may import another feature only through that feature's index.ts. */
const featureZones = features.flatMap((target) =>
  features
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./apps/backoffice/src/features/${target}`,
      from: `./apps/backoffice/src/features/${from}`,
      except: ['./index.ts'],
      message: `features/${target} may use features/${from} only through its index.ts`,
    })),
);

/**
 * The app's layers: `app/` is the shell (routes, providers), `shared/` the library every
 * feature uses (API context, toasts, clock, forms, the list pattern, paths), `features/` the
 * screens. Features import shared, never the shell; shared imports neither features nor the
 * shell. Tests may import the shell (they render the whole app); stories go through src/stories.
 */
const appSrc = './apps/backoffice/src';
const sharedZones = [
  {
    target: `${appSrc}/shared`,
    from: `${appSrc}/features`,
    message: 'shared/ imports no feature: features import shared/',
  },
  {
    target: `${appSrc}/shared`,
    from: `${appSrc}/app`,
    message: 'shared/ imports nothing of the app shell (app/)',
  },
];
const shellZone = {
  target: `${appSrc}/features`,
  from: `${appSrc}/app`,
  message: 'features import shared/, not the app shell (app/)',
};
/** What stories wrap a screen in (src/stories) renders the shell: stories only use it. */
const storySupportZones = ['features', 'shared'].map((layer) => ({
  target: `${appSrc}/${layer}`,
  from: `${appSrc}/stories`,
  message: 'src/stories is for stories only',
}));

const reactAndDom = [
  'react',
  'react-dom',
  'react-dom/*',
  'swr',
  'react-router',
  'react-router-dom',
];

/**
 * A block refusing, in `files`, imports of the packages in `group` (one message for all), and
 * of the `paths` given (each with its own message): a layer's list of what it may not use.
 */
const forbidImports = (files, group, message, paths) => ({
  files: [files],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group, message }], ...(paths && { paths }) }],
  },
});

/** What a test file's `describe`/`it`/`test` may not be followed by (see the test-files block). */
const testRoots = '/^(describe|suite|it|test|bench)$/';
const parkedTests = '/^(only|skip|todo|fixme)$/';
const parkedTestMessage =
  'No .only, .skip, .todo or .fixme on main: a focused test hides the others, a parked one hides its own failure.';

/**
 * File names, one case per kind of module: camelCase for a module (`searchCriteria.ts`,
 * `readCache.test.ts`), PascalCase for a React component's file where the package has React
 * (`DataTable.tsx`, `DataTable.css.ts`). The name is read up to its first dot; `.d.ts`
 * declarations keep their tools' names (`vite-env.d.ts`).
 */
const fileNames = {
  rules: {
    case: {
      meta: {
        type: 'suggestion',
        schema: [{ type: 'object', properties: { pascal: { type: 'boolean' } } }],
        messages: {
          name: "File name '{{name}}': write it in camelCase{{pascal}} (no dashes or underscores).",
        },
      },
      create(context) {
        const file = path.basename(context.filename);
        if (file.endsWith('.d.ts')) return {};
        const name = file.split('.')[0];
        const pascal = context.options[0]?.pascal ?? false;
        const ok = /^[a-z][a-zA-Z0-9]*$/.test(name) || (pascal && /^[A-Z][a-zA-Z0-9]*$/.test(name));
        if (!ok)
          context.report({
            loc: { line: 1, column: 0 },
            messageId: 'name',
            data: { name: file, pascal: pascal ? ', or PascalCase for a component' : '' },
          });
        return {};
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.test-dist-*/**',
      'storybook-static/**',
      '**/coverage/**',
      '.turbo/**',
      '.data/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Regular expressions on every package: no super-linear backtracking or moves (a crafted
  // input must never hold the event loop; the sign-in email check once took 15 s on 96,000
  // dots), plus the plugin's correctness rules.
  regexp.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      // Style only (how an expression is written, not what it matches or how long it takes).
      'regexp/no-unused-capturing-group': 'off',
      'regexp/use-ignore-case': 'off',
      'regexp/negation': 'off',
      'regexp/prefer-w': 'off',
      'regexp/optimal-quantifier-concatenation': 'off',
      'regexp/no-useless-flag': 'off',
      'regexp/no-useless-character-class': 'off',
    },
  },
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/*/tsconfig.json',
            'apps/*/tsconfig.json',
            'bench/harness/tsconfig.json',
            'tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...featureZones, ...sharedZones, shellZone, ...storySupportZones],
          basePath: root,
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Pure rules: no React, no DOM, no fetch, no other layer.
    files: ['packages/domain/src/**'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: reactAndDom
            .filter((p) => !p.includes('*'))
            .map((name) => ({
              name,
              message: 'packages/domain is pure: no React and no DOM.',
            })),
          patterns: [
            { group: ['react-dom/*'], message: 'packages/domain is pure: no React and no DOM.' },
            { group: ['@backoffice/*'], message: 'packages/domain imports no other layer.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'fetch', 'HTMLElement'].map(
          (name) => ({ name, message: 'packages/domain is pure: no DOM and no fetch.' }),
        ),
      ],
    },
  },
  // Generic components: no business layers.
  forbidImports(
    'packages/ui/src/**',
    [
      '@backoffice/api',
      '@backoffice/api/*',
      '@backoffice/domain',
      '@backoffice/domain/*',
      '@backoffice/app',
      '@backoffice/server',
    ],
    'packages/ui knows nothing of the business: no api, domain or app imports.',
  ),
  forbidImports(
    'packages/api/src/**',
    ['@backoffice/ui', '@backoffice/ui/*', '@backoffice/app', '@backoffice/server'],
    'packages/api depends only on packages/domain.',
  ),
  forbidImports(
    'apps/server/src/**',
    ['@backoffice/ui', '@backoffice/ui/*', '@backoffice/app', 'react', 'react-dom'],
    'apps/server uses packages/api and packages/domain, never the UI.',
    [
      {
        name: '@backoffice/api',
        message:
          "The server imports '@backoffice/api/contract' (no React, no SWR); the package's root entry re-exports the app's hooks.",
      },
    ],
  ),
  {
    // One way to read the app's tree: a module two folders away or more is named from src/
    // (`@/shared/paths`), never climbed to (`../../shared/paths`). A sibling (`./`) or the
    // parent folder (`../`) stays relative.
    files: ['apps/backoffice/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message: "Name it from the app's src/ with '@/' (e.g. '@/shared/paths').",
            },
          ],
        },
      ],
    },
  },
  {
    plugins: { 'file-names': fileNames },
    files: ['packages/domain/src/**/*.ts', 'apps/server/src/**/*.ts', 'packages/api/src/**/*.ts'],
    rules: { 'file-names/case': 'error' },
  },
  {
    files: [
      'packages/ui/src/**/*.{ts,tsx}',
      'apps/backoffice/src/**/*.{ts,tsx}',
      'packages/api/src/**/*.tsx',
    ],
    plugins: { 'file-names': fileNames },
    rules: { 'file-names/case': ['error', { pascal: true }] },
  },
  {
    files: [
      '**/*.stories.tsx',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/e2e/**',
      'scripts/**',
      '.storybook/**',
      'bench/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // A focused or parked test must not reach main: `.only` silently leaves the rest
    // of its file unrun (Vitest refuses it only when CI is set, Playwright with forbidOnly),
    // and `.skip`, `.todo`, Playwright's `.fixme` and the x/f aliases park a check where no run
    // reports it failing. Vitest's and Playwright's forms alike: `it.only`, `test.describe.skip`,
    // `describe.only.each`, `test.concurrent.only`, `xit`, `fdescribe`...
    files: ['**/*.test.{ts,tsx,js,mjs}', '**/*.spec.{ts,tsx,js,mjs}', '**/e2e/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[object.name=${testRoots}][property.name=${parkedTests}]`,
          message: parkedTestMessage,
        },
        {
          selector: `MemberExpression[object.object.name=${testRoots}][property.name=${parkedTests}]`,
          message: parkedTestMessage,
        },
        {
          selector: 'CallExpression[callee.name=/^[xf](it|test|describe)$/]',
          message: parkedTestMessage,
        },
      ],
    },
  },
  {
    // Stories render a screen through src/stories (which renders the shell), never the shell
    // itself.
    files: ['apps/backoffice/src/**/*.stories.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...sharedZones, shellZone], basePath: root },
      ],
    },
  },
  {
    // Tests render the whole app: they may import the shell (App).
    files: ['apps/backoffice/src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...sharedZones], basePath: root },
      ],
    },
  },
);
