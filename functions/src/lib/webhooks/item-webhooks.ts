/**
 * Changed items → webhook events (issue 29 "Events"; BRIEF §8 "Webhooks"; decisions H7–H11). The stream
 * consumer (functions/src/handlers/streams/fan-out.ts) hands each changed item, as the realtime mappers
 * see it (../realtime/item-change.ts), to `webhookDraftsOf`, which answers the events it makes: their
 * type, object (shared/schemas/webhooks.ts), the workspace (or how to find it) and the message group (the
 * card, so a card's events keep their order per endpoint).
 *
 * Unlike the realtime events, nothing is held back from guests: webhooks are the organization's own. But a
 * payload carries only ids, names and states: never e-mail addresses, passwords or tokens.
 *
 * Each draft also names its actor, the user who made the change (issue 35; decisions EX4): the author for
 * comments and approval steps, the creator for created items, the inviter for invitations, else the
 * item's `changed_by` (stamped by the request that wrote it); null when no person did (a hard delete, a
 * scheduled job).
 */
import type { WebhookEventType } from '../../../../shared/schemas/webhooks';
import {
  changed,
  nullableStringFields,
  num,
  str,
  stringFields,
  type Image,
  type ItemChange,
} from '../realtime/item-change';
import { personOf } from '../rules/rule-actor';

/** One event to be, before its organization and endpoints are known. */
export interface WebhookDraft {
  type: WebhookEventType;
  object: Record<string, unknown>;
  previous?: Record<string, unknown>;
  /** The workspace, when the item names it. */
  workspaceId?: string;
  /** The organization, when the item names it (invitations). */
  organizationId?: string;
  /** A checklist item names only its list: the workspace is read from the list. */
  listOf?: { cardId: string; listId: string };
  /** The FIFO message group within an endpoint: the card, else the object. */
  groupId: string;
  /** The user who made the change, or null. */
  actorId: string | null;
}

/** The changed item's `changed_by`, the user whose request wrote it (decisions EX4); a board rule's change names its author (issue 38, BR5). */
const changedByOf = (change: ItemChange): string | null => personOf(str(change.newImage?.changed_by)) || null;

/**
 * The instant of the change to the millisecond (issue 35): the item's own `created_at` for a creation,
 * `updated_at` for a change, when it holds one; else null (the stream record's time is used).
 */
export function changeInstant(change: ItemChange): string | null {
  const value = str(
    change.eventName === 'INSERT'
      ? change.newImage?.created_at
      : change.eventName === 'MODIFY'
        ? change.newImage?.updated_at
        : undefined,
  );
  return value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
}

const arr = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value instanceof Set ? [...(value as Set<unknown>)].map(String) : [];
const orNull = (value: unknown): string | null => str(value) ?? null;

/** The card as webhooks carry it (shared/schemas/webhooks.ts WebhookCardSchema). */
export function webhookCard(image: Image): Record<string, unknown> {
  return {
    id: str(image.card_id),
    ...stringFields(image, ['workspace_id', 'stage_id']),
    name: str(image.name) ?? '',
    position: str(image.position) ?? '',
    ...nullableStringFields(image, ['start_date', 'due_date']),
    completed: image.completed === true,
    archived: image.archived === true,
    revision_count: num(image.revision_count),
    total_subtasks: num(image.total_subtasks),
    completed_subtasks: num(image.completed_subtasks),
    label_ids: arr(image.label_ids).sort(),
    assigned_user_ids: arr(image.assigned_user_ids).sort(),
    approval_status: str(image.approval_status) ?? 'none',
    ...nullableStringFields(image, ['deleted_at', 'created_by', 'created_at', 'updated_at']),
  };
}

/** The card fields whose change is a `card.updated` (counters, keys and bookkeeping are not). */
const CARD_UPDATE_FIELDS: Record<string, string> = {
  name: 'name',
  start_date: 'start_date',
  due_date: 'due_date',
  description: 'description',
  completed: 'completed',
  archived: 'archived',
  reminder_in_day: 'reminder_in_day',
  label_ids: 'label_ids',
  assigned_user_ids: 'assigned_user_ids',
  approval_status: 'approval_status',
};

/** The previous values of the given stored fields, under their webhook names. */
function previousOf(change: ItemChange, fields: string[]): Record<string, unknown> {
  const old = change.oldImage ?? {};
  return Object.fromEntries(
    fields.map((field) => [
      CARD_UPDATE_FIELDS[field] ?? field,
      field.endsWith('_ids') ? arr(old[field]).sort() : (old[field] ?? null),
    ]),
  );
}

/** card.created, .updated, .moved (another stage), .archived, .deleted (binned), .restored (decisions H8). */
function cardDrafts(change: ItemChange): WebhookDraft[] {
  const image = (change.newImage ?? change.oldImage) as Image;
  const actorId =
    change.eventName === 'INSERT'
      ? (str(image.created_by) ?? null)
      : change.eventName === 'REMOVE'
        ? null
        : changedByOf(change);
  const base = { workspaceId: str(image.workspace_id), groupId: str(image.card_id)!, actorId };
  const draft = (type: WebhookEventType, previous?: Record<string, unknown>): WebhookDraft[] => [
    { ...base, type, object: webhookCard(image), ...(previous ? { previous } : {}) },
  ];
  if (change.eventName === 'INSERT') return draft('card.created');
  const wasBinned = Boolean(change.oldImage?.deleted_at);
  // Removing a binned card for good says nothing more: `card.deleted` was sent when it was binned.
  if (change.eventName === 'REMOVE') return wasBinned ? [] : draft('card.deleted');
  const isBinned = Boolean(change.newImage?.deleted_at);
  if (!wasBinned && isBinned) return draft('card.deleted');
  if (wasBinned && !isBinned) return draft('card.restored');
  if (isBinned) return [];
  if (change.newImage?.archived === true && change.oldImage?.archived !== true) return draft('card.archived');
  if (changed(change, ['stage_id'])) return draft('card.moved', previousOf(change, ['stage_id', 'position']));
  const fields = Object.keys(CARD_UPDATE_FIELDS).filter((field) => changed(change, [field]));
  return fields.length ? draft('card.updated', previousOf(change, fields)) : [];
}

/** The approval event of each step's event comment (cards spec §3 Event types). */
const APPROVAL_EVENTS: Partial<Record<string, WebhookEventType>> = {
  submit_for_approval: 'approval.submitted',
  approve: 'approval.approved',
  request_revision: 'approval.revision_requested',
  void_submission: 'approval.voided',
};

/** comment.created (with its tab), or an approval step from the event comment it leaves (decisions H9). */
function commentDrafts(change: ItemChange): WebhookDraft[] {
  if (change.eventName !== 'INSERT') return [];
  const image = change.newImage as Image;
  const base = {
    workspaceId: str(image.workspace_id),
    groupId: str(image.card_id)!,
    actorId: str(image.user_id) ?? null,
  };
  const eventType = str(image.event_type);
  if (eventType) {
    const type = APPROVAL_EVENTS[eventType];
    if (!type) return [];
    const object = {
      ...stringFields(image, ['card_id', 'workspace_id', 'comment_id', 'tab', 'user_id']),
      action: eventType,
      description: str(image.description) ?? '',
      created_at: str(image.created_at),
    };
    return [{ ...base, type, object }];
  }
  const anchor = image.anchor as Image | undefined;
  const object = {
    id: str(image.comment_id),
    ...stringFields(image, ['card_id', 'workspace_id', 'tab', 'user_id']),
    description: str(image.description) ?? '',
    parent_id: orNull(image.parent_id),
    anchor: anchor
      ? { content_id: str(anchor.content_id), version_id: str(anchor.version_id), page: num(anchor.page) }
      : null,
    created_at: str(image.created_at),
  };
  return [{ ...base, type: 'comment.created', object }];
}

/** The file fields both content events carry. */
const contentFile = (image: Image) => ({
  type: str(image.type) ?? '',
  filename: str(image.filename) ?? '',
  size: num(image.size),
});

/** content.created, and content.version_created when a replace made the content's file a new version. */
function contentDrafts(change: ItemChange): WebhookDraft[] {
  if (change.eventName === 'REMOVE') return [];
  const image = change.newImage as Image;
  const base = {
    workspaceId: str(image.workspace_id),
    groupId: str(image.card_id)!,
    actorId: change.eventName === 'INSERT' ? (str(image.created_by) ?? null) : changedByOf(change),
  };
  if (change.eventName === 'INSERT') {
    const object = {
      id: str(image.content_id),
      ...stringFields(image, ['card_id', 'workspace_id']),
      ...contentFile(image),
      hidden: image.hidden === true,
      ...nullableStringFields(image, ['version_id', 'created_by', 'created_at']),
    };
    return [{ ...base, type: 'content.created', object }];
  }
  if (num(change.newImage?.versions_count) <= num(change.oldImage?.versions_count)) return [];
  const object = {
    id: str(image.version_id) ?? `${str(image.content_id)}:${num(image.versions_count)}`,
    ...stringFields(image, ['content_id', 'card_id']),
    workspace_id: orNull(image.workspace_id),
    ...contentFile(image),
    created_at: orNull(image.updated_at),
  };
  return [{ ...base, type: 'content.version_created', object }];
}

/** checklist_item.completed: an item ticked (or made ticked). */
function checklistItemDrafts(change: ItemChange): WebhookDraft[] {
  if (change.eventName === 'REMOVE' || change.newImage?.done !== true || change.oldImage?.done === true) return [];
  const image = change.newImage;
  const cardId = str(image.card_id)!;
  const listId = str(image.list_id)!;
  const object = {
    id: str(image.item_id),
    checklist_id: listId,
    card_id: cardId,
    workspace_id: null,
    description: str(image.description) ?? '',
    done: true,
  };
  return [
    {
      type: 'checklist_item.completed',
      object,
      listOf: { cardId, listId },
      groupId: cardId,
      actorId: changedByOf(change),
    },
  ];
}

/** member.invited: named by first and last name, never by the invitee's e-mail (issue 29 "Safety"). */
function invitationDrafts(change: ItemChange): WebhookDraft[] {
  if (change.eventName !== 'INSERT') return [];
  const image = change.newImage as Image;
  const object = {
    id: str(image.invitation_id),
    workspace_id: str(image.workspace_id),
    first_name: str(image.first_name) ?? '',
    last_name: str(image.last_name) ?? '',
    ...stringFields(image, ['role', 'invited_by']),
    created_at: orNull(image.created_at),
  };
  return [
    {
      type: 'member.invited',
      object,
      workspaceId: str(image.workspace_id),
      organizationId: str(image.organization_id),
      groupId: str(image.invitation_id)!,
      actorId: str(image.invited_by) ?? null,
    },
  ];
}

/** member.joined: a user became a member of a workspace. */
function workspaceMemberDrafts(change: ItemChange): WebhookDraft[] {
  if (change.eventName !== 'INSERT') return [];
  const image = change.newImage as Image;
  const object = {
    user_id: str(image.user_id),
    workspace_id: str(image.workspace_id),
    role: str(image.role),
    created_at: orNull(image.created_at),
  };
  return [
    {
      type: 'member.joined',
      object,
      workspaceId: str(image.workspace_id),
      organizationId: str(image.organization_id),
      groupId: `${str(image.workspace_id)}:${str(image.user_id)}`,
      actorId: changedByOf(change),
    },
  ];
}

/** Entity name (`__edb_e__`) → its webhook events. */
const WEBHOOK_MAPPERS: Readonly<Record<string, (change: ItemChange) => WebhookDraft[]>> = {
  card: cardDrafts,
  comment: commentDrafts,
  content: contentDrafts,
  checklist_item: checklistItemDrafts,
  invitation: invitationDrafts,
  workspace_member: workspaceMemberDrafts,
};

/** Whether changes of `entity` can make webhook events. */
export function makesWebhookEvents(entity: string): boolean {
  return Object.hasOwn(WEBHOOK_MAPPERS, entity);
}

/** The webhook events of one changed item (none for other entities). */
export function webhookDraftsOf(change: ItemChange): WebhookDraft[] {
  return WEBHOOK_MAPPERS[change.entity]?.(change) ?? [];
}
