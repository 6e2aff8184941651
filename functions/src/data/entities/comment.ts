/**
 * Comments of a card and what each user keeps about them (cards spec §3 Comment, Comment attachment,
 * Draft comment, Card `unread_comments`; §4 Comments and drafts). All live in the card's partition
 * `card_id_{c}` (BRIEF §7):
 * - `comment`: sk `$comment_1#tab_{team|guest}#comment_id_{id}`, outside the `card_detail` collection so the
 *   popup's detail Query never reads them; `comment_id` is a UUIDv7, so a tab's comments sort by time
 *   (docs/data-model.md patterns 99–102);
 * - `comment_draft`: one per user and tab, in `card_detail` (pattern 103);
 * - `comment_read`: the comments of a tab a user has read, as a count, in `card_detail` (pattern 104).
 *
 * Times are written by the caller from its (injectable) clock, not by ElectroDB defaults, because the
 * 5-minute edit window is measured against them (BRIEF §7 "Clocks are injected").
 */
import { Entity } from 'electrodb';
import { COMMENT_EVENT_TYPES, COMMENT_TABS } from '../../../../shared/schemas/comment-kinds';
import { SERVICE } from './common';

/** One stored attachment: the file's final S3 key and what the response shows. */
const attachmentList = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      attachment_id: { type: 'string', required: true },
      filename: { type: 'string', required: true },
      content_type: { type: 'string', required: true },
      size: { type: 'number', required: true },
      key: { type: 'string', required: true },
    },
  },
} as const;

export const CommentEntity = new Entity({
  model: { entity: 'comment', version: '1', service: SERVICE },
  attributes: {
    card_id: { type: 'string', required: true, readOnly: true },
    tab: { type: COMMENT_TABS, required: true, readOnly: true },
    comment_id: { type: 'string', required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    /** The author. */
    user_id: { type: 'string', required: true, readOnly: true },
    /** Sanitized HTML ('' once deleted). */
    description: { type: 'string', required: true, default: '' },
    /** The comment this one replies to (one level only). */
    parent_id: { type: 'string', readOnly: true },
    /** Set on approval events (cards spec §3 Event types). */
    event_type: { type: COMMENT_EVENT_TYPES, readOnly: true },
    attachments: attachmentList,
    /** Mentioned user ids, from the mention spans (decisions R8). */
    mentioned_user_ids: { type: 'list', items: { type: 'string' } },
    created_at: { type: 'string', required: true, readOnly: true },
    updated_at: { type: 'string', required: true },
    /** Soft delete (decisions R2). */
    deleted_at: { type: 'string' },
  },
  indexes: {
    byCard: {
      pk: { field: 'pk', composite: ['card_id'] },
      sk: { field: 'sk', composite: ['tab', 'comment_id'] },
    },
  },
});

export const CommentDraftEntity = new Entity({
  model: { entity: 'comment_draft', version: '1', service: SERVICE },
  attributes: {
    card_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    tab: { type: COMMENT_TABS, required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    /** The draft's id (`draft_comment_id`); a new one for each draft after a clear or a post. */
    draft_id: { type: 'string', required: true, readOnly: true },
    description: { type: 'string', required: true, default: '' },
    attachments: attachmentList,
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byCard: {
      collection: 'card_detail',
      pk: { field: 'pk', composite: ['card_id'] },
      sk: { field: 'sk', composite: ['user_id', 'tab'] },
    },
  },
});

export const CommentReadEntity = new Entity({
  model: { entity: 'comment_read', version: '1', service: SERVICE },
  attributes: {
    card_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    tab: { type: COMMENT_TABS, required: true, readOnly: true },
    /** How many of the tab's comments the user has read: unread = the card's count − this. */
    read_count: { type: 'number', required: true, default: 0 },
    /** Comment notices this user got on the tab since reading it: counted in their Messages (decisions R18). */
    pending_messages: { type: 'number', default: 0 },
  },
  indexes: {
    byCard: {
      collection: 'card_detail',
      pk: { field: 'pk', composite: ['card_id'] },
      sk: { field: 'sk', composite: ['user_id', 'tab'] },
    },
  },
});
