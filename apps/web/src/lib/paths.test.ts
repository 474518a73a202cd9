import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe("the owner's paths (000 §2.2, §2.3)", () => {
  it('hang every screen of a site under its editor, the id encoded', () => {
    expect(paths.editor('a b')).toBe('/redigera/a%20b/');
    expect(paths.chooseAddress('s1')).toBe('/redigera/s1/valj-adress');
    expect(paths.versions('s1')).toBe('/redigera/s1/versioner');
    expect(paths.account('s1')).toBe('/redigera/s1/konto');
    expect(paths.prints('s1')).toBe('/redigera/s1/inbjudningar');
    expect(paths.print('s1', 'p/1')).toBe('/redigera/s1/inbjudningar/p%2F1');
    expect(paths.orderConfirmation('s1', 'o1')).toBe('/redigera/s1/inbjudningar/bekraftelse/o1');
  });

  it("lead to an address's confirmation, with the payment's receipt when there is one", () => {
    expect(paths.subdomainConfirmation('s1')).toBe('/redigera/s1/valj-adress/subdoman/bekraftelse/');
    expect(paths.subdomainConfirmation('s1', 'ref 1')).toBe(
      '/redigera/s1/valj-adress/subdoman/bekraftelse/ref%201',
    );
    expect(paths.domainConfirmation('s1', false, null)).toBe('/redigera/s1/valj-adress/doman/bekraftelse');
    expect(paths.domainConfirmation('s1', true, 'r1')).toBe(
      '/redigera/s1/valj-adress/doman-annan-registrar/bekraftelse/r1',
    );
  });
});
