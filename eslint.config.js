import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import serverTables from './apps/server/eslint/one-writer-per-table.js';

/** Each table's one writer (issue 22, item 1), relative to apps/server/src. */
const tableOwners = {
  accounts: 'accounts/account-repository.ts',
  sessions: 'accounts/session-repository.ts',
  passwordResetTokens: 'accounts/password-reset-repository.ts',
  mailOutbox: 'mail/mail-outbox-repository.ts',
  logEntries: 'logs/log-entry-repository.ts',
  rateLimitCounters: 'rate-limit/rate-limit-repository.ts',
  sites: 'sites/site-repository.ts',
  siteVersions: 'sites/site-version-repository.ts',
  siteVisits: 'sites/site-visit-repository.ts',
  siteVisitCounts: 'sites/site-visit-repository.ts',
  siteGuestSessions: 'sites/site-guest-session-repository.ts',
  siteHosts: 'addresses/site-host-repository.ts',
  postKeys: 'guest-answers/post-key-repository.ts',
  formSubmissions: 'guest-answers/guest-answer-repository.ts',
  rsvpAnswers: 'guest-answers/guest-answer-repository.ts',
  rsvpDietQuestions: 'guest-answers/diet-question-repository.ts',
  households: 'households/household-repository.ts',
  uninvitedRsvpAttempts: 'households/household-repository.ts',
  householdReminders: 'households/household-reminder-repository.ts',
  guestListSettings: 'households/household-reminder-repository.ts',
  giftReservations: 'gift-registry/gift-reservation-repository.ts',
  prints: 'prints/print-repository.ts',
  orders: 'orders/order-repository.ts',
  payments: 'payments/payment-repository.ts',
  stripeWebhookEvents: 'payments/webhook-event-repository.ts',
  feedback: 'feedback/feedback-repository.ts',
};

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
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'server-tables': serverTables },
    rules: {
      'server-tables/one-writer-per-table': [
        'error',
        {
          owners: Object.fromEntries(
            Object.entries(tableOwners).map(([table, owner]) => [table, `apps/server/src/${owner}`]),
          ),
        },
      ],
    },
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
    files: ['apps/web/src/modules/**/!(*-editor|*-dialog).tsx', 'apps/web/src/app/public/**'],
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
    files: ['apps/web/src/modules/*/*-view.tsx', 'apps/web/src/app/public/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/*-test-utils.tsx',
      'apps/web/src/app/public/legacy-site-view.tsx',
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
