import { isAbsolute, resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import { gandiOwnerContactSchema } from './payments/gandi-registrar';
import { PRINTS_EACH_CARD } from './print-partner/print-partner';
import { REPO_ROOT } from './server-paths';
import { GUEST_PHOTOS_MAX_BYTES, GUEST_PHOTOS_MAX_COUNT } from '@eventsite/core/constants/guest-photos';
import {
  BRAND_MARKET_SETTINGS,
  BRANDS,
  MARKETS,
  developmentDomain,
  type AppConfig,
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
  'gift-report',
  'upload',
  'quick-start-upload',
  'name-match',
  'seating-search',
  'gift-qr',
  'toastmaster',
  'guest-photo',
  'guest-photo-site',
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
  // Money gifts reported paid (issue 37), per IP: a family at one phone reports a few.
  'gift-report': '10/60',
  upload: '60/600',
  // Images made without an account (uploads and crops), per IP and day.
  'quick-start-upload': '40/86400',
  // Names tried against a guest list that only invited guests answer (issue 21), per IP.
  'name-match': '10/600',
  // Names looked up in a seating plan that guests may search (issue 35), per IP.
  'seating-search': '30/600',
  // Money gifts' QR codes drawn for guests (issue 37), per IP.
  'gift-qr': '60/600',
  // The toastmaster's desk (issue 36), per IP: each drag saves the order, so a busy evening's planning fits.
  toastmaster: '300/600',
  // Guests' photo uploads started (issue 38), per IP: a guest picks dozens at once.
  'guest-photo': '200/600',
  // …and per site, whoever sends them: a party's guests at once, not a script filling the site.
  'guest-photo-site': '1000/600',
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type TrustProxy = boolean | number | string[];

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

/** The variables every setup reads, and the optional ones of the real providers; checked for their form. */
const baseSchema = z.object({
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
  MAP_API_KEY: z.string().optional(),
  CARD_PROVIDER: z.enum(['simulated', 'stripe']).default('simulated'),
  SWISH_PROVIDER: z.enum(['simulated', 'swish']).default('simulated'),
  SWISH_API_URL: z.url({ protocol: /^https$/ }).default('https://cpc.getswish.net/swish-cpcapi'),
  SWISH_CERT_PASSPHRASE: z.string().optional(),
  SWISH_CA_PATH: z.string().optional(),
  SWISH_CALLBACK_URL: z.url({ protocol: /^https$/ }).optional(),
  SWISH_SIMULATOR_AUTO_APPROVE: booleanText.default(false),
  MOBILEPAY_PROVIDER: z.enum(['simulated', 'vipps']).default('simulated'),
  MOBILEPAY_API_URL: z.url({ protocol: /^https$/ }).default('https://api.vipps.no'),
  MOBILEPAY_CA_PATH: z.string().optional(),
  MOBILEPAY_SIMULATOR_AUTO_APPROVE: booleanText.default(false),
  REGISTRAR: z.enum(['simulated', 'gandi']).default('simulated'),
  GANDI_API_URL: z.url({ protocol: /^https$/ }).default('https://api.gandi.net'),
  GANDI_SHARING_ID: z.string().min(1).optional(),
  PRINT_PARTNER: z.enum(['simulated', 'gelato']).default('simulated'),
  GELATO_API_URL: z.url({ protocol: /^https$/ }).default('https://order.gelatoapis.com'),
  GELATO_STANDARD_ENVELOPE_PRODUCT_UID: z.string().min(1).optional(),
  GELATO_PREMIUM_ENVELOPE_PRODUCT_UID: z.string().min(1).optional(),
  GELATO_FOLDED_PLACE_CARD_PRODUCT_UID: z.string().min(1).optional(),
  GELATO_FLAT_PLACE_CARD_PRODUCT_UID: z.string().min(1).optional(),
  GELATO_SHIPMENT_METHOD_UID: z.string().min(1).optional(),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  QUICK_START_UPLOAD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  GUEST_PHOTO_UPLOAD_STORE: z.enum(['storage', 'file']).default('storage'),
  GUEST_PHOTO_PROCESSING: z.coerce.number().int().min(1).max(16).default(1),
  GUEST_PHOTOS_MAX_COUNT: z.coerce.number().int().min(0).default(GUEST_PHOTOS_MAX_COUNT),
  GUEST_PHOTOS_MAX_BYTES: z.coerce.number().int().min(0).default(GUEST_PHOTOS_MAX_BYTES),
  GUEST_DATA_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  IP_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(30).default(30),
  ACCOUNT_EXPORT_VALID_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  BOOKKEEPING_YEARS: z.coerce.number().int().min(1).max(20).default(7),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
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

/**
 * Variables that become required once `when` holds (a real provider is chosen), declared here only: they are
 * checked for their form whenever they are set, required by `when`, and the config reads a real provider's
 * settings from `needs`, so the requirement and the use cannot drift apart.
 */
function requires<Shape extends z.ZodRawShape>(
  when: (environment: Environment) => boolean,
  because: string,
  needs: Shape,
) {
  return { when, because, needs: z.object(needs) };
}

/** The variables a real provider cannot work without, once `variable` chooses it. */
const provider = <Shape extends z.ZodRawShape>(
  variable: keyof z.input<typeof baseSchema>,
  value: string,
  needs: Shape,
) => requires((environment) => environment[variable] === value, `${variable}=${value}`, needs);

const staticMap = provider('MAP_PROVIDER', 'static', {
  STATIC_MAP_URL_TEMPLATE: z
    .url({ protocol: /^https?$/ })
    .refine((template) => template.includes('{location}'), 'must contain {location}'),
});
const stripe = provider('CARD_PROVIDER', 'stripe', {
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'expected a Stripe secret key (sk_…)'),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'expected a Stripe publishable key (pk_…)'),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'expected a webhook signing secret (whsec_…)'),
});
const swish = provider('SWISH_PROVIDER', 'swish', {
  SWISH_PAYEE_ALIAS: z.string().regex(/^\d{10}$/, 'expected a 10-digit Swish number'),
  SWISH_CERT_PATH: z.string(),
});
const vipps = provider('MOBILEPAY_PROVIDER', 'vipps', {
  MOBILEPAY_CLIENT_ID: z.string().min(1),
  MOBILEPAY_CLIENT_SECRET: z.string().min(1),
  MOBILEPAY_SUBSCRIPTION_KEY: z.string().min(1),
  MOBILEPAY_MERCHANT_SERIAL_NUMBER: z
    .string()
    .regex(/^\d{4,10}$/, 'expected the merchant serial number (digits)'),
  MOBILEPAY_WEBHOOK_SECRET: z.string().min(1),
});
const gandi = provider('REGISTRAR', 'gandi', {
  GANDI_API_TOKEN: z.string().min(1),
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
    .pipe(gandiOwnerContactSchema),
});
const gelato = provider('PRINT_PARTNER', 'gelato', {
  GELATO_API_KEY: z.string().min(1),
  GELATO_CARD_PRODUCT_UID: z.string().min(1),
  GELATO_WEBHOOK_SECRET: z.string().min(32),
});
const s3 = provider('STORAGE', 's3', {
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected an S3 bucket name'),
});
// One key without the other is a half-made setting, never what the operator meant.
const s3Keys = requires(
  (environment) =>
    (environment.S3_ACCESS_KEY_ID === undefined) !== (environment.S3_SECRET_ACCESS_KEY === undefined),
  'the other S3 key is set',
  { S3_ACCESS_KEY_ID: z.string(), S3_SECRET_ACCESS_KEY: z.string() },
);

const REQUIREMENTS = [staticMap, stripe, swish, vipps, gandi, gelato, s3, s3Keys];

/** Every variable, each checked for its form when set; what is required comes from `REQUIREMENTS`. */
const environmentSchema = z.intersection(
  baseSchema,
  z.object(
    REQUIREMENTS.reduce<z.ZodRawShape>(
      (shape, requirement) => ({ ...shape, ...requirement.needs.partial().shape }),
      {},
    ),
  ),
);

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

/** The required variables that are missing: their form was checked with the rest of the environment. */
function missingIssues(present: Environment): z.core.$ZodIssue[] {
  return REQUIREMENTS.filter((requirement) => requirement.when(present)).flatMap((requirement) =>
    (requirement.needs.safeParse(present).error?.issues ?? []).map((issue) => ({
      ...issue,
      message: `is required when ${requirement.because}`,
    })),
  );
}

/** The server's settings, as `loadConfig` reads them from the environment. */
export type ServerConfig = ReturnType<typeof toServerConfig>;

/**
 * Reads and checks the environment once at start. Every bad variable is listed in one message so that an
 * operator can fix them all at once.
 */
export function loadConfig(environment: Environment): ServerConfig {
  // An empty variable means "not set", as in most shells' `VAR= npm start`.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  const rateLimits = rateLimitsSchema.safeParse(present);
  const missing = parsed.success ? missingIssues(present) : [];
  if (!parsed.success || !rateLimits.success || missing.length > 0) {
    const issues = [...(parsed.error?.issues ?? []), ...(rateLimits.error?.issues ?? []), ...missing];
    const lines = issues.map((issue) => describeIssue(issue, present));
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return toServerConfig(parsed.data, present, rateLimits.data, environment);
}

function toServerConfig(
  env: z.output<typeof baseSchema>,
  present: Environment,
  rateLimits: Record<RateLimitBucket, RateLimit>,
  environment: Environment,
) {
  /** A requirement's variables, once `loadConfig` checked that they are there. */
  const settingsOf = <Shape extends z.ZodRawShape>(requirement: { needs: z.ZodObject<Shape> }) =>
    requirement.needs.parse(present);
  const settings = BRAND_MARKET_SETTINGS[env.BRAND][env.MARKET];
  const production = env.NODE_ENV === 'production';
  const domain = env.BRAND_DOMAIN ?? developmentDomain(env.BRAND);
  const dataDir = env.DATA_DIR ?? 'data';
  const smtpUrl = env.SMTP_URL;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const s3Credentials = s3Keys.needs.safeParse(present).data;

  return {
    brand: env.BRAND,
    market: env.MARKET,
    port: env.PORT,
    host: env.HOST,
    /** A real PostgreSQL server; without it the embedded PGlite database in `dataDir/pglite` is used. */
    databaseUrl: env.DATABASE_URL,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(REPO_ROOT, dataDir),
    /** SMTP delivery; without it the mail outbox is the simulator, read at `/dev/mail`. */
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? `${settings.productName} <no-reply@${domain}>`,
    domain,
    /** Where the web app is reached from a browser; links in mails start with it. */
    publicUrl,
    nodeEnv: env.NODE_ENV,
    production,
    secureCookies: env.SECURE_COOKIES ?? production,
    localDevelopment: env.LOCAL_DEVELOPMENT,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL ?? (environment.VITEST ? 'silent' : 'info'),
    rateLimits,
    /** True when the built-in provider simulators run and their `/dev/*` pages exist (never in production). */
    simulators: !production && smtpUrl === undefined,
    productName: settings.productName,
    contactMail: settings.contactMail,
    /** Where map pictures come from (`decisions.md` §6): drawn offline, or fetched from a static-map service. */
    maps:
      env.MAP_PROVIDER === 'static'
        ? {
            provider: 'static' as const,
            /** With {location} {zoom} {color} {theme} {width} {height} {key} filled in, URL-encoded. */
            urlTemplate: settingsOf(staticMap).STATIC_MAP_URL_TEMPLATE,
            apiKey: env.MAP_API_KEY ?? '',
          }
        : { provider: 'offline' as const },
    /** Card payments (`decisions.md` §6): Stripe, or the built-in simulator of Stripe's test cards. */
    card:
      env.CARD_PROVIDER === 'stripe'
        ? {
            provider: 'stripe' as const,
            secretKey: settingsOf(stripe).STRIPE_SECRET_KEY,
            publishableKey: settingsOf(stripe).STRIPE_PUBLISHABLE_KEY,
            webhookSecret: settingsOf(stripe).STRIPE_WEBHOOK_SECRET,
          }
        : { provider: 'simulated' as const },
    /** Swish payments (`decisions.md` §6): the Swish Commerce API, or the simulator at `/dev/swish`. */
    swish:
      env.SWISH_PROVIDER === 'swish'
        ? {
            provider: 'swish' as const,
            /** E.g. https://cpc.getswish.net/swish-cpcapi (production) or the Merchant Swish Simulator. */
            apiUrl: env.SWISH_API_URL.replace(/\/+$/, ''),
            payeeAlias: settingsOf(swish).SWISH_PAYEE_ALIAS,
            /** The merchant's TLS client certificate with its key, as a PKCS #12 file. */
            certificatePath: resolveFromRoot(settingsOf(swish).SWISH_CERT_PATH),
            certificatePassphrase: env.SWISH_CERT_PASSPHRASE ?? '',
            /** The Swish root certificate, PEM. */
            caPath: env.SWISH_CA_PATH ? resolveFromRoot(env.SWISH_CA_PATH) : undefined,
            /** Where Swish posts the outcome: HTTPS on the main domain. */
            callbackUrl: env.SWISH_CALLBACK_URL ?? `${publicUrl}/api/swish/callback`,
          }
        : {
            provider: 'simulated' as const,
            /** Approve every new payment request at once, as a payer would (for tests). */
            autoApprove: env.SWISH_SIMULATOR_AUTO_APPROVE,
          },
    /** MobilePay payments (`decisions.md` §8): the Vipps MobilePay ePayment API, or the simulator at `/dev/mobilepay`. */
    mobilePay:
      env.MOBILEPAY_PROVIDER === 'vipps'
        ? {
            provider: 'vipps' as const,
            /** https://api.vipps.no (production) or https://apitest.vipps.no (test). */
            apiUrl: env.MOBILEPAY_API_URL.replace(/\/+$/, ''),
            clientId: settingsOf(vipps).MOBILEPAY_CLIENT_ID,
            clientSecret: settingsOf(vipps).MOBILEPAY_CLIENT_SECRET,
            subscriptionKey: settingsOf(vipps).MOBILEPAY_SUBSCRIPTION_KEY,
            merchantSerialNumber: settingsOf(vipps).MOBILEPAY_MERCHANT_SERIAL_NUMBER,
            /** The secret MobilePay gave when the webhook was registered; signs every webhook. */
            webhookSecret: settingsOf(vipps).MOBILEPAY_WEBHOOK_SECRET,
            /** A root certificate (PEM) to trust besides Node's own store. */
            caPath: env.MOBILEPAY_CA_PATH ? resolveFromRoot(env.MOBILEPAY_CA_PATH) : undefined,
          }
        : {
            provider: 'simulated' as const,
            /** Approve every new payment at once, as a payer would (for tests). */
            autoApprove: env.MOBILEPAY_SIMULATOR_AUTO_APPROVE,
          },
    /** DNS values shown to an owner who keeps their domain at another registrar (`000` §5). */
    dns: { aRecord: env.DNS_A_RECORD, cnameTarget: env.DNS_CNAME_TARGET ?? `sites.${domain}` },
    /** Quick-start uploads no saved site shows are deleted after this many days. */
    quickStartUploadMaxAgeDays: env.QUICK_START_UPLOAD_MAX_AGE_DAYS,
    /** A site's room for guests' photos (issue 38 item 1): how many, and their bytes in all (a video's twice). */
    guestPhotos: {
      maxCount: env.GUEST_PHOTOS_MAX_COUNT,
      maxBytes: env.GUEST_PHOTOS_MAX_BYTES,
      /**
       * Where unfinished tus uploads wait: beside the storage (the S3 bucket with S3 storage, so any process
       * can take the next bytes), or `file`, a directory under DATA_DIR (one machine, or an S3 service
       * without multipart part listing).
       */
      uploadStore: env.GUEST_PHOTO_UPLOAD_STORE,
      /** How many finished uploads are made into photos at once; the rest wait their turn. */
      processing: env.GUEST_PHOTO_PROCESSING,
    },
    /** How long personal data is kept (issue 33, items 2–4); the privacy page states the periods. */
    personalData: {
      /** Guests' data is erased this many months after the publication ends (or a draft's last save). */
      guestDataRetentionMonths: env.GUEST_DATA_RETENTION_MONTHS,
      /** Logs and rate-limit rows holding IP addresses are kept at most this many days. */
      ipLogRetentionDays: env.IP_LOG_RETENTION_DAYS,
      /** An owner's export zip can be downloaded for this many days. */
      exportValidDays: env.ACCOUNT_EXPORT_VALID_DAYS,
      /** Receipts and paid orders of a deleted account are kept, anonymised, this many years. */
      bookkeepingYears: env.BOOKKEEPING_YEARS,
    },
    /** How the process behaves as a service: shutdown, overload protection, metrics (`decisions.md` §5). */
    operations: {
      /** Running requests get this long after SIGTERM/SIGINT before the process exits anyway. */
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      /** Above any of these, requests are answered 503 with Retry-After instead of queueing; 0 turns one off. */
      overload: {
        maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
        maxEventLoopUtilization: env.MAX_EVENT_LOOP_UTILIZATION,
        maxHeapUsedBytes:
          env.MAX_HEAP_USED_MB === undefined ? defaultMaxHeapUsedBytes() : env.MAX_HEAP_USED_MB * MEBIBYTE,
        maxRssBytes: env.MAX_RSS_MB * MEBIBYTE,
        /** How often the figures above are sampled. */
        sampleIntervalMs: env.OVERLOAD_SAMPLE_INTERVAL_MS,
      },
      /** How often the database is asked `select 1`; while it fails every request is answered 503. */
      databaseCheckIntervalMs: env.DATABASE_CHECK_INTERVAL_MS,
      /** Prometheus text at this path, or none when null. */
      metricsPath: env.METRICS_PATH === 'off' ? null : env.METRICS_PATH,
      /** With a token, metrics need `Authorization: Bearer <token>`; without, only direct loopback requests. */
      metricsToken: env.METRICS_TOKEN,
    },
    /** Where custom domains are registered (`decisions.md` §6): Gandi's API, or the simulator. */
    registrar:
      env.REGISTRAR === 'gandi'
        ? {
            provider: 'gandi' as const,
            apiUrl: env.GANDI_API_URL,
            token: settingsOf(gandi).GANDI_API_TOKEN,
            sharingId: env.GANDI_SHARING_ID,
            owner: settingsOf(gandi).GANDI_OWNER_CONTACT,
          }
        : { provider: 'simulated' as const },
    /** Who prints paid card orders (`decisions.md` §6): Gelato's Order API, or the simulator at `/dev/prints`. */
    printPartner:
      env.PRINT_PARTNER === 'gelato'
        ? {
            provider: 'gelato' as const,
            apiUrl: env.GELATO_API_URL.replace(/\/+$/, ''),
            apiKey: settingsOf(gelato).GELATO_API_KEY,
            cardProductUid: settingsOf(gelato).GELATO_CARD_PRODUCT_UID,
            envelopeProductUids: {
              standard: env.GELATO_STANDARD_ENVELOPE_PRODUCT_UID,
              premium: env.GELATO_PREMIUM_ENVELOPE_PRODUCT_UID,
            },
            placeCardProductUids: {
              folded: env.GELATO_FOLDED_PLACE_CARD_PRODUCT_UID,
              flat: env.GELATO_FLAT_PLACE_CARD_PRODUCT_UID,
            },
            shipmentMethodUid: env.GELATO_SHIPMENT_METHOD_UID,
            /** The secret in the webhook URL registered in Gelato's portal (Gelato signs nothing itself). */
            webhookSecret: settingsOf(gelato).GELATO_WEBHOOK_SECRET,
          }
        : { provider: 'simulated' as const },
    /** Headless Chromium that prints cards to PDF (Debian's package by default). */
    chromiumPath: env.CHROMIUM_PATH,
    /** Where uploads, maps and PDFs are kept (`decisions.md` §6): a local directory, or an S3-compatible bucket. */
    storage:
      env.STORAGE === 's3'
        ? {
            provider: 's3' as const,
            bucket: settingsOf(s3).S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            credentials: s3Credentials && {
              accessKeyId: s3Credentials.S3_ACCESS_KEY_ID,
              secretAccessKey: s3Credentials.S3_SECRET_ACCESS_KEY,
            },
            prefix: env.S3_PREFIX,
          }
        : { provider: 'local' as const },
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
