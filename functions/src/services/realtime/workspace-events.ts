/**
 * Changed workspace-level items → channel events (BRIEF §7 "Live updates"; accounts spec §7 realtime
 * subscriptions): stages, the workspace, labels, per-user counters, the chat, and memberships whose change
 * revokes subscriptions. ./item-events.ts maps each entity to one of these in `ITEM_EVENTS`.
 */
import { channelName } from './channels';
import {
  changed,
  EVERYONE,
  num,
  str,
  stringFields,
  TEAM_ONLY,
  verbOf,
  type ChangeOutcome,
  type ChannelEvent,
  type Image,
  type ItemChange,
} from '../../lib/realtime/item-change';

/** Stage fields clients show; counters alone (a card moving in or out) publish nothing: `card.moved` says it. */
const STAGE_FIELDS = [
  'name',
  'position',
  'enable_revision',
  'enable_timestamp',
  'visible_to_client',
  'require_approval_from_client',
];

/** Workspace channel: stages created, changed (renamed, moved, flags), deleted. */
export function stageEvents(change: ItemChange): Partial<ChangeOutcome> {
  const image = (change.newImage ?? change.oldImage) as Image;
  const workspaceId = str(image.workspace_id)!;
  const stageId = str(image.stage_id)!;
  if (change.eventName === 'MODIFY' && !changed(change, STAGE_FIELDS)) return {};
  const data = { id: stageId, ...Object.fromEntries(STAGE_FIELDS.map((k) => [k, image[k]])) };
  // Guests learn of a stage while it is, or just was, visible to them; a stage just hidden reaches them as deleted.
  const wasVisible = change.oldImage?.visible_to_client === true;
  const isVisible = change.newImage?.visible_to_client === true;
  const events: ChannelEvent[] = [
    {
      channel: channelName.workspace(workspaceId),
      type: `stage.${verbOf(change.eventName)}`,
      data,
      audience: { team: true, guests: isVisible || (change.eventName === 'REMOVE' && wasVisible) },
    },
  ];
  if (change.eventName === 'MODIFY' && wasVisible && !isVisible) {
    events.push({
      channel: channelName.workspace(workspaceId),
      type: 'stage.deleted',
      data: { id: stageId },
      audience: { team: false, guests: true },
    });
  }
  return { events };
}

/**
 * Workspace channel: the workspace renamed, its logo, storage or pending counts changed (what the board's
 * header shows); deleting it ends every subscription with its members.
 */
export function workspaceEvents(change: ItemChange): Partial<ChangeOutcome> {
  if (
    change.eventName !== 'MODIFY' ||
    !changed(change, ['name', 'logo_key', 'storage_bytes', 'pending_approval_count', 'pending_revision_count'])
  )
    return {};
  const image = change.newImage as Image;
  return {
    events: [
      {
        channel: channelName.workspace(str(image.workspace_id)!),
        type: 'workspace.changed',
        data: { id: image.workspace_id, name: image.name },
        audience: EVERYONE,
      },
    ],
  };
}

/** Workspace channel: labels created, renamed, recoloured or deleted (the board shows them on cards). */
export function labelEvents(change: ItemChange): Partial<ChangeOutcome> {
  const image = (change.newImage ?? change.oldImage) as Image;
  return {
    events: [
      {
        channel: channelName.workspace(str(image.workspace_id)!),
        type: `label.${verbOf(change.eventName)}`,
        data: { id: image.label_id },
        audience: EVERYONE,
      },
    ],
  };
}

/**
 * User channel: the user's unread counts of a workspace (the organization home's workspace cards, the board
 * header). A change of the chat count alone is `chat_count.changed {workspace_id, unread_message_count}`
 * (decisions V25), so a chat message does not make every recipient's board refetch.
 */
export function workspaceCounterEvents(change: ItemChange): Partial<ChangeOutcome> {
  const image = (change.newImage ?? change.oldImage) as Image;
  if (change.eventName === 'REMOVE') return {};
  const channel = channelName.user(str(image.user_id)!);
  const chatCount = {
    workspace_id: image.workspace_id,
    unread_message_count: Math.max(0, num(image.unread_chat_count)),
  };
  // Absent and 0 are the same count (counters made by notices carry no chat count).
  const chatChanged = num(change.oldImage?.unread_chat_count) !== num(change.newImage?.unread_chat_count);
  if (
    change.eventName === 'MODIFY' &&
    chatChanged &&
    !changed(change, ['unread_notifications_count', 'unread_messages_count'])
  ) {
    return { events: [{ channel, type: 'chat_count.changed', data: chatCount, audience: EVERYONE }] };
  }
  const data = {
    workspace_id: image.workspace_id,
    unread_notifications_count: num(image.unread_notifications_count),
    unread_messages_count: num(image.unread_messages_count),
    unread_chat_count: Math.max(0, num(image.unread_chat_count)),
  };
  const events: ChannelEvent[] = [{ channel, type: 'workspace_counter.changed', data, audience: EVERYONE }];
  if (chatChanged) events.push({ channel, type: 'chat_count.changed', data: chatCount, audience: EVERYONE });
  return { events };
}

/**
 * Chat channel: a new message (`chat_message.created`), with what the dock shows except the signed file
 * URL and the author's icon (decisions V24): text messages are patched into the open dock, file messages
 * make it refetch. Everyone subscribed may read it (subscribing needs `can_access_live_chat`).
 */
export function chatMessageEvents(change: ItemChange): Partial<ChangeOutcome> {
  if (change.eventName !== 'INSERT') return {};
  const image = change.newImage as Image;
  const file = image.file as Image | undefined;
  const data = {
    id: str(image.message_id),
    ...stringFields(image, ['conversation_id', 'workspace_id', 'user_id', 'user_full_name', 'user_name_initials']),
    // Plain text up to 5,000 characters: far inside the 32 KB message limit.
    content: str(image.content) ?? '',
    message_type: str(image.message_type),
    has_file: Boolean(file),
    created_at: str(image.created_at),
  };
  return {
    events: [
      { channel: channelName.chat(str(image.workspace_id)!), type: 'chat_message.created', data, audience: EVERYONE },
    ],
  };
}

/** Chat channel: a member's read marker moved (the dock's read marks). */
export function chatReadEvents(change: ItemChange): Partial<ChangeOutcome> {
  if (change.eventName === 'REMOVE' || !changed(change, ['last_read_message_id'])) return {};
  const image = change.newImage as Image;
  const data = stringFields(image, ['conversation_id', 'user_id', 'last_read_message_id', 'read_at']);
  return {
    events: [
      { channel: channelName.chat(str(image.conversation_id)!), type: 'chat_read.changed', data, audience: EVERYONE },
    ],
  };
}

/**
 * A member added, removed, or given another role: their subscriptions in the workspace go (they re-subscribe
 * and are checked again). A sign-out's copied cutoff (`tokens_valid_after`, S26) changes nothing anyone sees.
 */
export function workspaceMemberEvents(change: ItemChange): Partial<ChangeOutcome> {
  if (change.eventName === 'MODIFY' && !changed(change, ['role'])) return {};
  const image = (change.newImage ?? change.oldImage) as Image;
  const workspaceId = str(image.workspace_id)!;
  const events: ChannelEvent[] = [
    {
      channel: channelName.workspace(workspaceId),
      type: `member.${verbOf(change.eventName)}`,
      data: { user_id: image.user_id },
      audience: TEAM_ONLY,
    },
  ];
  const revoked = change.eventName === 'REMOVE' || (change.eventName === 'MODIFY' && changed(change, ['role']));
  return { events, revocations: revoked ? [{ userId: str(image.user_id)!, workspaceId }] : [] };
}

/** An organization member removed or given another role: every workspace subscription of theirs goes. */
export function organizationMemberEvents(change: ItemChange): Partial<ChangeOutcome> {
  const image = (change.newImage ?? change.oldImage) as Image;
  const revoked = change.eventName === 'REMOVE' || (change.eventName === 'MODIFY' && changed(change, ['role']));
  return { revocations: revoked ? [{ userId: str(image.user_id)! }] : [] };
}
