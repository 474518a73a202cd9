import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/*/scripts/**/*.mjs', '**/*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'react', 'react-dom'],
              message: 'core is universal: no I/O, no React',
            },
          ],
        },
      ],
    },
  },
  {
    // What a client sends is validated by these schemas, so every string in them must refuse what the
    // database cannot store (`decisions.md` §5).
    files: ['packages/core/src/**/*.ts', 'apps/server/src/routes/**/*.ts'],
    ignores: ['packages/core/src/schemas/common.ts', 'packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: 'Use textSchema from schemas/common: it refuses text the database cannot store.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The public bundle must never pull in editor code: guest module views and the public app
    // may not import editor dialogs or owner features.
    files: ['apps/web/src/modules/**/!(*-editor|*-dialog).tsx', 'apps/web/src/public-site/**'],
    // Tests and their helpers are never bundled; an editor's test imports its editor.
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*-test-utils.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/*-editor', '**/*-editor.tsx'],
              message: 'public code may not import editor code',
            },
          ],
        },
      ],
    },
  },
  {
    // A guest's first load must not carry zod or the version-1 model (the 110 KB budget of issue 15):
    // guest views import schemas for their types only, and version-1 rules load with the lazy legacy view.
    files: ['apps/web/src/modules/*/*-view.tsx', 'apps/web/src/public-site/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/*-test-utils.tsx',
      'apps/web/src/public-site/legacy-site-view.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@eventsite/core/schemas/*'],
              allowTypeImports: true,
              message: 'guest views take schemas as types only: zod would join every guest’s first load',
            },
            {
              group: ['@eventsite/core/rules/legacy-*', '!@eventsite/core/rules/legacy-site-language'],
              message: 'version-1 rules load with the lazy legacy view, not on every guest’s first load',
            },
          ],
        },
      ],
    },
  },
);
