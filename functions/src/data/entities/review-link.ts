/**
 * Review links as DynamoDB-Toolbox entities (issue 37 "Review by link, no password"; BRIEF §8 "Review links
 * are credentials"; docs/data-model.md patterns 240–247; decisions RL1–RL6). Modelled on API keys (./api-key.ts).
 *
 * - `reviewer` (pk `card_id_{c}`, sk `$reviewer_1#reviewer_id_{r}`): the reviewer, a record on the card
 *   (not a user): name, e-mail, status, last visit, and the hash of their link, in the card's partition.
 * - `review_link` (pk `link_hash_{sha256}`): the link's lookup item: reviewer, card, workspace, expiry.
 * - `review_session` (pk `session_hash_{sha256}`): a reviewer session (12 hours, then the table's TTL), read by the
 *   authorizer; it names the reviewer, card and workspace and nothing else.
 * - `reviewer_count` (pk `card_id_{c}`, sk `$reviewer_count_1`): the card's reviewers, moved in the same
 *   transactions, so the limit of 50 holds under concurrent invites.
 * Revoking deletes the reviewer and link items in one transaction; the reviewer's sessions are refused
 * from then on, since each use reads the reviewer item too (../review-links.ts `readReviewerSession`).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { number } from 'dynamodb-toolbox/schema/number';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { list } from 'dynamodb-toolbox/schema/list';
import { REVIEWER_STATUSES } from '../../../../shared/schemas/review-link-limits';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';
import { REVIEW_SESSION_BY_HASH, REVIEW_SESSION_MODEL, REVIEWER_BY_CARD, REVIEWER_MODEL } from './review-link-keys';

export { REVIEWER_BY_CARD, REVIEWER_MODEL };

export const ReviewerItem = new Entity({
  name: REVIEWER_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    card_id: string().key(),
    reviewer_id: string().key(),
    workspace_id: string(),
    name: string(),
    email: string(),
    /** `en`, `es` or `de` (issue 41): the review page's and the e-mails' language; English when absent. */
    language: string().optional(),
    status: string().enum(...REVIEWER_STATUSES),
    /** SHA-256 (hex) of the link's token; the token itself is never stored. */
    link_hash: string(),
    require_code: boolean(),
    invited_by: string(),
    /** ISO instants. */
    created_at: string(),
    /** ISO instant the link stops working (not the table's TTL: the record stays listed, as expired). */
    valid_until: string(),
    last_seen_at: string().optional(),
    /** ISO instants of the first opening and first comment, and of the latest decision (decisions K3). */
    opened_at: string().optional(),
    commented_at: string().optional(),
    decided_at: string().optional(),
    /**
     * The pending one-time code (decisions K1): SHA-256 of `{reviewer_id}:{code}`, its end (ISO) and the wrong
     * tries so far; removed once the right code is given.
     */
    code_hash: string().optional(),
    code_valid_until: string().optional(),
    code_tries: number().optional(),
    /** SHA-256 (hex) of the device ids that gave a right code, newest last (at most `devicesKept`). */
    device_hashes: list(string()).optional(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(REVIEWER_MODEL, REVIEWER_BY_CARD),
});

export const REVIEW_LINK_MODEL = modelOf('review_link');
/** The table keys: one item per link hash. */
export const REVIEW_LINK_BY_HASH: IndexSpec = {
  pk: { field: 'pk', composite: ['link_hash'] },
  sk: { field: 'sk', composite: [] },
};

export const ReviewLink = new Entity({
  name: REVIEW_LINK_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    link_hash: string().key(),
    reviewer_id: string(),
    card_id: string(),
    workspace_id: string(),
    /** ISO instant after which the link answers 401. */
    valid_until: string(),
    /** Epoch seconds: the table's TTL attribute, a day after `valid_until`. */
    expires_at: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(REVIEW_LINK_MODEL, REVIEW_LINK_BY_HASH),
});

export { REVIEW_SESSION_BY_HASH, REVIEW_SESSION_MODEL };

export const ReviewSession = new Entity({
  name: REVIEW_SESSION_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    session_hash: string().key(),
    reviewer_id: string(),
    card_id: string(),
    workspace_id: string(),
    /** ISO instant the session ends. */
    valid_until: string(),
    /** Epoch seconds: the table's TTL attribute, a day after `valid_until`. */
    expires_at: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(REVIEW_SESSION_MODEL, REVIEW_SESSION_BY_HASH),
});

export const REVIEWER_COUNT_MODEL = modelOf('reviewer_count');
/** The table keys: one counter per card, in the card's partition. */
export const REVIEWER_COUNT_BY_CARD: IndexSpec = {
  pk: { field: 'pk', composite: ['card_id'] },
  sk: { field: 'sk', composite: [] },
};

export const ReviewerCount = new Entity({
  name: REVIEWER_COUNT_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    card_id: string().key(),
    count: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(REVIEWER_COUNT_MODEL, REVIEWER_COUNT_BY_CARD),
});
