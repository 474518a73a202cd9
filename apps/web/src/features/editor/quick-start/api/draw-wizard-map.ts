import { mapPicturePath } from '@eventsite/core/rules/map-picture-path';
import { savedMapImageSchema } from '@eventsite/core/schemas/image';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import { apiRequest } from '../../../../lib/api-client';
import { reportError, Severity } from '../../../../lib/report-error';

/** Where a quick-start draft's maps are drawn and stored (`002` §7 "maps"). */
const QUICK_START_API_BASE = '/api/sites/quick-start';

/**
 * The wizard's site with a map on each 'Hitta hit' module whose place the couple typed: the demo's own map
 * shows the demo's place, so another place is drawn once here. A map that cannot be drawn is left out; the
 * owner can still save the place again in the module's dialog.
 */
export async function drawWizardMaps(site: SiteV2): Promise<SiteV2> {
  const siteModules = await Promise.all(
    site.siteModules.map(async (module) => {
      if (module.siteModuleType !== 'Location' || module.map === null || module.map.map !== null)
        return module;
      if (module.map.location.trim() === '') return module;
      try {
        const map = await apiRequest(mapPicturePath(QUICK_START_API_BASE, module.map), {
          method: 'POST',
          body: {},
          schema: savedMapImageSchema,
        });
        return { ...module, map: { ...module.map, map } };
      } catch (error) {
        reportError(error, Severity.warning, { action: 'draw the wizard map' });
        return module;
      }
    }),
  );
  return { ...site, siteModules };
}
