import { createHash } from 'node:crypto';
import { isSiteV2, type SiteModuleOf, type SiteV2, type SpeechSignupView } from '@eventsite/core';
import { AppError } from '../errors/app-error';
import type { SpeechDeps } from './speech-deps';
import type { StoredSpeech } from './speech-repository';

export type SpeechModule = SiteModuleOf<'Speech2'>;

/** A desk token's hash: only this is stored, so a database leak opens no desk. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The site's first language, in which its toastmasters are written to and their desk is shown. */
export const firstLanguageOf = (site: SiteV2) => site.availableLanguages[0]?.languageCode ?? 'sv';

/** The owner's version-2 site, or 404. */
export async function requireSpeechSite(
  deps: Pick<SpeechDeps, 'repositories'>,
  siteId: string,
): Promise<SiteV2> {
  const stored = await deps.repositories.sites.findById(siteId);
  if (!stored) throw new AppError('SITE_NOT_FOUND', { message: 'No such site.' });
  if (!isSiteV2(stored.site))
    throw new AppError('NOT_FOUND', { message: 'A version-1 site has no toastmaster.' });
  return stored.site;
}

/** The speech module `moduleId` names, or the site's only one without it; 404 otherwise. */
export function speechModuleOf(site: SiteV2, moduleId: string | undefined): SpeechModule {
  const modules = site.siteModules.filter(
    (module): module is SpeechModule => module.siteModuleType === 'Speech2',
  );
  const module =
    moduleId === undefined
      ? modules.length === 1
        ? modules[0]
        : undefined
      : modules.find((candidate) => candidate.id === moduleId);
  if (!module) {
    throw new AppError('NOT_FOUND', {
      message:
        moduleId === undefined ? 'Name the speech module with ?module=.' : `No speech module ${moduleId}.`,
    });
  }
  return module;
}

/** A stored sign-up as the desk (and, when allowed, the hosts) see it: without what the server keeps for itself. */
export function speechViewOf(stored: StoredSpeech): SpeechSignupView {
  const {
    moduleId: _module,
    mailedSlotId: _slot,
    mailedPlace: _place,
    remindedAt: _reminded,
    ...view
  } = stored;
  return view;
}
