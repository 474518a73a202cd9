import {
  reminderOverviewSchema,
  sendRemindersResponseSchema,
  type ReminderOverview,
  type SendRemindersResponse,
} from '@eventsite/core/api/household-reminders';
import type { ReminderSettings } from '@eventsite/core/schemas/household-reminder';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { householdsQueryKey, remindersQueryKey } from './households';

function remindersPath(siteId: string): string {
  return `/api/sites/${encodeURIComponent(siteId)}/households/reminders`;
}

/** Who a reminder reaches now and the schedule (`GET /api/sites/{siteId}/households/reminders`). */
export function useReminderOverview(siteId: string) {
  return useQuery({
    queryKey: remindersQueryKey(siteId),
    queryFn: () => apiRequest(remindersPath(siteId), { schema: reminderOverviewSchema }),
  });
}

/** Schedules reminders or turns them off; the server answers the overview as it now is. */
export function useSaveReminderSettings(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings): Promise<ReminderOverview> =>
      apiRequest(`${remindersPath(siteId)}/settings`, {
        method: 'PUT',
        body: settings,
        schema: reminderOverviewSchema,
      }),
    onSuccess: (overview) => queryClient.setQueryData(remindersQueryKey(siteId), overview),
  });
}

/** Sends the confirmed households their reminders; the list then shows when each was reminded. */
export function useSendReminders(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (householdIds: string[]): Promise<SendRemindersResponse> =>
      apiRequest(remindersPath(siteId), {
        method: 'POST',
        body: { householdIds },
        schema: sendRemindersResponseSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: remindersQueryKey(siteId) }),
        queryClient.invalidateQueries({ queryKey: householdsQueryKey(siteId) }),
      ]),
  });
}
