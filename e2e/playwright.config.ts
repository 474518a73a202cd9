import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  E2E_DK_PORT,
  E2E_DK_WEDDING_PORT,
  E2E_PORT,
  E2E_WEDDING_PORT,
  chromiumExecutable,
} from './fixtures/environment';

// A fresh embedded database for every run, so tests never see a previous run's data.
const dataDir = mkdtempSync(join(tmpdir(), 'eventsite-e2e-'));
const weddingDataDir = mkdtempSync(join(tmpdir(), 'eventsite-e2e-wedding-'));
const dkDataDir = mkdtempSync(join(tmpdir(), 'eventsite-e2e-dk-'));
const dkWeddingDataDir = mkdtempSync(join(tmpdir(), 'eventsite-e2e-dk-wedding-'));

/** Wedding-only screens (the get-started wizard) run against a second server with BRAND=wedding. */
const WEDDING_SPECS = /\.wedding\.spec\.ts$/;
/** The Danish market's screens run against a third server with MARKET=dk. */
const DK_SPECS = /\.dk\.spec\.ts$/;
/** The Danish market's wedding screens (printed invitations) run against a fourth, wedding and dk. */
const DK_WEDDING_SPECS = /\.dk-wedding\.spec\.ts$/;

function serverEnvironment(port: number, directory: string, brand: string, market = 'se') {
  return {
    PORT: String(port),
    DATA_DIR: directory,
    BRAND: brand,
    MARKET: market,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN: '1000/60',
    RATE_LIMIT_REGISTER: '1000/60',
    RATE_LIMIT_RESET: '1000/60',
    // Passwords are hashed at a test cost: the run registers hundreds of owners.
    PASSWORD_HASH_COST: '1024',
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // A missing reference screenshot fails in CI instead of being written there and passing.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  use: {
    // The port must not start with 30: that prefix means local development, where hosts are ignored.
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'sv-SE',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [WEDDING_SPECS, DK_SPECS, DK_WEDDING_SPECS],
      use: { ...devices['Desktop Chrome'], locale: 'sv-SE' },
    },
    {
      name: 'wedding',
      testMatch: WEDDING_SPECS,
      use: { ...devices['Desktop Chrome'], locale: 'sv-SE', baseURL: `http://localhost:${E2E_WEDDING_PORT}` },
    },
    {
      name: 'dk',
      testMatch: DK_SPECS,
      use: { ...devices['Desktop Chrome'], locale: 'da-DK', baseURL: `http://localhost:${E2E_DK_PORT}` },
    },
    {
      name: 'dk-wedding',
      testMatch: DK_WEDDING_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        locale: 'da-DK',
        baseURL: `http://localhost:${E2E_DK_WEDDING_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: 'npm start -w @eventsite/server',
      cwd: '..',
      url: `http://localhost:${E2E_PORT}/api/config`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnvironment(E2E_PORT, dataDir, 'party'),
    },
    {
      // The same built web app, served by a server of the wedding brand.
      command: 'npm start -w @eventsite/server',
      cwd: '..',
      url: `http://localhost:${E2E_WEDDING_PORT}/api/config`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnvironment(E2E_WEDDING_PORT, weddingDataDir, 'wedding'),
    },
    {
      // The same built web app, served by a server of the Danish market.
      command: 'npm start -w @eventsite/server',
      cwd: '..',
      url: `http://localhost:${E2E_DK_PORT}/api/config`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnvironment(E2E_DK_PORT, dkDataDir, 'party', 'dk'),
    },
    {
      // The same built web app, served by a wedding server of the Danish market.
      command: 'npm start -w @eventsite/server',
      cwd: '..',
      url: `http://localhost:${E2E_DK_WEDDING_PORT}/api/config`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnvironment(E2E_DK_WEDDING_PORT, dkWeddingDataDir, 'wedding', 'dk'),
    },
  ],
});
