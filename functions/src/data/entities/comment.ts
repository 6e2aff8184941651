/**
 * Comments of a card, and what each user keeps about them, as DynamoDB-Toolbox entities: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), all in the
 * card's partition (cards spec §3 Comment, Comment attachment, Draft comment, Card `unread_comments`; §4
 * Comments and drafts; docs/data-model.md patterns 99–104):
 * - `comment`: by tab and time-ordered id, outside the `card_detail` collection;
 * - `comment_draft` and `comment_read`: one per user and tab, in `card_detail`.
 *
 * Their times are written by the caller from its injectable clock (BRIEF §7 "Clocks are injected"), so they
 * are plain attributes and the entities' own timestamps are off. Attributes ElectroDB defaults without
 * requiring them stay optional, so items written before them still read.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { COMMENT_EVENT_TYPES, COMMENT_TABS } from '../../../../shared/schemas/comment-kinds';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

/** One stored attachment: the file's final S3 key and what the response shows. */
const attachmentList = () =>
  list(
    map({
      attachment_id: string(),
      filename: string(),
      content_type: string(),
      size: number(),
      key: string(),
    }),
  ).optional();

const tab = () => string().enum(...COMMENT_TABS);

export const COMMENT_MODEL = modelOf('comment');

/** The table keys: the card's partition, a tab's comments in id (time) order, outside `card_detail`. */
export const COMMENT_BY_CARD: IndexSpec = {
  pk: { field: 'pk', composite: ['card_id'] },
  sk: { field: 'sk', composite: ['tab', 'comment_id'] },
};

export const Comment = new Entity({
  name: COMMENT_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    card_id: string().key(),
    tab: tab().key(),
    comment_id: string().key(),
    workspace_id: string(),
    /** The author: a user, or a reviewer of the card (issue 37: then `reviewer_name` is set). */
    user_id: string(),
    /** A reviewer's comment (issue 37 "Review by link"): the name they were invited under, shown with a "Reviewer" mark. */
    reviewer_name: string().optional(),
    /**
     * The name of an author who has no account here, kept by an organization import (issue 40; decisions
     * EX10, EX14): the comment shows it with the 'Removed' mark instead of "Removed user".
     */
    former_author_name: string().optional(),
    /** Sanitized HTML ('' once deleted). */
    description: string().default(''),
    /** The comment this one replies to (one level only). */
    parent_id: string().optional(),
    /** Set on approval events (cards spec §3 Event types). */
    event_type: string()
      .enum(...COMMENT_EVENT_TYPES)
      .optional(),
    attachments: attachmentList(),
    /** Mentioned user ids, from the mention spans (decisions R8). */
    mentioned_user_ids: list(string()).optional(),
    created_at: string(),
    updated_at: string(),
    /** Soft delete (decisions R2). */
    deleted_at: string().optional(),
    /**
     * An annotation's pin (issue 26; BRIEF §8): the content, its version, the page (from 1) and the shape in
     * fractions of the page (0–1). Absent on plain comments and replies; optional, so older items read.
     */
    anchor: map({
      content_id: string(),
      version_id: string(),
      page: number(),
      shape: map({
        type: string().enum('point', 'rect', 'path'),
        x: number().optional(),
        y: number().optional(),
        w: number().optional(),
        h: number().optional(),
        points: list(list(number())).optional(),
      }),
    }).optional(),
    /** An annotation's number on its version, from the version's tally (entities/annotation-tally.ts). */
    annotation_number: number().optional(),
    /** Replies to an annotation, counted in the reply's transaction (issue 26 list `reply_count`). */
    reply_count: number().optional(),
    /** When and by whom an annotation was resolved; removed on reopen. */
    resolved_at: string().optional(),
    resolved_by: string().optional(),
    /** The annotation of an earlier version this one was carried over from, and the one it was carried to. */
    carried_from: string().optional(),
    carried_to: string().optional(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(COMMENT_MODEL, COMMENT_BY_CARD),
});

export const COMMENT_DRAFT_MODEL = modelOf('comment_draft');

/** The table keys of drafts and read counts: the card's partition, one item per user and tab, in `card_detail`. */
export const PER_USER_AND_TAB: IndexSpec = {
  collection: 'card_detail',
  pk: { field: 'pk', composite: ['card_id'] },
  sk: { field: 'sk', composite: ['user_id', 'tab'] },
};

/** The key attributes of PER_USER_AND_TAB, the same in every entity it keys (drafts and read counts). */
const perUserAndTabKey = () => ({
  card_id: string().key(),
  user_id: string().key(),
  tab: tab().key(),
});

export const CommentDraft = new Entity({
  name: COMMENT_DRAFT_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    ...perUserAndTabKey(),
    workspace_id: string(),
    /** The draft's id (`draft_comment_id`); a new one for each draft after a clear or a post. */
    draft_id: string(),
    description: string().default(''),
    attachments: attachmentList(),
    updated_at: string(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(COMMENT_DRAFT_MODEL, PER_USER_AND_TAB),
});

export const COMMENT_READ_MODEL = modelOf('comment_read');

export const CommentRead = new Entity({
  name: COMMENT_READ_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    ...perUserAndTabKey(),
    /**
     * How many of the tab's comments the user has read: unread = the card's count − this. Optional: a
     * recipient's notice creates the marker with `pending_messages` only, before any read.
     */
    read_count: number().optional().default(0),
    /** Comment notices this user got on the tab since reading it: counted in their Messages (decisions R18). */
    pending_messages: number().optional().default(0),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(COMMENT_READ_MODEL, PER_USER_AND_TAB),
});
