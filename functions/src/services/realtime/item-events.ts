/**
 * Changed items → channel events (BRIEF §7 "Live updates"; accounts spec §7 realtime subscriptions;
 * cards spec §4 checklists realtime, §7 Other `bulk_destroy_minimized_cards`).
 *
 * The stream consumer (functions/src/handlers/streams/fan-out.ts) hands every changed item of the table to
 * `eventsOfChange`, which looks up the item's entity name (`__edb_e__`) in `ITEM_EVENTS`. An entity
 * without an entry publishes nothing (connections, rate limits, tokens…).
 *
 * **Adding a feature's events** is one entry: a card-partition part (contents, comments, approvals, time
 * entries) is usually `cardPart('comment')`, which publishes `comment.created|changed|deleted` on the
 * card's channel with the item's attributes, held back from guests while the card is not visible to them
 * (and always, when `teamOnly` says so), and quiet when only `ignoredAttributes` changed. The web side maps the event type to a cache patch or an
 * invalidation (web/src/lib/live/event-handlers.ts).
 *
 * Event data is what the API would return where that is simple (the card's board fields, a list's fields)
 * and ids otherwise; messages stay far below the 32 KB API Gateway limit.
 */
import { channelName } from './channels';
import {
  stageEvents,
  workspaceEvents,
  labelEvents,
  workspaceCounterEvents,
  chatMessageEvents,
  chatReadEvents,
  workspaceMemberEvents,
  organizationMemberEvents,
} from './workspace-events';

import {
  attributesOf,
  changed,
  EVERYONE,
  num,
  str,
  TEAM_ONLY,
  verbOf,
  type Audience,
  type ChangeOutcome,
  type ChannelEvent,
  type GuestGate,
  type Image,
  type ItemChange,
  type ItemEventMapper,
  type Revocation,
} from '../../lib/realtime/item-change';

export { attributesOf };
export type { Audience, ChangeOutcome, ChannelEvent, GuestGate, ItemChange, ItemEventMapper, Revocation };

/**
 * The card's board fields (shared/schemas/card.ts CardSchema without labels and participants, which need
 * lookups: `refresh` tells clients to refetch when those changed). Guests' subtask counts leave out lists
 * hidden from them (decisions K21).
 */
function boardCard(image: Image, guest: boolean) {
  return {
    id: str(image.card_id),
    workspace_id: str(image.workspace_id),
    stage_id: str(image.stage_id),
    position: str(image.position),
    name: str(image.name),
    // The board's cards hold the description (decisions CO5): a live edit keeps them current.
    description: str(image.description) ?? '',
    start_date: str(image.start_date) ?? null,
    due_date: str(image.due_date) ?? null,
    completed: image.completed === true,
    archived: image.archived === true,
    revision_count: num(image.revision_count),
    total_subtasks: num(image.total_subtasks) - (guest ? num(image.hidden_subtasks) : 0),
    completed_subtasks: num(image.completed_subtasks) - (guest ? num(image.hidden_completed_subtasks) : 0),
    // Open annotations per tab (issue 26): guests never count the Team tab's, nor pins on contents hidden from them (issue 35).
    open_annotations: {
      team: guest ? 0 : num(image.open_annotations_team),
      guest: Math.max(0, num(image.open_annotations_guest) - (guest ? num(image.hidden_open_annotations_guest) : 0)),
    },
    // A copy's template (issue 35): guests do not see repeat rules.
    recurring_template_id: guest ? null : (str(image.recurring_template_id) ?? null),
    updated_at: str(image.updated_at),
  };
}

/** Workspace channel: created, changed, moved, archived, unarchived, binned, restored and deleted cards; the card channel gets `card.changed` too. */
function cardEvents(change: ItemChange): Partial<ChangeOutcome> {
  const image = (change.newImage ?? change.oldImage) as Image;
  const workspaceId = str(image.workspace_id)!;
  const cardId = str(image.card_id)!;
  const stageId = str(image.stage_id)!;
  const channel = channelName.workspace(workspaceId);
  const inStage = (id: string): Audience => ({ team: true, guests: { workspaceId, visibleStages: [id] } });
  const ids = { id: cardId, stage_id: stageId };

  if (change.eventName === 'REMOVE')
    return { events: [{ channel, type: 'card.deleted', data: ids, audience: inStage(stageId) }] };
  const card = boardCard(image, false);
  const guestCard = boardCard(image, true);
  if (change.eventName === 'INSERT') {
    return {
      events: [{ channel, type: 'card.created', data: card, guestData: guestCard, audience: inStage(stageId) }],
    };
  }
  const wasBinned = Boolean(change.oldImage?.deleted_at);
  const isBinned = Boolean(change.newImage?.deleted_at);
  if (!wasBinned && isBinned)
    return { events: [{ channel, type: 'card.binned', data: ids, audience: inStage(stageId) }] };
  if (wasBinned && !isBinned)
    return {
      events: [{ channel, type: 'card.restored', data: card, guestData: guestCard, audience: inStage(stageId) }],
    };
  if (isBinned) return {};
  // Archived cards leave the board (decisions K7); unarchived ones come back.
  if (changed(change, ['archived'])) {
    return change.newImage?.archived === true
      ? { events: [{ channel, type: 'card.archived', data: ids, audience: inStage(stageId) }] }
      : {
          events: [{ channel, type: 'card.unarchived', data: card, guestData: guestCard, audience: inStage(stageId) }],
        };
  }

  // Labels, participants and the preview (a signed URL) need the API: clients refetch when they changed.
  const refresh = changed(change, ['label_ids', 'assigned_user_ids', 'preview_folder', 'preview_type']);
  const oldStageId = str(change.oldImage?.stage_id) ?? stageId;
  const events: ChannelEvent[] = [];
  if (changed(change, ['stage_id', 'position'])) {
    const data = { ...card, from_stage_id: oldStageId, refresh };
    events.push({
      channel,
      type: 'card.moved',
      data,
      guestData: { ...guestCard, from_stage_id: oldStageId, refresh },
      audience: inStage(stageId),
    });
    // A guest who saw the card in its old stage loses it from the board.
    if (oldStageId !== stageId) {
      events.push({
        channel,
        type: 'card.removed',
        data: { id: cardId, stage_id: oldStageId },
        audience: { team: false, guests: { workspaceId, visibleStages: [oldStageId], hiddenStages: [stageId] } },
      });
    }
  } else {
    // Unread comment counts are per viewer: `comments` tells each to fetch its own (a Team comment only the team's).
    const comments = changed(change, ['comment_count_team', 'comment_count_guest']);
    const guestComments = changed(change, ['comment_count_guest']);
    events.push({
      channel,
      type: 'card.changed',
      data: { ...card, refresh, comments },
      guestData: { ...guestCard, refresh, comments: guestComments },
      audience: inStage(stageId),
    });
  }
  // The open popup refetches its card on any change but a pure reorder.
  if (
    changed(
      change,
      Object.keys({ ...change.oldImage, ...change.newImage }).filter(
        (k) => !['position', 'updated_at', 'gsi1sk'].includes(k),
      ),
    )
  ) {
    events.push({
      channel: channelName.card(cardId),
      type: 'card.changed',
      data: { id: cardId, workspace_id: workspaceId },
      audience: inStage(stageId),
    });
  }
  return { events };
}

/**
 * A card-partition part (`card_id_{c}`) as `{kind}.created|changed|deleted` on the card's channel, with the
 * item's attributes. Guests receive it while the card is visible to them, unless `teamOnly(image)`.
 * Used for checklists now; contents, comments, approvals and time entries add one entry each.
 */
export function cardPart(
  kind: string,
  options: {
    teamOnly?: (image: Image) => boolean;
    guestGate?: (image: Image) => GuestGate;
    ignoredAttributes?: string[];
  } = {},
): ItemEventMapper {
  return (change) => {
    const image = (change.newImage ?? change.oldImage) as Image;
    // A change of only bookkeeping attributes (counters another event already announces) publishes nothing.
    if (change.eventName === 'MODIFY' && options.ignoredAttributes) {
      const ignored = new Set([...options.ignoredAttributes, 'updated_at']);
      if (
        !changed(
          change,
          Object.keys({ ...change.oldImage, ...change.newImage }).filter((k) => !ignored.has(k)),
        )
      )
        return {};
    }
    const cardId = str(image.card_id)!;
    const workspaceId = str(image.workspace_id);
    const teamOnly =
      options.teamOnly?.(image) === true &&
      (change.eventName !== 'MODIFY' || options.teamOnly?.(change.oldImage ?? {}) === true);
    const gate = options.guestGate?.(image) ?? (workspaceId ? { visibleCard: { workspaceId, cardId } } : false);
    const data = change.eventName === 'REMOVE' ? attributesOf(change.oldImage) : attributesOf(change.newImage);
    return {
      events: [
        {
          channel: channelName.card(cardId),
          type: `${kind}.${verbOf(change.eventName)}`,
          data,
          audience: { team: true, guests: teamOnly ? false : gate },
        },
      ],
    };
  };
}

/** A checklist item's gate: its list must be visible to guests (the list item has no workspace id; the list has). */
const itemGate = (image: Image): GuestGate => ({
  visibleList: { cardId: str(image.card_id)!, listId: str(image.list_id)! },
});

/**
 * Card channel: a content added, changed (hidden, shown, moved, replaced) or deleted (cards spec §4
 * Contents; issue 15). The event names the content only: its signed URLs come from the API, so clients
 * refetch the card's contents. Guests hear of it while the card is visible to them, and not at all of a
 * content hidden before and after the change; one just hidden reaches them as deleted, so they drop it.
 */
function contentEvents(change: ItemChange): Partial<ChangeOutcome> {
  const image = (change.newImage ?? change.oldImage) as Image;
  const cardId = str(image.card_id)!;
  const workspaceId = str(image.workspace_id)!;
  const channel = channelName.card(cardId);
  const data = { id: image.content_id, card_id: cardId };
  const gate: GuestGate = { visibleCard: { workspaceId, cardId } };
  const wasHidden = change.oldImage?.hidden === true;
  const isHidden = change.newImage?.hidden === true;
  const verb = verbOf(change.eventName);
  if (change.eventName !== 'MODIFY')
    return {
      events: [
        {
          channel,
          type: `content.${verb}`,
          data,
          audience: { team: true, guests: (verb === 'created' ? isHidden : wasHidden) ? false : gate },
        },
      ],
    };
  if (wasHidden && isHidden) return { events: [{ channel, type: 'content.changed', data, audience: TEAM_ONLY }] };
  const events: ChannelEvent[] = [
    { channel, type: 'content.changed', data, audience: { team: true, guests: isHidden ? false : gate } },
  ];
  if (isHidden) events.push({ channel, type: 'content.deleted', data, audience: { team: false, guests: gate } });
  return { events };
}

/**
 * User channel (NotificationChannel): notifications created, read or unread, deleted ("Notifications carry
 * data or a deleted flag").
 */
function notificationEvents(change: ItemChange): Partial<ChangeOutcome> {
  const image = (change.newImage ?? change.oldImage) as Image;
  const data =
    change.eventName === 'REMOVE'
      ? { id: image.notification_id, deleted: true }
      : { id: image.notification_id, ...attributesOf(change.newImage) };
  return {
    events: [
      {
        channel: channelName.user(str(image.user_id)!),
        type: `notification.${verbOf(change.eventName)}`,
        data,
        audience: EVERYONE,
      },
    ],
  };
}

/**
 * User channel (MinimizedCardChannel): a card minimized elsewhere, or removed from the dock (binned, or by
 * the user): `bulk_destroy_minimized_cards` with `content_group_ids` (the fan-out merges a batch's removals).
 */
function minimizedCardEvents(change: ItemChange): Partial<ChangeOutcome> {
  const image = (change.newImage ?? change.oldImage) as Image;
  const channel = channelName.user(str(image.user_id)!);
  if (change.eventName === 'REMOVE')
    return {
      events: [
        {
          channel,
          type: 'bulk_destroy_minimized_cards',
          data: { content_group_ids: [image.card_id] },
          audience: EVERYONE,
        },
      ],
    };
  if (change.eventName === 'INSERT')
    return {
      events: [
        {
          channel,
          type: 'minimized_card.created',
          data: { content_group_id: image.card_id, workspace_id: image.workspace_id },
          audience: EVERYONE,
        },
      ],
    };
  return {};
}

/** Entity name (`__edb_e__`) → its events. */
export const ITEM_EVENTS: Readonly<Record<string, ItemEventMapper>> = {
  card: cardEvents,
  stage: stageEvents,
  workspace: workspaceEvents,
  label: labelEvents,
  workspace_counter: workspaceCounterEvents,
  workspace_member: workspaceMemberEvents,
  organization_member: organizationMemberEvents,
  checklist: cardPart('checklist', {
    // A list hidden before and after the change stays a team matter; one just shown or hidden reaches guests as a change.
    teamOnly: (image) => image.hidden === true,
    // Its counters follow every item change, which `checklist_item.*` already announces.
    ignoredAttributes: ['item_count', 'done_count'],
  }),
  checklist_item: cardPart('checklist_item', { guestGate: itemGate }),
  // Comments on the card channel (issue 14): Team-tab comments never reach guests.
  // Annotations (issue 26) also need their content visible to guests, and replies their thread (issue 35).
  comment: cardPart('comment', {
    teamOnly: (image) => image.tab === 'team',
    guestGate: (image) => {
      const cardId = str(image.card_id)!;
      const workspaceId = str(image.workspace_id)!;
      const contentId = str((image.anchor as Image | undefined)?.content_id);
      // A reply (issue 35) has no anchor: it is held back with the thread it answers.
      const parentId = str(image.parent_id);
      return {
        visibleCard: { workspaceId, cardId },
        ...(contentId ? { visibleContent: { cardId, contentId } } : {}),
        ...(!contentId && parentId ? { visibleThread: { cardId, tab: str(image.tab)!, parentId } } : {}),
      };
    },
  }),
  content: contentEvents,
  notification: notificationEvents,
  minimized_card: minimizedCardEvents,
  // The workspace chat (decisions V24, V25).
  chat_message: chatMessageEvents,
  chat_read: chatReadEvents,
};

/** Whether changes of `entity` publish anything (the consumer skips the others unread). */
export function publishesEvents(entity: string): boolean {
  return Object.hasOwn(ITEM_EVENTS, entity);
}

/** The events and revocations of one changed item (none for entities without an entry). */
export function eventsOfChange(change: ItemChange): ChangeOutcome {
  const mapper = ITEM_EVENTS[change.entity];
  const outcome = mapper ? mapper(change) : {};
  return { events: outcome.events ?? [], revocations: outcome.revocations ?? [] };
}
