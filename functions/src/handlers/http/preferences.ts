/**
 * Preferences domain: what a user keeps for themselves across the app. Minimized cards (cards spec §2
 * Minimized cards, §3, §7 Other; accounts spec §2 dock, §7 Minimized cards), the workspace search's
 * history and title recommendations (cards spec §2 Search, §4 Search history, §7), and popup snoozes
 * (cards spec §3 Popup dismiss, §5; accounts spec §7 `popup_dismisses`). Decisions K23–K26.
 */
import { PREFERENCE_LIMITS, PREFERENCE_MESSAGES } from '../../../../shared/schemas/user-preference-limits';
import {
  MinimizeCardRequestSchema,
  PopupDismissRequestSchema,
  SearchHistoryRequestSchema,
  type SearchHistoryEntry,
} from '../../../../shared/schemas/user-preferences';
import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import { domainHandler, ok } from '../domain-handler';
import { PREFERENCES_ROUTES } from '../../routes/domains/preferences';
import { parseInput } from '../../lib/http/validate';
import { visibleStages } from '../../lib/auth/visibility';
import { loadWorkspaceSkeleton } from '../../data/workspaces';
import { searchCardsByTitle } from '../../data/card-search';
import {
  deleteSearch,
  getPopupDismiss,
  listMinimizedCards,
  listSearchHistory,
  minimizeCard,
  recordSearch,
  removeMinimizedCard,
  setPopupDismiss,
  type SearchHistoryRecord,
} from '../../data/user-preferences';
import { visibleCardOf } from '../../services/cards/card-access';
import { presentDock } from '../../services/preferences/minimized-dock';

const toHistoryEntry = (h: SearchHistoryRecord): SearchHistoryEntry => ({
  id: h.history_id,
  workspace_id: h.workspace_id,
  text: h.text,
  searched_at: h.searched_at,
});

export const handler = domainHandler('preferences', PREFERENCES_ROUTES, {
  'GET /api/v1/minimized_content_groups': async ({ caller }) =>
    ok(await presentDock(caller!.userId, await listMinimizedCards(caller!.userId))),

  // The policy checked membership of `workspace_id`; the card must be one the caller may see.
  'POST /api/v1/minimized_content_groups': async ({ body, caller, access }) => {
    const input = parseInput(MinimizeCardRequestSchema, body);
    await visibleCardOf(input.workspace_id, input.content_group_id, access);
    await minimizeCard(caller!.userId, input.workspace_id, input.content_group_id);
    return ok(await presentDock(caller!.userId, await listMinimizedCards(caller!.userId)));
  },

  'DELETE /api/v1/minimized_content_groups/{id}': async ({ params, caller }) => {
    if (!(await removeMinimizedCard(caller!.userId, params.id!)))
      throw new NotFoundError('This card is not minimized.');
    return ok({ id: params.id });
  },

  'GET /api/v1/workspaces/{id}/search_histories': async ({ params, caller }) =>
    ok((await listSearchHistory(caller!.userId, params.id!)).map(toHistoryEntry)),

  'POST /api/v1/workspaces/{id}/search_histories': async ({ params, body, caller }) => {
    const { text } = parseInput(SearchHistoryRequestSchema, body);
    // The schema refuses an empty text (cards spec §4 "empty texts dropped"), so an entry is always recorded.
    const entry = await recordSearch(caller!.userId, params.id!, text);
    if (!entry) throw new BadRequestError('Required', { text: ['Required'] });
    return ok(toHistoryEntry(entry));
  },

  'DELETE /api/v1/workspaces/{id}/search_histories/{history_id}': async ({ params, caller }) => {
    await deleteSearch(caller!.userId, params.id!, params.history_id!);
    return ok({ id: params.history_id });
  },

  // Recommendations: titles of live cards in stages the caller may see.
  'GET /api/v1/workspaces/{id}/content_groups/search': async ({ params, query, access }) => {
    const name = query.name ?? '';
    if (name.length > PREFERENCE_LIMITS.searchTextLength)
      throw new BadRequestError(`name: at most ${PREFERENCE_LIMITS.searchTextLength} characters`);
    const [cards, skeleton] = await Promise.all([
      searchCardsByTitle(params.id!, name),
      access.can('can_see_hidden_stages') ? null : loadWorkspaceSkeleton(params.id!),
    ]);
    const stages = skeleton ? new Set(visibleStages(skeleton.stages, access).map((s) => s.stage_id)) : null;
    return ok(
      cards
        .filter((c) => !stages || stages.has(c.stage_id))
        .map((c) => ({ id: c.card_id, name: c.name, stage_id: c.stage_id })),
    );
  },

  'GET /api/v1/popup_dismisses/{popup_id}': async ({ params, caller }) => {
    return ok({ id: params.popup_id, dismiss_until: await getPopupDismiss(caller!.userId, params.popup_id!) });
  },

  'PUT /api/v1/popup_dismisses/{popup_id}': async ({ params, body, caller }) => {
    const until = new Date(parseInput(PopupDismissRequestSchema, body).dismiss_until);
    const ahead = until.getTime() - Date.now();
    if (ahead <= 0 || ahead > PREFERENCE_LIMITS.popupSnoozeMaxMs)
      throw new BadRequestError(PREFERENCE_MESSAGES.snoozeRange, { dismiss_until: [PREFERENCE_MESSAGES.snoozeRange] });
    await setPopupDismiss(caller!.userId, params.popup_id!, until);
    return ok({ id: params.popup_id, dismiss_until: until.toISOString() });
  },
});
