import {
  setMetaNoindexResponseSchema,
  setSitePasswordResponseSchema,
  type SetMetaNoindexRequest,
  type SetMetaNoindexResponse,
  type SetSitePasswordRequest,
  type SetSitePasswordResponse,
} from '@eventsite/core/api/sites';
import { siteSchema } from '@eventsite/core/schemas/site';
import { apiRequest } from '../../../../../lib/api-client';

/** `PUT /api/sites/{siteId}/password` (`002` §7): '' turns the guest password off. */
export function setSitePassword(
  siteId: string,
  request: SetSitePasswordRequest,
): Promise<SetSitePasswordResponse> {
  return apiRequest(`/api/sites/${encodeURIComponent(siteId)}/password`, {
    method: 'PUT',
    body: request,
    schema: setSitePasswordResponseSchema,
  });
}

/** `PUT /api/sites/{siteId}/metaNoindex` (`002` §7). */
export function setMetaNoindex(
  siteId: string,
  request: SetMetaNoindexRequest,
): Promise<SetMetaNoindexResponse> {
  return apiRequest(`/api/sites/${encodeURIComponent(siteId)}/metaNoindex`, {
    method: 'PUT',
    body: request,
    schema: setMetaNoindexResponseSchema,
  });
}

/** The stored values of the server-managed settings: whether a guest password is set, and noindex. */
export async function fetchStoredSettings(
  siteId: string,
): Promise<{ hasPassword: boolean; metaNoindex: boolean }> {
  const site = await apiRequest(`/api/sites/${encodeURIComponent(siteId)}`, { schema: siteSchema });
  return { hasPassword: site.hasPassword === true, metaNoindex: site.metaNoindex };
}
