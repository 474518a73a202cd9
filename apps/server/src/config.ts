import { isAbsolute, resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import { gandiOwnerContactSchema, type GandiConfig } from './payments/gandi-registrar';
import { PRINTS_EACH_CARD } from './print-partner/print-partner';
import { REPO_ROOT } from './server-paths';
import type { S3StorageConfig } from './storage/s3-storage';
import {
  BRAND_MARKET_SETTINGS,
  BRANDS,
  MARKETS,
  developmentDomain,
  type AppConfig,
  type Brand,
  type Market,
  demoHostOf,
  studentDemoHostOf,
} from '@eventsite/core';

export { REPO_ROOT };

export const RATE_LIMIT_BUCKETS = [
  'login',
  'register',
  'reset',
  'logs',
  'post-key',
  'submission',
  'reservation',
  'upload',
  'quick-start-upload',
  'name-match',
] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Safe defaults: enough for people, too few for scripts. A load or acceptance run raises them by env. */
const DEFAULT_RATE_LIMITS: Record<RateLimitBucket, string> = {
  login: '10/60',
  register: '10/3600',
  reset: '5/900',
  logs: '60/60',
  'post-key': '60/60',
  submission: '20/60',
  reservation: '20/60',
  upload: '60/600',
  // Images made without an account (uploads and crops), per IP and day.
  'quick-start-upload': '40/86400',
  // Names tried against a guest list that only invited guests answer (issue 21), per IP.
  'name-match': '10/600',
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type TrustProxy = boolean | number | string[];

/** Where map pictures come from (`decisions.md` §6): drawn offline, or fetched from a static-map service. */
type MapConfig =
  | { provider: 'offline' }
  | {
      provider: 'static';
      /** With {location} {zoom} {color} {theme} {width} {height} {key} filled in, URL-encoded. */
      urlTemplate: string;
      apiKey: string;
    };

/** Card payments (`decisions.md` §6): Stripe, or the built-in simulator of Stripe's test cards. */
type CardConfig =
  | { provider: 'simulated' }
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string };

/** Swish payments (`decisions.md` §6): the Swish Commerce API, or the simulator at `/dev/swish`. */
type SwishConfig =
  | {
      provider: 'simulated';
      /** Approve every new payment request at once, as a payer would (for tests). */
      autoApprove: boolean;
    }
  | {
      provider: 'swish';
      /** E.g. https://cpc.getswish.net/swish-cpcapi (production) or the Merchant Swish Simulator. */
      apiUrl: string;
      payeeAlias: string;
      /** The merchant's TLS client certificate with its key, as a PKCS #12 file. */
      certificatePath: string;
      certificatePassphrase: string;
      /** The Swish root certificate, PEM. */
      caPath: string | undefined;
      /** Where Swish posts the outcome: HTTPS on the main domain. */
      callbackUrl: string;
    };

/** MobilePay payments (`decisions.md` §8): the Vipps MobilePay ePayment API, or the simulator at `/dev/mobilepay`. */
type MobilePayConfig =
  | {
      provider: 'simulated';
      /** Approve every new payment at once, as a payer would (for tests). */
      autoApprove: boolean;
    }
  | {
      provider: 'vipps';
      /** https://api.vipps.no (production) or https://apitest.vipps.no (test). */
      apiUrl: string;
      clientId: string;
      clientSecret: string;
      subscriptionKey: string;
      merchantSerialNumber: string;
      /** The secret MobilePay gave when the webhook was registered; signs every webhook. */
      webhookSecret: string;
      /** A root certificate (PEM) to trust besides Node's own store. */
      caPath: string | undefined;
    };

/** Where uploads, maps and PDFs are kept (`decisions.md` §6): a local directory, or an S3-compatible bucket. */
type StorageConfig = { provider: 'local' } | ({ provider: 's3' } & S3StorageConfig);

/** Where custom domains are registered (`decisions.md` §6): Gandi's API, or the simulator. */
type RegistrarConfig = { provider: 'simulated' } | ({ provider: 'gandi' } & GandiConfig);

/** Who prints paid card orders (`decisions.md` §6): Gelato's Order API, or the simulator at `/dev/prints`. */
type PrintPartnerConfig =
  | { provider: 'simulated' }
  | {
      provider: 'gelato';
      apiUrl: string;
      apiKey: string;
      cardProductUid: string;
      envelopeProductUids: { standard: string | undefined; premium: string | undefined };
      shipmentMethodUid: string | undefined;
      /** The secret in the webhook URL registered in Gelato's portal (Gelato signs nothing itself). */
      webhookSecret: string;
    };

/** DNS values shown to an owner who keeps their domain at another registrar (`000` §5). */
interface DnsConfig {
  aRecord: string;
  cnameTarget: string;
}

export interface ServerConfig {
  brand: Brand;
  market: Market;
  port: number;
  host: string;
  /** A real PostgreSQL server; without it the embedded PGlite database in `dataDir/pglite` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** SMTP delivery; without it the mail outbox is the simulator, read at `/dev/mail`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  domain: string;
  /** Where the web app is reached from a browser; links in mails start with it. */
  publicUrl: string;
  nodeEnv: string;
  production: boolean;
  secureCookies: boolean;
  localDevelopment: boolean;
  trustProxy: TrustProxy;
  logLevel: (typeof LOG_LEVELS)[number];
  rateLimits: Record<RateLimitBucket, RateLimit>;
  /** True when the built-in provider simulators run and their `/dev/*` pages exist (never in production). */
  simulators: boolean;
  productName: string;
  contactMail: string;
  maps: MapConfig;
  card: CardConfig;
  swish: SwishConfig;
  mobilePay: MobilePayConfig;
  dns: DnsConfig;
  storage: StorageConfig;
  registrar: RegistrarConfig;
  printPartner: PrintPartnerConfig;
  /** Headless Chromium that prints cards to PDF (Debian's package by default). */
  chromiumPath: string;
  /** Quick-start uploads no saved site shows are deleted after this many days. */
  quickStartUploadMaxAgeDays: number;
  personalData: PersonalDataConfig;
  operations: OperationsConfig;
}

/** How long personal data is kept (issue 33, items 2–4); the defaults are in the README. */
interface PersonalDataConfig {
  /** Guests' data is erased this many months after the site's publication ends (or a draft's last save). */
  guestDataRetentionMonths: number;
  /** Logs and rate-limit rows holding IP addresses are kept at most this many days. */
  ipLogRetentionDays: number;
  /** An owner's export zip can be downloaded for this many days. */
  exportValidDays: number;
  /** Receipts and paid orders of a deleted account are kept, anonymised, this many years. */
  bookkeepingYears: number;
}

/** How the process behaves as a service: shutdown, overload protection, metrics (`decisions.md` §5). */
interface OperationsConfig {
  /** Running requests get this long after SIGTERM/SIGINT before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Above any of these, requests are answered 503 with Retry-After instead of queueing; 0 turns one off. */
  overload: {
    maxEventLoopDelayMs: number;
    maxEventLoopUtilization: number;
    maxHeapUsedBytes: number;
    maxRssBytes: number;
    /** How often the figures above are sampled. */
    sampleIntervalMs: number;
  };
  /** How often the database is asked `select 1`; while it fails every request is answered 503. */
  databaseCheckIntervalMs: number;
  /** Prometheus text at this path, or none when null. */
  metricsPath: string | null;
  /** With a token, metrics need `Authorization: Bearer <token>`; without, only direct loopback requests. */
  metricsToken: string | undefined;
}

export type Environment = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const rateLimitText = z
  .string()
  .regex(/^\d+\/\d+$/, 'expected "<max requests>/<window seconds>", e.g. 10/60')
  .transform((value) => {
    const [max, windowSeconds] = value.split('/').map(Number);
    return { max: max ?? 0, windowSeconds: windowSeconds ?? 0 };
  })
  .refine((limit) => limit.max >= 1 && limit.windowSeconds >= 1, 'both numbers must be at least 1');

const trustProxyText = z.string().transform((value): TrustProxy => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
});

/** `RATE_LIMIT_POST_KEY` for the `post-key` bucket. */
export const rateLimitVariableName = (bucket: RateLimitBucket) =>
  `RATE_LIMIT_${bucket.toUpperCase().replaceAll('-', '_')}`;

const environmentSchema = z.object({
  BRAND: z.enum(BRANDS).default('party'),
  MARKET: z.enum(MARKETS).default('se'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().optional(),
  BRAND_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'expected a host name such as festsidan.se')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  NODE_ENV: z.string().default('development'),
  SECURE_COOKIES: booleanText.optional(),
  LOCAL_DEVELOPMENT: booleanText.default(false),
  TRUST_PROXY: trustProxyText.default(false),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  MAP_PROVIDER: z.enum(['offline', 'static']).default('offline'),
  STATIC_MAP_URL_TEMPLATE: z
    .url({ protocol: /^https?$/ })
    .refine((template) => template.includes('{location}'), 'must contain {location}')
    .optional(),
  MAP_API_KEY: z.string().optional(),
  CARD_PROVIDER: z.enum(['simulated', 'stripe']).default('simulated'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'expected a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'expected a Stripe publishable key (pk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'expected a webhook signing secret (whsec_…)')
    .optional(),
  SWISH_PROVIDER: z.enum(['simulated', 'swish']).default('simulated'),
  SWISH_API_URL: z.url({ protocol: /^https$/ }).default('https://cpc.getswish.net/swish-cpcapi'),
  SWISH_PAYEE_ALIAS: z
    .string()
    .regex(/^\d{10}$/, 'expected a 10-digit Swish number')
    .optional(),
  SWISH_CERT_PATH: z.string().optional(),
  SWISH_CERT_PASSPHRASE: z.string().optional(),
  SWISH_CA_PATH: z.string().optional(),
  SWISH_CALLBACK_URL: z.url({ protocol: /^https$/ }).optional(),
  SWISH_SIMULATOR_AUTO_APPROVE: booleanText.default(false),
  MOBILEPAY_PROVIDER: z.enum(['simulated', 'vipps']).default('simulated'),
  MOBILEPAY_API_URL: z.url({ protocol: /^https$/ }).default('https://api.vipps.no'),
  MOBILEPAY_CLIENT_ID: z.string().min(1).optional(),
  MOBILEPAY_CLIENT_SECRET: z.string().min(1).optional(),
  MOBILEPAY_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  MOBILEPAY_MERCHANT_SERIAL_NUMBER: z
    .string()
    .regex(/^\d{4,10}$/, 'expected the merchant serial number (digits)')
    .optional(),
  MOBILEPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  MOBILEPAY_CA_PATH: z.string().optional(),
  MOBILEPAY_SIMULATOR_AUTO_APPROVE: booleanText.default(false),
  REGISTRAR: z.enum(['simulated', 'gandi']).default('simulated'),
  GANDI_API_URL: z.url({ protocol: /^https$/ }).default('https://api.gandi.net'),
  GANDI_API_TOKEN: z.string().min(1).optional(),
  GANDI_SHARING_ID: z.string().min(1).optional(),
  GANDI_OWNER_CONTACT: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'expected JSON' });
        return z.NEVER;
      }
    })
    .pipe(gandiOwnerContactSchema)
    .optional(),
  PRINT_PARTNER: z.enum(['simulated', 'gelato']).default('simulated'),
  GELATO_API_URL: z.url({ protocol: /^https$/ }).default('https://order.gelatoapis.com'),
  GELATO_API_KEY: z.string().min(1).optional(),
  GELATO_CARD_PRODUCT_UID: z.string().min(1).optional(),
  GELATO_STANDARD_ENVELOPE_PRODUCT_UID: z.string().min(1).optional(),
  GELATO_PREMIUM_ENVELOPE_PRODUCT_UID: z.string().min(1).optional(),
  GELATO_SHIPMENT_METHOD_UID: z.string().min(1).optional(),
  GELATO_WEBHOOK_SECRET: z.string().min(32).optional(),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  QUICK_START_UPLOAD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  GUEST_DATA_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  IP_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(30).default(30),
  ACCOUNT_EXPORT_VALID_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  BOOKKEEPING_YEARS: z.coerce.number().int().min(1).max(20).default(7),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected an S3 bucket name')
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\/)*$/, 'expected path segments each ending in "/", e.g. eventsite/')
    .default(''),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).default(1000),
  MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  MAX_HEAP_USED_MB: z.coerce.number().min(0).optional(),
  MAX_RSS_MB: z.coerce.number().min(0).default(0),
  OVERLOAD_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  DATABASE_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  METRICS_PATH: z
    .string()
    .regex(/^(\/[A-Za-z0-9._-]+)+$|^off$/, 'expected a path such as /metrics, or "off"')
    .default('/metrics'),
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  DNS_A_RECORD: z.ipv4().default('127.0.0.1'),
  DNS_CNAME_TARGET: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'expected a host name')
    .optional(),
});

/** Variables that become required once a real provider is chosen. */
const PROVIDER_REQUIREMENTS = [
  {
    when: (env: z.infer<typeof environmentSchema>) => env.CARD_PROVIDER === 'stripe',
    because: 'CARD_PROVIDER=stripe',
    names: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  },
  {
    when: (env: z.infer<typeof environmentSchema>) => env.SWISH_PROVIDER === 'swish',
    because: 'SWISH_PROVIDER=swish',
    names: ['SWISH_PAYEE_ALIAS', 'SWISH_CERT_PATH'],
  },
  {
    when: (env: z.infer<typeof environmentSchema>) => env.MOBILEPAY_PROVIDER === 'vipps',
    because: 'MOBILEPAY_PROVIDER=vipps',
    names: [
      'MOBILEPAY_CLIENT_ID',
      'MOBILEPAY_CLIENT_SECRET',
      'MOBILEPAY_SUBSCRIPTION_KEY',
      'MOBILEPAY_MERCHANT_SERIAL_NUMBER',
      'MOBILEPAY_WEBHOOK_SECRET',
    ],
  },
  {
    when: (env: z.infer<typeof environmentSchema>) => env.REGISTRAR === 'gandi',
    because: 'REGISTRAR=gandi',
    names: ['GANDI_API_TOKEN', 'GANDI_OWNER_CONTACT'],
  },
  {
    when: (env: z.infer<typeof environmentSchema>) => env.PRINT_PARTNER === 'gelato',
    because: 'PRINT_PARTNER=gelato',
    names: ['GELATO_API_KEY', 'GELATO_CARD_PRODUCT_UID', 'GELATO_WEBHOOK_SECRET'],
  },
  {
    when: (env: z.infer<typeof environmentSchema>) => env.STORAGE === 's3',
    because: 'STORAGE=s3',
    names: ['S3_BUCKET'],
  },
  {
    // One key without the other is a half-made setting, never what the operator meant.
    when: (env: z.infer<typeof environmentSchema>) =>
      (env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined),
    because: 'the other S3 key is set',
    names: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  },
] as const;

const rateLimitsSchema = z
  .object(
    Object.fromEntries(
      RATE_LIMIT_BUCKETS.map((bucket) => [
        rateLimitVariableName(bucket),
        rateLimitText.default(rateLimitText.parse(DEFAULT_RATE_LIMITS[bucket])),
      ]),
    ),
  )
  .transform(
    (values) =>
      Object.fromEntries(
        RATE_LIMIT_BUCKETS.map((bucket) => [bucket, values[rateLimitVariableName(bucket)]]),
      ) as Record<RateLimitBucket, RateLimit>,
  );

function describeIssue(issue: z.core.$ZodIssue, environment: Environment): string {
  const name = String(issue.path[0] ?? '');
  const value = environment[name];
  return `  ${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`;
}

/**
 * Reads and checks the environment once at start. Every bad variable is listed in one message so that an
 * operator can fix them all at once.
 */
export function loadConfig(environment: Environment): ServerConfig {
  // An empty variable means "not set", as in most shells' `VAR= npm start`.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  const rateLimits = rateLimitsSchema.safeParse(present);
  const mapIssues: z.core.$ZodIssue[] =
    parsed.success && parsed.data.MAP_PROVIDER === 'static' && !parsed.data.STATIC_MAP_URL_TEMPLATE
      ? [
          {
            code: 'custom',
            path: ['STATIC_MAP_URL_TEMPLATE'],
            message: 'is required when MAP_PROVIDER=static',
            input: undefined,
          },
        ]
      : [];
  const providerIssues: z.core.$ZodIssue[] = parsed.success
    ? PROVIDER_REQUIREMENTS.filter((requirement) => requirement.when(parsed.data)).flatMap((requirement) =>
        requirement.names
          .filter((name) => parsed.data[name] === undefined)
          .map((name) => ({
            code: 'custom' as const,
            path: [name],
            message: `is required when ${requirement.because}`,
            input: undefined,
          })),
      )
    : [];
  if (!parsed.success || !rateLimits.success || mapIssues.length > 0 || providerIssues.length > 0) {
    const issues = [
      ...(parsed.error?.issues ?? []),
      ...(rateLimits.error?.issues ?? []),
      ...mapIssues,
      ...providerIssues,
    ];
    const lines = issues.map((issue) => describeIssue(issue, present));
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const settings = BRAND_MARKET_SETTINGS[env.BRAND][env.MARKET];
  const production = env.NODE_ENV === 'production';
  const domain = env.BRAND_DOMAIN ?? developmentDomain(env.BRAND);
  const dataDir = env.DATA_DIR ?? 'data';
  const smtpUrl = env.SMTP_URL;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

  return {
    brand: env.BRAND,
    market: env.MARKET,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(REPO_ROOT, dataDir),
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? `${settings.productName} <no-reply@${domain}>`,
    domain,
    publicUrl,
    nodeEnv: env.NODE_ENV,
    production,
    secureCookies: env.SECURE_COOKIES ?? production,
    localDevelopment: env.LOCAL_DEVELOPMENT,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL ?? (environment.VITEST ? 'silent' : 'info'),
    rateLimits: rateLimits.data,
    simulators: !production && smtpUrl === undefined,
    productName: settings.productName,
    contactMail: settings.contactMail,
    maps:
      env.MAP_PROVIDER === 'static' && env.STATIC_MAP_URL_TEMPLATE
        ? { provider: 'static', urlTemplate: env.STATIC_MAP_URL_TEMPLATE, apiKey: env.MAP_API_KEY ?? '' }
        : { provider: 'offline' },
    card:
      env.CARD_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY ?? '',
            publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
          }
        : { provider: 'simulated' },
    swish:
      env.SWISH_PROVIDER === 'swish'
        ? {
            provider: 'swish',
            apiUrl: env.SWISH_API_URL.replace(/\/+$/, ''),
            payeeAlias: env.SWISH_PAYEE_ALIAS ?? '',
            certificatePath: resolveFromRoot(env.SWISH_CERT_PATH ?? ''),
            certificatePassphrase: env.SWISH_CERT_PASSPHRASE ?? '',
            caPath: env.SWISH_CA_PATH ? resolveFromRoot(env.SWISH_CA_PATH) : undefined,
            callbackUrl: env.SWISH_CALLBACK_URL ?? `${publicUrl}/api/swish/callback`,
          }
        : { provider: 'simulated', autoApprove: env.SWISH_SIMULATOR_AUTO_APPROVE },
    mobilePay:
      env.MOBILEPAY_PROVIDER === 'vipps'
        ? {
            provider: 'vipps',
            apiUrl: env.MOBILEPAY_API_URL.replace(/\/+$/, ''),
            clientId: env.MOBILEPAY_CLIENT_ID ?? '',
            clientSecret: env.MOBILEPAY_CLIENT_SECRET ?? '',
            subscriptionKey: env.MOBILEPAY_SUBSCRIPTION_KEY ?? '',
            merchantSerialNumber: env.MOBILEPAY_MERCHANT_SERIAL_NUMBER ?? '',
            webhookSecret: env.MOBILEPAY_WEBHOOK_SECRET ?? '',
            caPath: env.MOBILEPAY_CA_PATH ? resolveFromRoot(env.MOBILEPAY_CA_PATH) : undefined,
          }
        : { provider: 'simulated', autoApprove: env.MOBILEPAY_SIMULATOR_AUTO_APPROVE },
    dns: { aRecord: env.DNS_A_RECORD, cnameTarget: env.DNS_CNAME_TARGET ?? `sites.${domain}` },
    quickStartUploadMaxAgeDays: env.QUICK_START_UPLOAD_MAX_AGE_DAYS,
    personalData: {
      guestDataRetentionMonths: env.GUEST_DATA_RETENTION_MONTHS,
      ipLogRetentionDays: env.IP_LOG_RETENTION_DAYS,
      exportValidDays: env.ACCOUNT_EXPORT_VALID_DAYS,
      bookkeepingYears: env.BOOKKEEPING_YEARS,
    },
    operations: {
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      overload: {
        maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
        maxEventLoopUtilization: env.MAX_EVENT_LOOP_UTILIZATION,
        maxHeapUsedBytes:
          env.MAX_HEAP_USED_MB === undefined ? defaultMaxHeapUsedBytes() : env.MAX_HEAP_USED_MB * MEBIBYTE,
        maxRssBytes: env.MAX_RSS_MB * MEBIBYTE,
        sampleIntervalMs: env.OVERLOAD_SAMPLE_INTERVAL_MS,
      },
      databaseCheckIntervalMs: env.DATABASE_CHECK_INTERVAL_MS,
      metricsPath: env.METRICS_PATH === 'off' ? null : env.METRICS_PATH,
      metricsToken: env.METRICS_TOKEN,
    },
    registrar:
      env.REGISTRAR === 'gandi' && env.GANDI_OWNER_CONTACT
        ? {
            provider: 'gandi',
            apiUrl: env.GANDI_API_URL,
            token: env.GANDI_API_TOKEN ?? '',
            sharingId: env.GANDI_SHARING_ID,
            owner: env.GANDI_OWNER_CONTACT,
          }
        : { provider: 'simulated' },
    printPartner:
      env.PRINT_PARTNER === 'gelato'
        ? {
            provider: 'gelato',
            apiUrl: env.GELATO_API_URL.replace(/\/+$/, ''),
            apiKey: env.GELATO_API_KEY ?? '',
            cardProductUid: env.GELATO_CARD_PRODUCT_UID ?? '',
            envelopeProductUids: {
              standard: env.GELATO_STANDARD_ENVELOPE_PRODUCT_UID,
              premium: env.GELATO_PREMIUM_ENVELOPE_PRODUCT_UID,
            },
            shipmentMethodUid: env.GELATO_SHIPMENT_METHOD_UID,
            webhookSecret: env.GELATO_WEBHOOK_SECRET ?? '',
          }
        : { provider: 'simulated' },
    chromiumPath: env.CHROMIUM_PATH,
    storage:
      env.STORAGE === 's3'
        ? {
            provider: 's3',
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
            prefix: env.S3_PREFIX,
          }
        : { provider: 'local' },
  };
}

const MEBIBYTE = 1024 * 1024;

/** 90 % of V8's heap limit: refusing new work there beats dying of an out-of-memory crash. */
function defaultMaxHeapUsedBytes(): number {
  return Math.floor(getHeapStatistics().heap_size_limit * 0.9);
}

function resolveFromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** The start-up settings the web app receives (`GET /api/config` and the `app-config` meta tag). */
export function toAppConfig(config: ServerConfig): AppConfig {
  return {
    brand: config.brand,
    market: config.market,
    domain: config.domain,
    demoHost: demoHostOf(config.domain),
    studentDemoHost: studentDemoHostOf(config.domain),
    productName: config.productName,
    contactMail: config.contactMail,
    simulators: config.simulators,
    localDevelopment: config.localDevelopment,
    printsHouseholdCards: PRINTS_EACH_CARD[config.printPartner.provider],
  };
}
