/**
 * Minimized cards, search history and popup dismisses (cards spec §3 Minimized card, Search history
 * entry, Recommendation, Popup dismiss; §4 Search history; §5 "snoozed for 5 minutes"; §7 Other;
 * accounts spec §7 Minimized cards). Shared by web and functions.
 */
import * as z from './zod';
import { IdSchema } from './common';
import { maxTextLength, singleLineText } from './text';
import { PREFERENCE_LIMITS } from './user-preference-limits';

/** `POST /api/v1/minimized_content_groups {workspace_id, content_group_id}`. */
export const MinimizeCardRequestSchema = z.object({ workspace_id: IdSchema, content_group_id: IdSchema });

/** `POST /api/v1/workspaces/{id}/search_histories {text}`: an empty text clears the search and is not kept. */
export const SearchHistoryRequestSchema = z.object({ text: singleLineText({ error: 'Required' }).check(maxTextLength(PREFERENCE_LIMITS.searchTextLength)) });

/** `PUT /api/v1/popup_dismisses/{id} {dismiss_until}`: at most a day ahead. */
export const PopupDismissRequestSchema = z.object({ dismiss_until: z.iso.datetime({ offset: true }) });

/** A minimized card in the dock (cards spec §3: id, content_group, workspace, content_group_id). */
export interface MinimizedCard {
  id: string;
  content_group_id: string;
  content_group: { id: string; name: string; workspace_id: string };
  workspace: { id: string; name: string; organization_id: string };
}

/** A search history entry (cards spec §3: workspace_id, text), newest first. */
export interface SearchHistoryEntry {
  id: string;
  workspace_id: string;
  text: string;
  searched_at: string;
}

/** A popup dismiss (cards spec §3 `dismiss_until`), null when the popup is not snoozed. */
export interface PopupDismiss {
  id: string;
  dismiss_until: string | null;
}
