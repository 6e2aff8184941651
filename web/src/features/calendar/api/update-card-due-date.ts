/**
 * `PUT /api/v1/workspaces/{id}/content_groups/{cid} {due_date, moved_on: "calendar"}`: a calendar drag
 * changes the card's due date (accounts spec §4 Calendar; needs can_access_move_content_calendar, §6;
 * docs/decisions.md A14).
 *
 * Optimistic: the card moves at once in every cached month of the calendar; a refusal puts the months
 * back (the query cache toasts the server's message), and either way the months are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Card } from '../../../../../shared/schemas/card';
import type { CalendarData } from '../../../../../shared/schemas/calendar';
import { apiClient, unwrap } from '../../../lib/api-client';
import { calendarMoveKey, getCalendarScopeQueryKey } from './get-calendar-data';

/** What a calendar move sends. */
export interface CalendarMove {
  cardId: string;
  /** The new due date, an ISO timestamp. */
  dueDate: string;
}

/** Sends a card's new due date as a calendar move. */
export function updateCardDueDate(workspaceId: string, move: CalendarMove): Promise<Card> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}', {
      params: { path: { id: workspaceId, cid: move.cardId } },
      body: { due_date: move.dueDate, moved_on: 'calendar' },
    }),
  );
}

/** The calendar-move mutation of a workspace. */
export function useUpdateCardDueDate(workspaceId: string) {
  const queryClient = useQueryClient();
  const queryKey = getCalendarScopeQueryKey(workspaceId);
  return useMutation({
    mutationKey: calendarMoveKey(workspaceId),
    mutationFn: (move: CalendarMove) => updateCardDueDate(workspaceId, move),
    onMutate: async ({ cardId, dueDate }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueriesData<CalendarData>({ queryKey });
      queryClient.setQueriesData<CalendarData>({ queryKey }, (month) =>
        month
          ? { ...month, items: month.items.map((c) => (c.id === cardId ? { ...c, due_date: dueDate } : c)) }
          : month,
      );
      return { previous };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
