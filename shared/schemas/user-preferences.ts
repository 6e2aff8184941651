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

/** `POST /api/v1/workspaces/{id}/search_histories {text}`: an empty text (after trimming) is refused, "Required" (decisions A33). */
export const SearchHistoryRequestSchema = z.object({
  text: singleLineText({ error: 'Required' }).check(
    z.minLength(1, 'Required'),
    maxTextLength(PREFERENCE_LIMITS.searchTextLength),
  ),
});

/** `PUT /api/v1/popup_dismisses/{id} {dismiss_until}`: at most a day ahead. */
export const PopupDismissRequestSchema = z.object({ dismiss_until: z.iso.datetime({ offset: true }) });

/** A minimized card in the dock (cards spec §3: id, content_group, workspace, content_group_id). */
export const MinimizedCardSchema = z.object({
  id: z.string(),
  content_group_id: z.string(),
  content_group: z.object({ id: z.string(), name: z.string(), workspace_id: z.string() }),
  workspace: z.object({ id: z.string(), name: z.string(), organization_id: z.string() }),
});
export type MinimizedCard = z.output<typeof MinimizedCardSchema>;

/** A search history entry (cards spec §3: workspace_id, text), newest first. */
export const SearchHistoryEntrySchema = z.object({
  id: z.string(),
  workspace_id: z.string(),
  text: z.string(),
  searched_at: z.string(),
});
export type SearchHistoryEntry = z.output<typeof SearchHistoryEntrySchema>;

/** `GET …/content_groups/search?name`: a recommendation, the title of a live card the caller may see. */
export const SearchRecommendationSchema = z.object({ id: z.string(), name: z.string(), stage_id: z.string() });
export type SearchRecommendation = z.output<typeof SearchRecommendationSchema>;

/** A popup dismiss (cards spec §3 `dismiss_until`), null when the popup is not snoozed. */
export const PopupDismissSchema = z.object({ id: z.string(), dismiss_until: z.nullable(z.string()) });
export type PopupDismiss = z.output<typeof PopupDismissSchema>;
