import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GANDI_OWNER } from './helpers/gandi-owner';
import { ConfigError, REPO_ROOT, loadConfig, toAppConfig, type Environment } from '../src/config';

describe('loadConfig', () => {
  it('has defaults that start a local server with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      brand: 'party',
      market: 'se',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(REPO_ROOT, 'data'),
      smtpUrl: undefined,
      domain: 'party.localhost',
      publicUrl: 'http://localhost:3000',
      production: false,
      secureCookies: false,
      localDevelopment: false,
      trustProxy: false,
      simulators: true,
      productName: 'Festsidan',
      mailFrom: 'Festsidan <no-reply@party.localhost>',
    });
    expect(config.rateLimits.login).toEqual({ max: 10, windowSeconds: 60 });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      BRAND: 'wedding',
      MARKET: 'dk',
      PORT: '4000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://user@db:5432/eventsite',
      DATA_DIR: '/var/lib/eventsite',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Bryllupssiden <hej@bryllupssiden.dk>',
      BRAND_DOMAIN: 'bryllupssiden.dk',
      PUBLIC_URL: 'https://bryllupssiden.dk/',
      NODE_ENV: 'production',
      LOCAL_DEVELOPMENT: 'true',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '5/30',
      RATE_LIMIT_POST_KEY: '100/60',
    });
    expect(config).toMatchObject({
      brand: 'wedding',
      market: 'dk',
      port: 4000,
      dataDir: '/var/lib/eventsite',
      publicUrl: 'https://bryllupssiden.dk',
      production: true,
      secureCookies: true,
      localDevelopment: true,
      trustProxy: 1,
      logLevel: 'warn',
      simulators: false,
      productName: 'Bryllupssiden',
    });
    expect(config.rateLimits.login).toEqual({ max: 5, windowSeconds: 30 });
    expect(config.rateLimits['post-key']).toEqual({ max: 100, windowSeconds: 60 });
    expect(toAppConfig(config)).toEqual({
      brand: 'wedding',
      market: 'dk',
      domain: 'bryllupssiden.dk',
      demoHost: 'demo.bryllupssiden.dk',
      studentDemoHost: 'demo.student.bryllupssiden.dk',
      productName: 'Bryllupssiden',
      contactMail: 'hej@bryllupssiden.dk',
      simulators: false,
      localDevelopment: true,
      printsHouseholdCards: true,
    });
  });

  it('resolves a relative DATA_DIR from the repository root and treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: 'var/data', BRAND: '' }).dataDir).toBe(join(REPO_ROOT, 'var/data'));
  });

  it('lets SECURE_COOKIES and TRUST_PROXY be set explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', SECURE_COOKIES: 'false' }).secureCookies).toBe(false);
    expect(loadConfig({ SECURE_COOKIES: 'true' }).secureCookies).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('lists every bad variable in one message', () => {
    const attempt = () =>
      loadConfig({
        BRAND: 'shop',
        MARKET: 'no',
        PORT: 'eighty',
        RATE_LIMIT_LOGIN: 'ten',
        SMTP_URL: 'http://x',
      });
    expect(attempt).toThrow(ConfigError);
    let message = '';
    try {
      attempt();
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid environment:');
    for (const name of ['BRAND', 'MARKET', 'PORT', 'RATE_LIMIT_LOGIN', 'SMTP_URL']) {
      expect(lines.some((line) => line.startsWith(`  ${name}: `))).toBe(true);
    }
    expect(message).toContain('(got "shop")');
    expect(lines).toHaveLength(6);
  });

  it('chooses the map provider: offline by default, a static-map service when configured', () => {
    expect(loadConfig({}).maps).toEqual({ provider: 'offline' });
    const template = 'https://maps.example.com/static?center={location}&zoom={zoom}&key={key}';
    expect(
      loadConfig({ MAP_PROVIDER: 'static', STATIC_MAP_URL_TEMPLATE: template, MAP_API_KEY: 'abc' }).maps,
    ).toEqual({ provider: 'static', urlTemplate: template, apiKey: 'abc' });
    expect(() => loadConfig({ MAP_PROVIDER: 'static' })).toThrow(
      /STATIC_MAP_URL_TEMPLATE: is required when MAP_PROVIDER=static/,
    );
    expect(() => loadConfig({ MAP_PROVIDER: 'google' })).toThrow(/MAP_PROVIDER/);
    expect(() =>
      loadConfig({ MAP_PROVIDER: 'static', STATIC_MAP_URL_TEMPLATE: 'https://maps.example.com/{zoom}' }),
    ).toThrow(/must contain \{location\}/);
  });

  it('chooses the storage: a local directory by default, an S3-compatible bucket when configured', () => {
    expect(loadConfig({}).storage).toEqual({ provider: 'local' });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'eventsite-uploads',
        S3_REGION: 'eu-north-1',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'AKIA',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'party/se/',
      }).storage,
    ).toEqual({
      provider: 's3',
      bucket: 'eventsite-uploads',
      region: 'eu-north-1',
      endpoint: 'https://s3.example.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
      prefix: 'party/se/',
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'uploads' }).storage).toMatchObject({
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      prefix: '',
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: is required when STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required when the other S3 key is set/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Up_loads' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'uploads', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
  });

  it('chooses the registrar: the simulator by default, Gandi with a token and an owner contact', () => {
    expect(loadConfig({}).registrar).toEqual({ provider: 'simulated' });
    const owner = GANDI_OWNER;
    expect(
      loadConfig({ REGISTRAR: 'gandi', GANDI_API_TOKEN: 'pat', GANDI_OWNER_CONTACT: JSON.stringify(owner) })
        .registrar,
    ).toEqual({
      provider: 'gandi',
      apiUrl: 'https://api.gandi.net',
      token: 'pat',
      sharingId: undefined,
      owner,
    });
    expect(() => loadConfig({ REGISTRAR: 'gandi' })).toThrow(
      /GANDI_API_TOKEN: is required when REGISTRAR=gandi[\s\S]*GANDI_OWNER_CONTACT: is required/,
    );
    expect(() => loadConfig({ GANDI_OWNER_CONTACT: '{nope' })).toThrow(/GANDI_OWNER_CONTACT: expected JSON/);
    expect(() =>
      loadConfig({ GANDI_OWNER_CONTACT: JSON.stringify({ ...owner, country: 'Sverige' }) }),
    ).toThrow(/GANDI_OWNER_CONTACT/);
  });

  it('requires each real provider’s variables once it is chosen, and checks their form whenever they are set', () => {
    const missing = (environment: Environment) => {
      try {
        loadConfig(environment);
        return [];
      } catch (error) {
        return (error as Error).message
          .split('\n')
          .slice(1)
          .map((line) => line.trim());
      }
    };
    expect(missing({ CARD_PROVIDER: 'stripe', SWISH_PROVIDER: 'swish' })).toEqual([
      'STRIPE_SECRET_KEY: is required when CARD_PROVIDER=stripe',
      'STRIPE_PUBLISHABLE_KEY: is required when CARD_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET: is required when CARD_PROVIDER=stripe',
      'SWISH_PAYEE_ALIAS: is required when SWISH_PROVIDER=swish',
      'SWISH_CERT_PATH: is required when SWISH_PROVIDER=swish',
    ]);
    expect(missing({ MOBILEPAY_PROVIDER: 'vipps', PRINT_PARTNER: 'gelato' })).toHaveLength(8);
    expect(missing({ STRIPE_SECRET_KEY: 'nope', GELATO_WEBHOOK_SECRET: 'short' })).toEqual([
      'STRIPE_SECRET_KEY: expected a Stripe secret key (sk_…) (got "nope")',
      expect.stringMatching(/^GELATO_WEBHOOK_SECRET: .* \(got "short"\)$/),
    ]);
    const config = loadConfig({
      CARD_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config.card).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
    });
  });

  it('refuses a rate limit of zero', () => {
    expect(() => loadConfig({ RATE_LIMIT_UPLOAD: '0/60' })).toThrow(/RATE_LIMIT_UPLOAD/);
  });
});
