import { describe, expect, it } from 'vitest';
import { isBrandHost, normaliseHost, selectMode, type ModeSelectionInput } from './select-mode';

const config = { domain: 'festsidan.se', localDevelopment: false, previewHostSuffixes: ['vercel.app'] };

function select(
  overrides: Partial<Omit<ModeSelectionInput, 'config'>>,
  configOverrides: Partial<ModeSelectionInput['config']> = {},
) {
  return selectMode({
    hostname: '',
    port: '',
    search: '',
    ...overrides,
    config: { ...config, ...configOverrides },
  });
}

describe('selectMode', () => {
  it.each(['festsidan.se', 'www.festsidan.se', 'localhost', '127.0.0.1', 'preview-123.vercel.app'])(
    'gives EDIT on the brand host %s',
    (hostname) => {
      expect(select({ hostname })).toEqual({ mode: 'EDIT', host: hostname, isDemo: false });
    },
  );

  it('gives EDIT when there is no host', () => {
    expect(select({ hostname: '' })).toEqual({ mode: 'EDIT', host: null, isDemo: false });
  });

  it.each(['anna.festsidan.se', 'annaochjohan.se', 'festsidan.se.evil.com', 'evilvercel.app', 'www.anna.se'])(
    'gives PUBLIC on the customer host %s',
    (hostname) => {
      expect(select({ hostname })).toEqual({ mode: 'PUBLIC', host: hostname, isDemo: false });
    },
  );

  it('marks a host starting with demo. as a demo site, in PUBLIC mode', () => {
    expect(select({ hostname: 'demo.festsidan.se' })).toEqual({
      mode: 'PUBLIC',
      host: 'demo.festsidan.se',
      isDemo: true,
    });
  });

  it('lower-cases the host and drops a port and a trailing dot', () => {
    expect(select({ hostname: 'Anna.Example.SE.' })).toEqual({
      mode: 'PUBLIC',
      host: 'anna.example.se',
      isDemo: false,
    });
    expect(select({ search: '?domainHost=Demo.Festsidan.se:8080' }).host).toBe('demo.festsidan.se');
  });

  it('lets the domainHost query parameter override the host', () => {
    expect(select({ hostname: 'festsidan.se', search: '?domainHost=anna.se' })).toEqual({
      mode: 'PUBLIC',
      host: 'anna.se',
      isDemo: false,
    });
    expect(select({ hostname: 'anna.se', search: 'x=1&domainHost=www.festsidan.se' }).mode).toBe('EDIT');
  });

  it('ignores an empty domainHost', () => {
    expect(select({ hostname: 'anna.se', search: '?domainHost=' })).toEqual({
      mode: 'PUBLIC',
      host: 'anna.se',
      isDemo: false,
    });
  });

  it('uses no host in local development on a port starting with 30', () => {
    expect(select({ hostname: 'anna.se', port: '3000' }, { localDevelopment: true })).toEqual({
      mode: 'EDIT',
      host: null,
      isDemo: false,
    });
  });

  it('still honours domainHost in local development on a 30xx port', () => {
    expect(
      select(
        { hostname: 'localhost', port: '3001', search: '?domainHost=demo.festsidan.se' },
        { localDevelopment: true },
      ),
    ).toEqual({
      mode: 'PUBLIC',
      host: 'demo.festsidan.se',
      isDemo: true,
    });
  });

  it('uses the host on other ports in local development, and on 30xx ports outside it', () => {
    expect(
      select(
        { hostname: 'anna.party.localhost', port: '5173' },
        { localDevelopment: true, domain: 'party.localhost' },
      ),
    ).toEqual({
      mode: 'PUBLIC',
      host: 'anna.party.localhost',
      isDemo: false,
    });
    expect(select({ hostname: 'anna.se', port: '3000' }).mode).toBe('PUBLIC');
    expect(select({ hostname: 'anna.se', port: '8030' }, { localDevelopment: true }).mode).toBe('PUBLIC');
  });

  it('treats preview hosts as PUBLIC when no preview suffixes are configured', () => {
    expect(select({ hostname: 'preview-123.vercel.app' }, { previewHostSuffixes: undefined }).mode).toBe(
      'PUBLIC',
    );
  });
});

describe('isBrandHost', () => {
  it('accepts a preview suffix written with a leading dot and matches whole labels only', () => {
    expect(isBrandHost('x.netlify.app', 'festsidan.se', ['.netlify.app'])).toBe(true);
    expect(isBrandHost('xnetlify.app', 'festsidan.se', ['.netlify.app'])).toBe(false);
  });

  it('compares against a brand domain given in any case', () => {
    expect(isBrandHost('www.festsidan.se', 'Festsidan.SE')).toBe(true);
  });
});

describe('normaliseHost', () => {
  it('gives null for an empty host', () => {
    expect(normaliseHost('  ')).toBeNull();
  });
});
