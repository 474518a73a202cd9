import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import { siteV2Schema, type SiteV2Input } from '@eventsite/core/schemas/site';
import type { SiteModuleInput, SiteModuleOf } from '@eventsite/core/schemas/site-modules';
import { vi, type Mock } from 'vitest';
import type { ModuleEditorProps } from '../modules/shared/editor/module-editor';

export type TestEditorProps<T extends SiteModuleType> = ModuleEditorProps<SiteModuleOf<T>> & {
  onApply: Mock<ModuleEditorProps<SiteModuleOf<T>>['onApply']>;
  onClose: Mock<() => void>;
};

/**
 * The props an edit dialog gets for a module, on a site parsed with the real schema so that defaults
 * apply, site `site-1`. Render it with `renderWithIntl`, which gives the editor's language (Swedish) and
 * images under `/api/sites/site-1`. Tests only.
 */
export function moduleEditorProps<T extends SiteModuleType>(
  module: SiteModuleInput & { siteModuleType: T },
  site: Partial<SiteV2Input> = {},
): TestEditorProps<T> {
  const parsed = siteV2Schema.parse({
    _id: 'site-1',
    usesSiteModules: true,
    theme: 'theme4',
    ...site,
    siteModules: [module],
  });
  const first = parsed.siteModules[0];
  if (first?.siteModuleType !== module.siteModuleType) throw new Error('the module did not parse');
  return {
    module: first as SiteModuleOf<T>,
    site: parsed,
    onApply: vi.fn(),
    onClose: vi.fn(),
  };
}
