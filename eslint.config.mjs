import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import boundaries from './build-tools/eslint-boundaries.cjs';
import registry from '@storefront/shared/remotes';

const REMOTE_FOLDERS = registry.REMOTES.map((remote) => remote.folder);
const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * Inside a remote, a feature reaches another only through its index.ts (`../cart`, never
 * `../cart/cart-store`): for each feature folder, a zone forbidding its files to the remote's other
 * features, but its index.ts and its stylesheets (a side-effect import, which an index.ts cannot pass
 * on). The folders are read when lint starts, so a new feature is covered.
 */
const featureEntryZones = (folders) =>
  folders.flatMap((folder) => {
    const features = readdirSync(path.join(ROOT, folder, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    return features.flatMap((feature) => {
      const others = features.filter((other) => other !== feature).map((other) => `${folder}/src/features/${other}`);
      const inside = path.join(ROOT, folder, 'src/features', feature);
      if (others.length === 0) return [];
      return [
        {
          target: others,
          from: `${inside}/**`,
          except: [`${inside}/{index.ts,*.css}`],
          message: `Another feature reaches ${folder}'s ${feature} only through its index.ts ('../${feature}').`,
        },
      ];
    });
  });

/** What no package may import: another remote, the shell, or any package's internals. */
const crossPackageImports = {
  patterns: [
    {
      group: ['@storefront/mf-*', '@storefront/shell', '@storefront/shell/*'],
      message: 'Remotes and the shell talk through the shared stores and routes, never by importing each other.',
    },
    {
      group: ['@storefront/*/src', '@storefront/*/src/*', '@storefront/*/dist/*'],
      message: 'Import a package through its public entry, not its internals.',
    },
  ],
};

/** The router comes from @storefront/shared, which alone imports react-router (shared/src/routing/router.ts says why). */
const routerImports = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import the router from @storefront/shared: one copy on the page, built to what the storefront uses.',
};

/** So is react-i18next's hook (shared/src/i18n/react-i18next.ts). */
const translationImports = {
  group: ['react-i18next', 'react-i18next/*'],
  message: 'Import useTranslation from @storefront/shared: one copy on the page, built to what the storefront uses.',
};

/**
 * Classic zod, which browser code must not import (its tests may): @storefront/shared is evaluated
 * on every first visit, and classic zod's schemas carry every method, so none of it can be
 * tree-shaken (~23 KiB gzip); zod/mini's functions are, and only those used are bundled. The shell
 * and the remotes use zod/mini too, so no screen downloads a second, classic copy of zod.
 */
const CLASSIC_ZOD_MESSAGE =
  'Write browser code with zod/mini: classic zod cannot be tree-shaken (zod/mini can), and @storefront/shared loads on every first visit.';
const classicZodImports = {
  paths: ['zod', 'zod/v4', 'zod/v3', 'zod/v4/classic'].map((name) => ({ name, message: CLASSIC_ZOD_MESSAGE })),
  patterns: [{ group: ['zod/v4/classic/*'], message: CLASSIC_ZOD_MESSAGE }],
};

/** Forms resolve through @storefront/shared/forms' formResolver, which gives zod's issues the page's language. */
const resolverImports = {
  group: ['@hookform/resolvers', '@hookform/resolvers/*'],
  message: "Use formResolver from @storefront/shared/forms: zod's own messages are English.",
};

/** The import rule of browser code (not its tests): no other package's internals, no classic zod, no bare resolver, and `more`. */
const browserImports = (...more) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: classicZodImports.paths,
      patterns: [...crossPackageImports.patterns, ...classicZodImports.patterns, resolverImports, ...more],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/server-dist/**',
      '**/.tmp/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { storefront: boundaries },
    rules: {
      'storefront/no-cross-package-relative': 'error',
      'no-restricted-imports': ['error', crossPackageImports],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import circle anywhere in the house: a file never reaches itself through what it imports.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: REMOTE_FOLDERS.map((folder) => `${folder}/src/features/**/*.{ts,tsx}`),
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: featureEntryZones(REMOTE_FOLDERS) }] },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', 'static-host/bin/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The end-to-end suite drives the whole product: it starts the stack and reads the remotes' texts.
    files: ['e2e/**'],
    rules: { 'storefront/no-cross-package-relative': 'off' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['shared/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: browserImports(),
  },
  {
    // `@storefront/shared/forms` is bundled by each app that uses it: a relative import of the main
    // entry's modules would give that app a second store context, i18n hook or ApiCallError class.
    files: [
      'shared/src/customer/**',
      'shared/src/ui/human-check/**',
      'shared/src/ui/card-payment/**',
      'shared/src/ui/branch/**',
      'shared/src/data/**',
      'shared/src/points/**',
      'shared/src/push/**',
      'shared/src/forms/parts/**',
      'shared/src/standalone/**',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: browserImports(translationImports, {
      // The subpath's own parts (`../forms/parts/`, `../../forms/parts/`) are the exception.
      regex: '^(?!(\\.\\./)+forms/parts/)\\.\\./',
      message: "Take the main entry's parts from @storefront/shared (one of each on the page).",
    }),
  },
  {
    // The one module that may take zod's resolver (its parts' rule, without resolverImports).
    files: ['shared/src/forms/parts/form-resolver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: classicZodImports.paths, patterns: [...crossPackageImports.patterns, ...classicZodImports.patterns, translationImports] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.configs.recommended.rules,
  },
  {
    files: [...REMOTE_FOLDERS.map((folder) => `${folder}/src/**`), 'shell/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...crossPackageImports.patterns, routerImports, translationImports] }] },
  },
  {
    files: [...REMOTE_FOLDERS.map((folder) => `${folder}/src/**`), 'shell/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/src/testing/**'],
    rules: browserImports(routerImports, translationImports, {
      group: ['@storefront/shared/testing'],
      message: 'Test helpers are for tests only.',
    }),
  },
);
