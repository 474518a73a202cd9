import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
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
  sitePublications: 'addresses/site-publication-repository.ts',
  sitesWithRsvps: 'guest-answers/guest-answer-repository.ts',
  giftReservationTotals: 'gift-registry/gift-reservation-repository.ts',
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
  accountErasures: 'personal-data/account-erasure-repository.ts',
  accountExports: 'personal-data/account-export-repository.ts',
  bookkeepingRecords: 'personal-data/bookkeeping-repository.ts',
  retentionNotices: 'personal-data/retention-notice-repository.ts',
  seatingPlans: 'seating/seating-plan-repository.ts',
  gifts: 'gifts/gift-repository.ts',
  giftReservationThanks: 'gifts/gift-repository.ts',
  giftPotTotals: 'gifts/gift-repository.ts',
  speechSignups: 'speeches/speech-repository.ts',
  speechRunningOrders: 'speeches/speech-repository.ts',
  toastmasterLinks: 'speeches/speech-repository.ts',
};

const WEB = 'apps/web/src';
const FEATURES = readdirSync(`${import.meta.dirname}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What only owners run, by folder: guests' code may import none of it (issue 22). The build test
 * e2e/tests/guest-bundle.spec.ts reads the same list.
 */
const EDITOR_CODE = JSON.parse(
  readFileSync(`${import.meta.dirname}/apps/web/editor-code.json`, 'utf8'),
).folders.map((folder) => `apps/web/${folder}/**`);
/** Tests and their helpers are never bundled; an editor's test imports its editor. */
const WEB_TESTS = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/*-test-utils.{ts,tsx}`, `${WEB}/test/**`];

/** Files of the web app no guest's browser loads besides the editor code: the print view's server entry. */
const GUEST_UNREACHABLE = [`${WEB}/server-render/render-print-view.tsx`];
/** What draws a guest's page: the modules' guest parts and the public site (less EDITOR_CODE). */
const GUEST_VIEWS = [`${WEB}/modules/**/*.{ts,tsx}`, `${WEB}/public-site/**/*.{ts,tsx}`];

/**
 * The layers, each importing only from those below it: shared (components, lib, fonts, themes,
 * site-graphics, styles) → modules → public-site (the guest's site, which the editor previews) →
 * features → app. Features never import each other: what two share moves down a layer.
 */
const LAYER_ZONES = [
  {
    target: ['components', 'lib', 'fonts', 'themes', 'site-graphics', 'styles'].map((dir) => `${WEB}/${dir}`),
    from: ['modules', 'public-site', 'features', 'app'].map((dir) => `${WEB}/${dir}`),
    message: 'shared code imports only shared code',
  },
  {
    target: `${WEB}/modules`,
    from: ['public-site', 'features', 'app'].map((dir) => `${WEB}/${dir}`),
    message: 'modules import only shared code and other modules',
  },
  {
    target: `${WEB}/public-site`,
    from: ['features', 'app'].map((dir) => `${WEB}/${dir}`),
    message: 'the public site imports only modules and shared code',
  },
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'features never import an app entry' },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'features never import each other: move what they share down to a shared layer',
  })),
];

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
    // Services take their dependencies as a small object (`<area>-deps.ts`), so they can be called and
    // tested without a server; only the edge (routes, plugins, the deps builders) sees the Fastify instance.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/routes/**',
      'apps/server/src/plugins/**',
      'apps/server/src/**/*-deps.ts',
      'apps/server/src/app.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyInstance'],
              message: 'Take a deps object (see src/guest-answers/guest-answer-deps.ts), not the app.',
            },
          ],
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
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript files too: the plugin follows only these when it looks for cycles.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
    },
  },
  {
    // Everything else in the web app may reach a guest's browser, so it never imports editor code: the
    // public bundle must not carry it (also checked on the build, e2e/tests/guest-bundle.spec.ts).
    files: [`${WEB}/**/*.{ts,tsx}`],
    // main.tsx chooses the entry: it lazy-loads the editor's for owners only. The print view's server entry
    // draws the print editor's card for the PDF on the server; no browser loads it.
    ignores: [...EDITOR_CODE, ...WEB_TESTS, `${WEB}/main.tsx`, `${WEB}/server-render/render-print-view.tsx`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...LAYER_ZONES,
            {
              target: WEB,
              from: EDITOR_CODE.map((glob) => `${import.meta.dirname}/${glob}`),
              message: 'guests’ code may not import editor code',
            },
          ],
        },
      ],
    },
  },
  {
    // The owners' icons come from lucide-react; its runtime would grow every guest's first load (issue 22),
    // so guests' code draws lucide's pictures itself, in components/ui/icons.tsx.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [...EDITOR_CODE, ...WEB_TESTS, ...GUEST_UNREACHABLE],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'lucide-react', message: 'guests’ icons are in components/ui/icons.tsx' }] },
      ],
    },
  },
  {
    // A guest's first load must not carry zod or the version-1 model (the 110 KB budget of issue 15):
    // guest views import schemas for their types only, and version-1 rules load with the lazy legacy view.
    // A guest's calls to the server (`*-api.ts`, `*-calls.ts`) load on demand, when the guest acts, and check
    // the server's answers with zod.
    files: [...GUEST_VIEWS, `${WEB}/components/ui/**/*.{ts,tsx}`],
    ignores: [
      ...EDITOR_CODE,
      ...WEB_TESTS,
      `${WEB}/public-site/legacy-site-view.tsx`,
      `${WEB}/modules/**/*-{api,calls}.ts`,
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', allowTypeImports: true, message: 'zod would join every guest’s first load' },
            {
              name: '@eventsite/core',
              allowTypeImports: true,
              message: 'the core index carries every schema: import the module you need from its path',
            },
          ],
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
