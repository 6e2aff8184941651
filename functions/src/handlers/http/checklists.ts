/**
 * Checklists domain: a card's lists and their items (cards spec §4 Checklists, §6 list flags
 * `can_create`, `can_update`, `can_destroy`, `can_show`, §7 Checklists; decisions K20–K22).
 *
 * Lists hidden from guests ('Hide to Guests') are never sent to callers without `can_show`, and act as
 * unknown lists for them. A card in the recycle bin is read-only.
 */
import {
  CreateChecklistItemRequestSchema,
  CreateChecklistRequestSchema,
  SortChecklistItemsRequestSchema,
  SortChecklistsRequestSchema,
  UpdateChecklistItemRequestSchema,
  UpdateChecklistRequestSchema,
} from '../../../../shared/schemas/checklist';
import { CHECKLIST_MESSAGES } from '../../../../shared/schemas/checklist-limits';
import type { Access } from '../../services/access/authorize';
import { NotFoundError } from '../../lib/http/errors';
import { domainHandler, ok, type ApiRequest } from '../domain-handler';
import { CHECKLISTS_ROUTES } from '../../routes/domains/checklists';
import { parseInput } from '../../lib/http/validate';
import {
  createChecklist,
  createChecklistItem,
  deleteChecklist,
  deleteChecklistItem,
  getChecklist,
  readChecklists,
  toChecklistResponses,
  updateChecklist,
  updateChecklistItem,
  type CardKey,
} from '../../data/checklists';
import { sortChecklistItems, sortChecklists } from '../../data/checklist-order';
import { visibleCardOf } from '../../services/cards/card-access';

const LISTS = '/api/v1/workspaces/{id}/content_groups/{cid}/lists';
const ITEMS = `${LISTS}/{list_id}/list_items`;

/** The caller's view of a card's checklists: hidden lists only with `can_show`. */
async function checklistsFor(cardId: string, access: Access) {
  const { lists, items } = await readChecklists(cardId);
  const shown = access.can('can_show') ? lists : lists.filter((l) => !l.hidden);
  return toChecklistResponses(shown, items);
}

/** The card a write acts on, visible to the caller (out of the recycle bin: the route guard, routes/binned-cards.ts). */
async function writableCard({ params, access }: ApiRequest): Promise<CardKey> {
  const card = await visibleCardOf(params.id!, params.cid!, access);
  return { workspace_id: card.workspace_id, card_id: card.card_id };
}

/**
 * The list a write names, on a writable card. A hidden list is unknown to callers without `can_show`.
 * @throws NotFoundError 'List not found'.
 */
async function writableList(request: ApiRequest): Promise<CardKey> {
  const card = await writableCard(request);
  const list = await getChecklist(card.card_id, request.params.list_id!);
  if (!list || (list.hidden && !request.access.can('can_show')))
    throw new NotFoundError(CHECKLIST_MESSAGES.listNotFound);
  return card;
}

/** One list of the card as the caller sees it, after a write. */
async function listResponse(cardId: string, listId: string, access: Access) {
  return (await checklistsFor(cardId, access)).find((l) => l.id === listId)!;
}

export const handler = domainHandler('checklists', CHECKLISTS_ROUTES, {
  [`GET ${LISTS}`]: async ({ params, access }) => {
    await visibleCardOf(params.id!, params.cid!, access);
    return ok(await checklistsFor(params.cid!, access));
  },

  [`POST ${LISTS}`]: async (request) => {
    const { list } = parseInput(CreateChecklistRequestSchema, request.body);
    const card = await writableCard(request);
    const created = await createChecklist(card, list);
    return ok(await listResponse(card.card_id, created.list_id, request.access));
  },

  [`PUT ${LISTS}/sort`]: async (request) => {
    const { sorted_list_ids } = parseInput(SortChecklistsRequestSchema, request.body);
    const card = await writableCard(request);
    await sortChecklists(
      card,
      sorted_list_ids.map((l) => l.id),
    );
    return ok(await checklistsFor(card.card_id, request.access));
  },

  [`PATCH ${LISTS}/{list_id}`]: async (request) => {
    const { list } = parseInput(UpdateChecklistRequestSchema, request.body);
    const card = await writableList(request);
    await updateChecklist(card, request.params.list_id!, list);
    const updated = await listResponse(card.card_id, request.params.list_id!, request.access);
    // A caller without can_show who could hide a list no longer sees it.
    return ok(updated ?? { id: request.params.list_id, hidden: true });
  },

  [`DELETE ${LISTS}/{list_id}`]: async (request) => {
    const card = await writableList(request);
    await deleteChecklist(card, request.params.list_id!);
    return ok({ id: request.params.list_id });
  },

  [`POST ${ITEMS}`]: async (request) => {
    const { list_item } = parseInput(CreateChecklistItemRequestSchema, request.body);
    const card = await writableList(request);
    const item = await createChecklistItem(card, request.params.list_id!, list_item);
    return ok({
      id: item.item_id,
      list_id: item.list_id,
      description: item.description,
      done: item.done,
      position: item.position,
    });
  },

  [`PUT ${ITEMS}/sort`]: async (request) => {
    const { sorted_list_item_ids } = parseInput(SortChecklistItemsRequestSchema, request.body);
    const card = await writableList(request);
    await sortChecklistItems(
      card,
      request.params.list_id!,
      sorted_list_item_ids.map((i) => i.id),
    );
    return ok(await listResponse(card.card_id, request.params.list_id!, request.access));
  },

  [`PATCH ${ITEMS}/{item_id}`]: async (request) => {
    const { list_item } = parseInput(UpdateChecklistItemRequestSchema, request.body);
    const card = await writableList(request);
    const item = await updateChecklistItem(card, request.params.list_id!, request.params.item_id!, list_item);
    return ok({
      id: item.item_id,
      list_id: item.list_id,
      description: item.description,
      done: item.done,
      position: item.position,
    });
  },

  [`DELETE ${ITEMS}/{item_id}`]: async (request) => {
    const card = await writableList(request);
    await deleteChecklistItem(card, request.params.list_id!, request.params.item_id!);
    return ok({ id: request.params.item_id });
  },
});
