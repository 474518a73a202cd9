import { SITE_MODULE_TYPES_NOT_OFFERED } from '../../constants/module-types';
import type { Brand } from '../../constants/platform';
import { newLegacyModule } from '../../rules/legacy-modules';
import type { LegacyModule, LegacyModuleType } from '../../schemas/legacy-site';
import type { LegacySite } from '../../schemas/site';

/*
 * Editor actions on a version-1 site's module list (`002` §2.3, §3 "New module (legacy)"), as
 * `(site, args) → site` functions like the version-2 ones; an action that changes nothing returns the same
 * site.
 */

/** Module types an owner can add to a version-1 site: those whose content the legacy editor edits. */
export const ADDABLE_LEGACY_MODULE_TYPES = [
  'Text',
  'Rsvp',
  'Speech2',
] as const satisfies readonly LegacyModuleType[];
export type AddableLegacyModuleType = (typeof ADDABLE_LEGACY_MODULE_TYPES)[number];

/** The types a brand's owner can add, in that order: the event brand offers no speech (`002` §2.3). */
export function addableLegacyModuleTypes(brand: Brand): readonly AddableLegacyModuleType[] {
  const notOffered: readonly string[] = SITE_MODULE_TYPES_NOT_OFFERED[brand];
  return ADDABLE_LEGACY_MODULE_TYPES.filter((type) => !notOffered.includes(type));
}

function requireLegacyModuleIndex(site: LegacySite, moduleId: string): number {
  const index = site.modules.findIndex((module) => module.id === moduleId);
  if (index < 0) throw new Error(`The site has no module ${moduleId}`);
  return index;
}

export interface AddLegacyModuleArgs {
  type: AddableLegacyModuleType;
  /** Made unique by the caller (a random id), appended to the CLIENTID prefix. */
  uniquePart: string;
}

/** Adds a new module (`newLegacyModule`: CLIENTID id, 'Ej namngivet', unique slug) at the end of the page. */
export function addLegacyModule(site: LegacySite, { type, uniquePart }: AddLegacyModuleArgs): LegacySite {
  return { ...site, modules: [...site.modules, newLegacyModule(type, site.modules, uniquePart)] };
}

export interface MoveLegacyModuleArgs {
  moduleId: string;
  /** -1 moves it one step up, 1 one step down. */
  direction: -1 | 1;
}

/** Moves a module one step up or down, clamped at the ends. */
export function moveLegacyModule(
  site: LegacySite,
  { moduleId, direction }: MoveLegacyModuleArgs,
): LegacySite {
  const from = requireLegacyModuleIndex(site, moduleId);
  const to = from + direction;
  if (to < 0 || to >= site.modules.length) return site;
  const modules = [...site.modules];
  const [moved] = modules.splice(from, 1);
  if (moved === undefined) return site;
  modules.splice(to, 0, moved);
  return { ...site, modules };
}

/** Changes one module; the same site when `change` returns the same module. */
export function updateLegacyModule(
  site: LegacySite,
  moduleId: string,
  change: (module: LegacyModule) => LegacyModule,
): LegacySite {
  const index = requireLegacyModuleIndex(site, moduleId);
  const current = site.modules[index];
  if (current === undefined) return site;
  const next = change(current);
  if (next === current) return site;
  return { ...site, modules: site.modules.map((module, at) => (at === index ? next : module)) };
}

/** Hides a module from guests or shows it again; the owner's page still lists it. */
export function setLegacyModuleHidden(
  site: LegacySite,
  { moduleId, hide }: { moduleId: string; hide: boolean },
): LegacySite {
  return updateLegacyModule(site, moduleId, (module) =>
    module.hide === hide ? module : { ...module, hide },
  );
}

/** Removes a module; its stored answers stay with the site. */
export function deleteLegacyModule(site: LegacySite, { moduleId }: { moduleId: string }): LegacySite {
  requireLegacyModuleIndex(site, moduleId);
  return { ...site, modules: site.modules.filter((module) => module.id !== moduleId) };
}
