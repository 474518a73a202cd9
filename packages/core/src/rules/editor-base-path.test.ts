import { describe, expect, it } from 'vitest';
import { editorBasePath, isQuickStartPath } from './editor-base-path';

describe('editorBasePath', () => {
  it.each([
    ['/snabbstart', '/snabbstart/'],
    ['/snabbstart/', '/snabbstart/'],
    ['/snabbstart/visa-osa/fragor', '/snabbstart/'],
    ['/sms/snabbstart', '/sms/snabbstart/'],
    ['/digital-studentinbjudan/snabbstart/inbjudningar/nytt', '/digital-studentinbjudan/snabbstart/'],
  ])('gives the quick-start base for %s', (path, base) => {
    expect(editorBasePath(path)).toBe(base);
  });

  it.each([
    ['/kom-igang/redigera', '/kom-igang/redigera/'],
    ['/kom-igang/redigera/visa-osa', '/kom-igang/redigera/'],
    ['/kom-igang/sprak', '/kom-igang/redigera/'],
    ['/sms/kom-igang/redigera/inbjudningar', '/sms/kom-igang/redigera/'],
  ])('gives the get-started base for %s', (path, base) => {
    expect(editorBasePath(path)).toBe(base);
  });

  it.each([
    ['/redigera/abc123', '/redigera/abc123/'],
    ['/redigera/abc123/', '/redigera/abc123/'],
    ['/redigera/abc123/konto/forlang', '/redigera/abc123/'],
  ])('gives the site editor base for %s', (path, base) => {
    expect(editorBasePath(path)).toBe(base);
  });

  it('prefers the quick-start base over the site editor base', () => {
    expect(editorBasePath('/redigera/snabbstart')).toBe('/redigera/snabbstart/');
  });

  it.each(['/', '/logga-in', '/redigera', '/redigera/', '/en', '/snabbstartare', '/a/b/snabbstart'])(
    'throws for %s',
    (path) => {
      expect(() => editorBasePath(path)).toThrow(/No editor base path/);
    },
  );
});

describe('isQuickStartPath', () => {
  it.each(['/snabbstart', '/sms/snabbstart/visa-osa', '/kom-igang', '/kom-igang/redigera/inbjudningar'])(
    'is true for %s',
    (path) => {
      expect(isQuickStartPath(path)).toBe(true);
    },
  );

  it.each(['/redigera/abc123', '/logga-in', '/snabbstartare', '/'])('is false for %s', (path) => {
    expect(isQuickStartPath(path)).toBe(false);
  });
});
