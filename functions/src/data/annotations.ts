/**
 * Annotations: comments with an anchor on a content version (issue 26; BRIEF §8 "Annotations are comments
 * with an anchor", "Resolve state lives on the comment"; docs/data-model.md patterns 166–170).
 *
 * They are `comment` items of the card's partition (entities/comment.ts `anchor`, `annotation_number`,
 * `resolved_*`, `carried_*`), so tabs, unread counts, notifications and realtime events are the comments'.
 * What they add is kept in the same TransactWrite as the change, under conditions on the state read:
 * - the number: per tab and content, across its versions (issue 35; decisions PA3), the content's
 *   `pin_seq_{team|guest}` goes from the value read to the new number, so concurrent pins never share one;
 *   a carried pin keeps its number;
 * - the open counts per tab: `open_annotations_{team|guest}` on the content (all its versions) and on the
 *   card, whose `hidden_open_annotations_guest` is the Guest part on contents hidden from guests (issue 35).
 */
import { $add, $get, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import type { CommentTab } from '../../../shared/schemas/comments-limits';
import { keyQuery, queryAll } from './access';
import {
  checkTransaction,
  createTransaction,
  patchTransaction,
  runTransaction,
  type TransactionItem,
} from './transactions';
import { getContent } from './contents';
import { Card } from './entities/card';
import { Comment, COMMENT_BY_CARD, COMMENT_MODEL } from './entities/comment';
import { Content, ContentVersion } from './entities/content';
import type { CardKey, CommentRecord } from './comment-records';
import type { ContentRecord, ContentVersionRecord } from './contents';

export type AnchorRecord = NonNullable<CommentRecord['anchor']>;

const openField = (tab: CommentTab) => (tab === 'team' ? 'open_annotations_team' : 'open_annotations_guest');

/**
 * Pins and their counts are not changes of the content (decisions D26): its `updated_at` keeps the stored
 * value (`SET updated_at = updated_at`) instead of the time of the write that the entity's timestamps stamp.
 */
const KEEP_UPDATED_AT = { updated_at: $get('updated_at') } as const;

/** Whether a comment is a live, open annotation (one that counts). */
export const isOpenAnnotation = (c: Pick<CommentRecord, 'anchor' | 'resolved_at' | 'deleted_at'>): boolean =>
  Boolean(c.anchor) && !c.resolved_at && !c.deleted_at;

/** The version an annotation is pinned on, as read: the content's current file or an earlier version. */
export type PinTarget = { content: ContentRecord; version: ContentVersionRecord | null };

const seqField = (tab: CommentTab) => (tab === 'team' ? 'pin_seq_team' : 'pin_seq_guest');

/**
 * The last number given in `tab` on the target's content (issue 35: each tab numbers apart, across the
 * content's versions); before any, the older one-sequence count of the content or the version (so no new
 * number repeats an older one).
 */
export const seqOf = (target: PinTarget, tab: CommentTab): number =>
  target.content[seqField(tab)] ?? Math.max(target.content.annotation_seq ?? 0, target.version?.annotation_seq ?? 0);

/** The number the next pin in `tab` on `target` takes. */
export const nextNumberOf = (target: PinTarget, tab: CommentTab): number => seqOf(target, tab) + 1;

const seqCondition = (attr: string, seq: number | undefined): Condition =>
  seq === undefined ? { attr, exists: false } : { attr, eq: seq };

const NOT_HIDDEN: Condition = {
  or: [
    { attr: 'hidden', eq: false },
    { attr: 'hidden', exists: false },
  ],
};

/** The content's `hidden` flag as read (older items may lack it: not hidden). */
const hiddenAsRead = (content: ContentRecord): Condition =>
  content.hidden ? { attr: 'hidden', eq: true } : NOT_HIDDEN;

/**
 * The items that raise the target content's pin sequences to `seqs` (per tab; issue 35) and add
 * `openDelta` per tab to its open counts, conditioned on: the content still there with the version read as
 * current (or the earlier version still there), each sequence unchanged since read, and its `hidden` flag as
 * read (the card's hidden count follows it; a guest's pin, `guestSafe`, needs it not hidden).
 */
export function pinItems(
  card: CardKey,
  target: PinTarget,
  seqs: Partial<Record<CommentTab, number>>,
  openDelta: Partial<Record<CommentTab, number>>,
  guestSafe: boolean,
): TransactionItem[] {
  const { content, version } = target;
  const opens = Object.fromEntries(
    Object.entries(openDelta)
      .filter(([, n]) => n !== 0)
      .map(([tab, n]) => [openField(tab as CommentTab), $add(n!)]),
  );
  const raised = (Object.entries(seqs) as Array<[CommentTab, number]>).filter(
    ([tab, n]) => n !== content[seqField(tab)],
  );
  const conditions: Condition[] = [
    guestSafe ? NOT_HIDDEN : hiddenAsRead(content),
    ...raised.map(([tab]) => seqCondition(seqField(tab), content[seqField(tab)])),
  ];
  if (!version)
    conditions.push(
      content.version_id === undefined
        ? { attr: 'version_id', exists: false }
        : { attr: 'version_id', eq: content.version_id },
    );
  return [
    ...(version
      ? [
          checkTransaction(ContentVersion, {
            card_id: card.card_id,
            content_id: version.content_id,
            version_id: version.version_id,
          }),
        ]
      : []),
    patchTransaction(
      Content,
      {
        card_id: card.card_id,
        content_id: content.content_id,
        ...Object.fromEntries(raised.map(([tab, n]) => [seqField(tab), n])),
        ...opens,
        ...KEEP_UPDATED_AT,
      },
      { and: conditions },
    ),
  ];
}

/**
 * The card's open counts moved by `delta` per tab (none when all are 0), the card out of the recycle bin;
 * `hiddenGuest`: the part of the Guest delta on a content hidden from guests (issue 35).
 */
export function cardOpenItems(
  card: CardKey,
  delta: Partial<Record<CommentTab, number>>,
  hiddenGuest = 0,
): TransactionItem[] {
  const adds: Record<string, unknown> = Object.fromEntries(
    Object.entries(delta)
      .filter(([, n]) => n !== 0)
      .map(([tab, n]) => [openField(tab as CommentTab), $add(n!)]),
  );
  if (hiddenGuest !== 0) adds.hidden_open_annotations_guest = $add(hiddenGuest);
  if (Object.keys(adds).length === 0) return [];
  return [
    patchTransaction(
      Card,
      { workspace_id: card.workspace_id, card_id: card.card_id, ...adds },
      { attr: 'deleted_at', exists: false },
    ),
  ];
}

/**
 * The open counts of `annotation` moved by `delta`: its content's (conditioned on its `hidden` flag as read,
 * when it is there) and the card's, with the hidden Guest part when its content is hidden (issue 35).
 */
async function openCountItems(card: CardKey, annotation: CommentRecord, delta: number): Promise<TransactionItem[]> {
  const content = await getContent(card.card_id, annotation.anchor!.content_id);
  const hiddenGuest = content?.hidden === true && annotation.tab === 'guest';
  return [
    patchTransaction(
      Content,
      {
        card_id: card.card_id,
        content_id: annotation.anchor!.content_id,
        [openField(annotation.tab)]: $add(delta),
        ...KEEP_UPDATED_AT,
      },
      content ? hiddenAsRead(content) : undefined,
    ),
    ...cardOpenItems(card, { [annotation.tab]: delta }, hiddenGuest ? delta : 0),
  ];
}

/**
 * Pattern 166: resolve (`resolved`) or reopen an annotation as read: one TransactWrite of the comment
 * (conditioned on its state as read and on being live) and the content's and card's open counts.
 * @returns false when a condition failed (it changed meanwhile, its content is gone, hidden or shown meanwhile).
 */
export async function commitResolve(
  card: CardKey,
  annotation: CommentRecord,
  resolved: boolean,
  by: string,
  now: number,
): Promise<boolean> {
  const key = { card_id: annotation.card_id, tab: annotation.tab, comment_id: annotation.comment_id };
  const live: Condition = { attr: 'deleted_at', exists: false };
  const state: Condition = resolved
    ? { attr: 'resolved_at', exists: false }
    : { attr: 'resolved_at', eq: annotation.resolved_at! };
  const { canceled } = await runTransaction([
    patchTransaction(
      Comment,
      resolved
        ? { ...key, resolved_at: new Date(now).toISOString(), resolved_by: by }
        : { ...key, resolved_at: $remove(), resolved_by: $remove() },
      { and: [live, state] },
    ),
    ...(await openCountItems(card, annotation, resolved ? -1 : 1)),
  ]);
  return !canceled;
}

/** The open-count changes of soft-deleting `comment` (none unless it is an open annotation; its content is read). */
export async function deleteOpenItems(
  card: CardKey,
  comment: CommentRecord,
): Promise<{ items: TransactionItem[]; condition: Condition | null }> {
  if (!comment.anchor) return { items: [], condition: null };
  if (comment.resolved_at) return { items: [], condition: { attr: 'resolved_at', exists: true } };
  return { items: await openCountItems(card, comment, -1), condition: { attr: 'resolved_at', exists: false } };
}

/**
 * Pattern 167: the annotations of a content version, in the tabs given, Guest tab first, each by number: one Query of the card's
 * comments (both tabs' sort keys begin with the comment prefix) filtered on the anchor.
 */
export async function listVersionAnnotations(
  cardId: string,
  contentId: string,
  versionId: string,
  tabs: readonly CommentTab[],
): Promise<CommentRecord[]> {
  const query =
    tabs.length === 1
      ? keyQuery(COMMENT_MODEL, COMMENT_BY_CARD, { card_id: cardId, tab: tabs[0] })
      : keyQuery(COMMENT_MODEL, COMMENT_BY_CARD, { card_id: cardId });
  const items = await queryAll(Comment, query, {
    filter: {
      and: [
        { attr: 'anchor.content_id', eq: contentId },
        { attr: 'anchor.version_id', eq: versionId },
        { attr: 'deleted_at', exists: false },
      ],
    } as Condition,
  });
  // The Guest tab's pins first, then the Team tab's, each by number (issue 35: the tabs number apart).
  const tabOrder = (c: CommentRecord) => (c.tab === 'guest' ? 0 : 1);
  return items
    .filter((c) => tabs.includes(c.tab))
    .sort(
      (a, b) =>
        tabOrder(a) - tabOrder(b) ||
        (a.annotation_number ?? 0) - (b.annotation_number ?? 0) ||
        a.comment_id.localeCompare(b.comment_id),
    );
}

/**
 * The live replies to `parentIds` in the tabs given, oldest first (the review report, issue 26): one Query of
 * the card's comments per tab, filtered on having a parent and not being deleted.
 */
export async function listAnnotationReplies(
  cardId: string,
  tabs: readonly CommentTab[],
  parentIds: ReadonlySet<string>,
): Promise<CommentRecord[]> {
  if (parentIds.size === 0) return [];
  const pages = await Promise.all(
    tabs.map((tab) =>
      queryAll(Comment, keyQuery(COMMENT_MODEL, COMMENT_BY_CARD, { card_id: cardId, tab }), {
        filter: {
          and: [
            { attr: 'tab', eq: tab },
            { attr: 'parent_id', exists: true },
            { attr: 'deleted_at', exists: false },
          ],
        } as Condition,
      }),
    ),
  );
  return pages
    .flat()
    .filter((c) => parentIds.has(c.parent_id!))
    .sort((a, b) => a.comment_id.localeCompare(b.comment_id));
}

/** Carried-over annotations per TransactWrite: two items each (the copy, the original closed) and the target's and card's counters. */
export const CARRY_PER_TRANSACTION = 45;

/**
 * Pattern 169: carry `sources` (open annotations of an earlier version, as read) onto `target`, each
 * `copies[i]` (numbered by the caller: its source's number, issue 35) a new comment in its source's tab with `carried_from`; the source is closed
 * (resolved by `by`, `carried_to` the copy). Open counts do not move (one closes, one opens, same content
 * and tab); the card's comment counts grow. One TransactWrite; the caller batches by CARRY_PER_TRANSACTION.
 * @returns false when a condition failed (a source changed, a pin was numbered meanwhile).
 */
export async function commitCarryOver(
  card: CardKey,
  target: PinTarget,
  sources: readonly CommentRecord[],
  copies: readonly CommentRecord[],
  by: string,
  now: number,
): Promise<boolean> {
  const at = new Date(now).toISOString();
  const perTab: Partial<Record<CommentTab, number>> = {};
  const seqs: Partial<Record<CommentTab, number>> = {};
  for (const c of copies) {
    perTab[c.tab] = (perTab[c.tab] ?? 0) + 1;
    // The sequence never falls behind a number in use (older pins were numbered per version).
    seqs[c.tab] = Math.max(seqs[c.tab] ?? seqOf(target, c.tab), c.annotation_number ?? 0);
  }
  const { canceled } = await runTransaction([
    ...pinItems(card, target, seqs, {}, false),
    patchTransaction(
      Card,
      {
        workspace_id: card.workspace_id,
        card_id: card.card_id,
        ...Object.fromEntries(
          Object.entries(perTab).map(([tab, n]) => [
            tab === 'team' ? 'comment_count_team' : 'comment_count_guest',
            $add(n!),
          ]),
        ),
      },
      { attr: 'deleted_at', exists: false },
    ),
    ...sources.flatMap((source, i) => [
      createTransaction(Comment, copies[i]!),
      patchTransaction(
        Comment,
        {
          card_id: source.card_id,
          tab: source.tab,
          comment_id: source.comment_id,
          resolved_at: at,
          resolved_by: by,
          carried_to: copies[i]!.comment_id,
        },
        {
          and: [
            { attr: 'resolved_at', exists: false },
            { attr: 'deleted_at', exists: false },
          ],
        },
      ),
    ]),
  ]);
  return !canceled;
}
