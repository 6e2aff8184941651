/**
 * Recycle bin domain (accounts spec §2 Recycle bin page, §4 Deleted card, §6 `can_view_recycle_bin`,
 * §7 Recycle bin; cards spec §4 "Moving to the recycle bin", §6 `can_crud_content_group`, §7 "Move-to-
 * recycle-bin path: not shown"; decisions K27–K29). Binning a card is `DELETE …/content_groups/{cid}`.
 */
import {
  BIN_PAGE_SIZE,
  BinSelectionSchema,
  type BinActionResult,
  type DeletedCardPage,
} from '../../../../shared/schemas/recycle-bin';
import { ReplaceImageRequestSchema } from '../../../../shared/schemas/contents';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/http/errors';
import { domainHandler, ok } from '../domain-handler';
import { BIN_ROUTES } from '../../routes/domains/bin';
import { parseInput } from '../../lib/http/validate';
import { getStage } from '../../data/stages';
import { getOrganization } from '../../data/organizations';
import { getUsers } from '../../data/users';
import {
  destroyBinnedCard,
  getBinEntries,
  listBin,
  moveCardToBin,
  restoreCard,
  type DeletedCardRecord,
} from '../../data/recycle-bin';
import { removeCardFromAllDocks } from '../../data/user-preferences';
import { visibleCardOf } from '../../services/cards/card-access';
import { getCardsByKeys } from '../../data/cards';
import { previewUrl } from '../../services/contents/present-contents';
import { fullName } from '../../lib/text/names';

/** The spec's time-tracking refusal (cards spec §8 invalid-stage popup text). */
export function timeTrackedMessage(cardName: string, workspaceName: string): string {
  return `"${cardName}" card is currently being time-tracked in "${workspaceName}" workspace. Move out of time-tracking stage to proceed.`;
}

/** Card id → a freshly signed thumbnail URL of the binned cards' preview (one BatchGet of the cards; signing is local). */
async function binnedPreviews(entries: readonly DeletedCardRecord[]): Promise<Map<string, string | null>> {
  const cards = await getCardsByKeys(entries.map((e) => ({ workspace_id: e.workspace_id, card_id: e.card_id })));
  return new Map(await Promise.all(cards.map(async (c) => [c.card_id, await previewUrl(c.preview_folder)] as const)));
}

/** The bin entries as the page lists them, with the binning users' names and the cards' previews (two BatchGets). */
async function presentEntries(entries: DeletedCardRecord[]) {
  const [users, previews] = await Promise.all([
    getUsers([...new Set(entries.map((e) => e.deleted_by))]),
    binnedPreviews(entries),
  ]);
  return entries.map((e) => {
    const user = users.get(e.deleted_by);
    return {
      preview: previews.get(e.card_id) ?? null,
      id: e.card_id,
      name: e.card_name,
      workspace_id: e.workspace_id,
      workspace_name: e.workspace_name,
      stage_id: e.stage_id,
      stage_name: e.stage_name,
      deleted_at: e.deleted_at,
      deleted_by: { id: e.deleted_by, full_name: user ? fullName(user.first_name, user.last_name) : 'Removed user' },
    };
  });
}

/** The cards a selection names: the listed ids, or every card in the bin for `all`. */
async function selectedIds(organizationId: string, body: unknown): Promise<string[]> {
  const selection = parseInput(BinSelectionSchema, body);
  return selection.all ? (await listBin(organizationId)).map((e) => e.card_id) : [...new Set(selection.ids)];
}

/** Run `action` on each selected card in turn, and answer which were done and which were not in the bin. */
async function applyToSelection(
  organizationId: string,
  ids: string[],
  action: (cardId: string) => Promise<boolean>,
): Promise<BinActionResult> {
  const done: string[] = [];
  const skipped: string[] = [];
  for (const id of ids) ((await action(id)) ? done : skipped).push(id);
  const organization = await getOrganization(organizationId);
  return { ids: done, skipped_ids: skipped, total_deleted_count: organization?.deleted_count ?? 0 };
}

export const handler = domainHandler('bin', BIN_ROUTES, {
  // Move to Recycle Bin: not while the card sits in a time-tracking stage (cards spec §4 Card states).
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}': async ({ params, caller, access }) => {
    const card = await visibleCardOf(params.id!, params.cid!, access);
    const stage = await getStage(params.id!, card.stage_id);
    if (!stage) throw new NotFoundError('The content cannot be found.');
    // …nor while a timer runs on it, whatever its stage now says (decisions R17).
    if (stage.enable_timestamp || (card.active_timer_count ?? 0) > 0)
      throw new ConflictError(timeTrackedMessage(card.name, access.workspace!.name), 'card_time_tracked');
    const entry = await moveCardToBin({ card, stage, workspace: access.workspace!, userId: caller!.userId });
    await removeCardFromAllDocks(card.card_id);
    return ok({ id: card.card_id, deleted_at: entry.deleted_at });
  },

  // Fresh preview URLs for binned cards whose images expired on the bin page (accounts spec §7 Recycle bin
  // `POST …/replace_image`). Ids not in this organization's bin are left out, as if they did not exist.
  'POST /api/v1/organizations/{id}/content_groups/replace_image': async ({ params, body }) => {
    const { content_groups } = parseInput(ReplaceImageRequestSchema, body);
    const previews = await binnedPreviews(await getBinEntries(params.id!, content_groups));
    return ok([...previews].map(([id, preview]) => ({ id, preview })));
  },

  'GET /api/v1/organizations/{id}/content_groups/deleted_index': async ({ params, query }) => {
    const page = Number(query.page ?? '1');
    if (!Number.isInteger(page) || page < 1 || page > 10_000)
      throw new BadRequestError('The page must be a whole number from 1.', { page: ['must be a whole number from 1'] });
    const all = await listBin(params.id!);
    const entries = all.slice((page - 1) * BIN_PAGE_SIZE, page * BIN_PAGE_SIZE);
    const result: DeletedCardPage = {
      content_groups: await presentEntries(entries),
      total_deleted_count: all.length,
      page,
      has_next_page: all.length > page * BIN_PAGE_SIZE,
    };
    return ok(result);
  },

  'PUT /api/v1/organizations/{id}/content_groups/restore': async ({ params, body }) => {
    const ids = await selectedIds(params.id!, body);
    return ok(
      await applyToSelection(params.id!, ids, async (cardId) => {
        try {
          await restoreCard(params.id!, cardId);
          return true;
        } catch (error) {
          if (error instanceof NotFoundError || (error instanceof ConflictError && ids.length > 1)) return false;
          throw error;
        }
      }),
    );
  },

  'DELETE /api/v1/organizations/{id}/content_groups/destroy_deleted': async ({ params, body }) => {
    const ids = await selectedIds(params.id!, body);
    return ok(await applyToSelection(params.id!, ids, (cardId) => destroyBinnedCard(params.id!, cardId)));
  },
});
