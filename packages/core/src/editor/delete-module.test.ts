import { describe, expect, it } from 'vitest';
import { deleteModule } from './delete-module';
import { idsOf, testSite } from './editor.fixture';

describe('deleteModule', () => {
  it('removes the module', () => {
    expect(idsOf(deleteModule(testSite(['a', 'b', 'c']), { moduleId: 'b' }))).toEqual(['a', 'c']);
  });

  it("removes the recipients of a deleted form's answers and keeps the others'", () => {
    const site = {
      ...testSite(['a', 'b']),
      formRecipients: [
        { formId: 'a', recipients: ['anna@example.com'] },
        { formId: 'b', recipients: ['erik@example.com'] },
      ],
    };
    expect(deleteModule(site, { moduleId: 'a' }).formRecipients).toEqual([
      { formId: 'b', recipients: ['erik@example.com'] },
    ]);
  });

  it('refuses a module the site does not have', () => {
    expect(() => deleteModule(testSite(['a']), { moduleId: 'x' })).toThrow(/no module x/);
  });
});
