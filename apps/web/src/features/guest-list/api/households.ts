import {
  householdEventsResponseSchema,
  householdImportResponseSchema,
  householdsResponseSchema,
  type HouseholdEventsRequest,
  type HouseholdImportRequest,
  type HouseholdImportResponse,
  type HouseholdsResponse,
} from '@eventsite/core/api/households';
import type { HouseholdInput } from '@eventsite/core/schemas/household';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function householdsQueryKey(siteId: string) {
  return ['guest-list', 'households', siteId] as const;
}

/** Who gets a reminder follows the list, so every change to it refreshes this too. */
export function remindersQueryKey(siteId: string) {
  return ['guest-list', 'reminders', siteId] as const;
}

function householdsPath(siteId: string, householdId?: string): string {
  const base = `/api/sites/${encodeURIComponent(siteId)}/households`;
  return householdId === undefined ? base : `${base}/${encodeURIComponent(householdId)}`;
}

/** The guest list and its counts (`GET /api/sites/{siteId}/households`). */
export function useHouseholds(siteId: string) {
  return useQuery({
    queryKey: householdsQueryKey(siteId),
    queryFn: () => apiRequest(householdsPath(siteId), { schema: householdsResponseSchema }),
  });
}

export type HouseholdChange =
  | { kind: 'add'; input: HouseholdInput }
  | { kind: 'edit'; householdId: string; input: HouseholdInput }
  /** With `eraseAnswers` the household's answers are erased too (issue 33 item 5). */
  | { kind: 'delete'; householdId: string; eraseAnswers?: boolean }
  | { kind: 'newLink'; householdId: string };

/** One change to the list; the server answers the list as it now is, which replaces the cached one. */
function changeHousehold(siteId: string, change: HouseholdChange): Promise<HouseholdsResponse> {
  const schema = householdsResponseSchema;
  switch (change.kind) {
    case 'add':
      return apiRequest(householdsPath(siteId), { method: 'POST', body: change.input, schema });
    case 'edit':
      return apiRequest(householdsPath(siteId, change.householdId), {
        method: 'PUT',
        body: change.input,
        schema,
      });
    case 'delete':
      return apiRequest(
        `${householdsPath(siteId, change.householdId)}${change.eraseAnswers ? '?answers=erase' : ''}`,
        { method: 'DELETE', body: {}, schema },
      );
    case 'newLink':
      return apiRequest(`${householdsPath(siteId, change.householdId)}/token`, {
        method: 'POST',
        body: {},
        schema,
      });
  }
}

export function useChangeHousehold(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: HouseholdChange) => changeHousehold(siteId, change),
    onSuccess: (list) => {
      queryClient.setQueryData(householdsQueryKey(siteId), list);
      return queryClient.invalidateQueries({ queryKey: remindersQueryKey(siteId) });
    },
  });
}

/** Adds the households of a sheet's rows (`POST /api/sites/{siteId}/households/import`). */
export function useImportHouseholds(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: HouseholdImportRequest): Promise<HouseholdImportResponse> =>
      apiRequest(`${householdsPath(siteId)}/import`, {
        method: 'POST',
        body: request,
        schema: householdImportResponseSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: householdsQueryKey(siteId) }),
        queryClient.invalidateQueries({ queryKey: remindersQueryKey(siteId) }),
      ]),
  });
}

/** Invites many households at once to the chosen events, or to all (`PUT /api/sites/{siteId}/households/events`). */
export function useSetHouseholdEvents(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: HouseholdEventsRequest) =>
      apiRequest(`${householdsPath(siteId)}/events`, {
        method: 'PUT',
        body: request,
        schema: householdEventsResponseSchema,
      }),
    // The per-event counts and who is reminded follow the invitations.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: householdsQueryKey(siteId) }),
        queryClient.invalidateQueries({ queryKey: remindersQueryKey(siteId) }),
      ]),
  });
}
