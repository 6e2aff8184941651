/**
 * Comments of a card (cards spec §3 Comment, Draft comment, Card `unread_comments`; §4 Comments and
 * drafts; §5 Comments, Comment Edit and Delete; docs/data-model.md patterns 99–104, 106).
 *
 * Every write that changes what is counted changes the counter in the same TransactWrite, under a
 * condition on the state it read (BRIEF §3): a post adds the tab's `comment_count_*` on the card, the
 * author's read marker, the workspace's `storage_bytes` for new files, the recipients' notifications
 * with their workspace counters and read markers (`pending_messages`), and deletes the draft it came from.
 */
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { UpdateItemInput } from 'dynamodb-toolbox/entity/actions/update';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { COMMENT_MESSAGES, type CommentTab } from '../../../shared/schemas/comments-limits';
import { ConflictError } from '../lib/http/errors';
import type { CommentDraftRecord } from './comment-reads';
import type { NotificationRecord } from './notifications';
import { activityItem, type NewActivity } from './activities';
import { runClaimingTransaction, uploadClaim } from './stored-uploads';
import { getItem, getItems, keyQuery, queryAll, sortKeyOf } from './access';
import {
  checkTransaction,
  createTransaction,
  deleteTransaction,
  patchTransaction,
  putTransaction,
  runTransaction,
  TRANSACTION_ATTEMPTS,
  updateTransaction,
  type TransactionItem,
} from './transactions';
import { Card } from './entities/card';
import { Comment, COMMENT_BY_CARD, COMMENT_MODEL, CommentDraft, CommentRead } from './entities/comment';
import { Notification } from './entities/notification';
import { Workspace } from './entities/workspace';
import { WorkspaceCounter } from './entities/workspace-counter';
import type { CardKey, CommentRecord, StoredAttachmentRecord } from './comment-records';

export type { CardKey, CommentRecord, StoredAttachmentRecord };

/** A TransactWrite holds 100 items: the post's own (at most 7, with its activity; 9 for an annotation or an approval action's report items) plus 3 per recipient (notification, counter, read marker). */
export const RECIPIENTS_IN_POST = 30;
const RECIPIENTS_PER_FOLLOW_UP = 33;

const countField = (tab: CommentTab) => (tab === 'team' ? 'comment_count_team' : 'comment_count_guest');

/**
 * Pattern 99: a page of a tab's comments, newest first (UUIDv7 ids sort by time). With `lastId`, the
 * comments older than it (sort keys below its own, kept to the tab: the other tab's sort below); otherwise
 * page `page` (reading pages 1…page, decisions A8). `showActivities: false` leaves out approval events.
 */
export async function listComments(
  cardId: string,
  tab: CommentTab,
  options: { page: number; perPage: number; lastId?: string; showActivities: boolean },
): Promise<{ items: CommentRecord[]; hasNextPage: boolean }> {
  const wanted = options.lastId ? options.perPage : options.page * options.perPage;
  const query = keyQuery(COMMENT_MODEL, COMMENT_BY_CARD, { card_id: cardId, tab });
  const conditions: Array<Condition> = [];
  if (options.lastId) {
    query.range = {
      lt: sortKeyOf(COMMENT_MODEL, COMMENT_BY_CARD, { card_id: cardId, tab, comment_id: options.lastId }),
    };
    conditions.push({ attr: 'tab', eq: tab });
  }
  if (!options.showActivities) conditions.push({ attr: 'event_type', exists: false });
  const filter = conditions.length === 0 ? undefined : conditions.length === 1 ? conditions[0] : { and: conditions };
  const data = await queryAll(Comment, query, {
    reverse: true,
    count: wanted + 1,
    limit: wanted + 1,
    ...(filter ? { filter } : {}),
  });
  const start = options.lastId ? 0 : (options.page - 1) * options.perPage;
  return { items: data.slice(start, wanted), hasNextPage: data.length > wanted };
}

/** Pattern 100: one comment of a tab. */
export async function getComment(cardId: string, tab: CommentTab, commentId: string): Promise<CommentRecord | null> {
  return getItem(Comment, { card_id: cardId, tab, comment_id: commentId });
}

/** Pattern 100 without the tab: the comment in whichever tab holds it (one BatchGet of both keys). */
export async function findComment(cardId: string, commentId: string): Promise<CommentRecord | null> {
  const data = await getItems(Comment, [
    { card_id: cardId, tab: 'team', comment_id: commentId },
    { card_id: cardId, tab: 'guest', comment_id: commentId },
  ]);
  return data[0] ?? null;
}

/** Several comments of a tab by id (the parents a page quotes), one BatchGet. */
export async function getCommentsByIds(
  cardId: string,
  tab: CommentTab,
  ids: readonly string[],
): Promise<Map<string, CommentRecord>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const data = await getItems(
    Comment,
    unique.map((comment_id) => ({ card_id: cardId, tab, comment_id })),
  );
  return new Map(data.map((c) => [c.comment_id, c]));
}

/** Card attributes an approval action conditions on. */
export type CardExpectKey =
  | 'approval_status'
  | 'approval_stage_id'
  | 'stage_id'
  // The round and its decisions as read (issue 38): a concurrent decision or new round makes the post fail.
  | 'approval_round'
  | 'approval_vote_count';

/** Extra changes an approval action makes to the card item in the post's transaction (decisions R12). */
export interface CardChange {
  set?: Record<string, unknown>;
  add?: Record<string, number>;
  /** Values the card must hold, as read (null: the attribute must be absent), joined to "not in the recycle bin". */
  expect?: Partial<Record<CardExpectKey, string | number | null>>;
}

/** One post: the comment and everything that changes with it. */
export interface CommentPost {
  card: CardKey;
  comment: CommentRecord;
  cardChange?: CardChange;
  /** Workspace counter changes (`storage_bytes` for new files, pending approval counts). */
  workspaceAdd?: Record<string, number>;
  /** A personal workspace's cap in bytes: the new files must fit under it. */
  storageCap?: number | null;
  /** The draft the comment came from: deleted, provided it is unchanged since read. */
  draft?: CommentDraftRecord | null;
  /** Notifications for the recipients (each counted in their workspace counter and read marker). */
  notices: NotificationRecord[];
  /** The comment a reply answers: it must still be live when the reply commits. */
  parent?: { tab: CommentTab; comment_id: string } | null;
  /** The author's activity (pattern 137). */
  activity?: NewActivity;
  /** An annotation's items (issue 26; data/annotations.ts `pinItems`, `cardOpenItems`): its number and the open counts. */
  annotationItems?: TransactionItem[];
  /** Whether the parent is an annotation: its `reply_count` grows with the reply (issue 26). */
  parentIsAnnotation?: boolean;
  /** An approval action's report items (issue 28: its approval event and waiting mark, patterns 177, 179). */
  reportItems?: TransactionItem[];
  /** The pending uploads of the new files (`pendingUploadId`), claimed by the post (decisions ON1, pattern 307). */
  uploadIds?: readonly string[];
}

/** `n` added to each counter of `add`. */
const adding = (add: Record<string, number>) =>
  Object.fromEntries(Object.entries(add).map(([name, n]) => [name, $add(n)]));

/** The workspace counters' update, conditioned on the storage cap when files are added. */
export function workspaceItem(
  workspaceId: string,
  add: Record<string, number>,
  cap: number | null | undefined,
): TransactionItem {
  const bytes = add.storage_bytes ?? 0;
  const update = { workspace_id: workspaceId, ...adding(add) } as UpdateItemInput<typeof Workspace>;
  if (cap != null && bytes > 0) {
    return patchTransaction<typeof Workspace>(Workspace, update, {
      or: [
        { attr: 'storage_bytes', exists: false },
        { attr: 'storage_bytes', lte: cap - bytes },
      ],
    });
  }
  return patchTransaction<typeof Workspace>(Workspace, update);
}

/** The three items of one recipient's notice: the notification, their workspace counter and their read marker of the tab. */
function noticeItems(cardId: string, tab: CommentTab, notice: NotificationRecord): TransactionItem[] {
  return [
    createTransaction<typeof Notification>(Notification, notice),
    updateTransaction(WorkspaceCounter, {
      user_id: notice.user_id,
      workspace_id: notice.workspace_id!,
      unread_notifications_count: $add(1),
      unread_messages_count: $add(1),
    }),
    updateTransaction(CommentRead, { card_id: cardId, user_id: notice.user_id, tab, pending_messages: $add(1) }),
  ];
}

/** The delete of the draft as read: only while unchanged. */
const draftDelete = (draft: CommentDraftRecord): TransactionItem =>
  deleteTransaction(
    CommentDraft,
    { card_id: draft.card_id, user_id: draft.user_id, tab: draft.tab },
    { attr: 'updated_at', eq: draft.updated_at },
  );

/**
 * Pattern 101 (and 107's comment): post a comment in one TransactWrite. The card must be out of the
 * recycle bin (plus `cardChange.where`); the workspace must have room for new files; the draft must be
 * unchanged; each new file's pending upload is claimed (pattern 307, decisions ON1). Recipients past
 * RECIPIENTS_IN_POST (fewer with claims) are notified in follow-up transactions.
 * @returns false when a condition failed (nothing was written).
 * @throws ConflictError "This upload was already saved…" (409) when another call stored one of the uploads first.
 */
export async function commitCommentPost(post: CommentPost): Promise<boolean> {
  const { card, comment, cardChange, draft } = post;
  const tab = comment.tab;
  const claims = (post.uploadIds ?? []).map((id) =>
    uploadClaim(id, { card_id: card.card_id, comment_id: comment.comment_id }),
  );
  // Each claim takes one of the 100 items: a recipient (3 items) fewer in the post's own transaction per 3 claims.
  const inPost = RECIPIENTS_IN_POST - Math.ceil(claims.length / 3);
  const [first, rest] = [post.notices.slice(0, inPost), post.notices.slice(inPost)];
  const cardExpect: Array<Condition> = [
    { attr: 'deleted_at', exists: false },
    ...Object.entries(cardChange?.expect ?? {}).map(([key, value]): Condition =>
      value === null
        ? { attr: key as CardExpectKey, exists: false }
        : ({ attr: key as CardExpectKey, eq: value } as Condition),
    ),
  ];
  const cardUpdate = {
    ...card,
    ...(cardChange?.set ?? {}),
    ...adding({ [countField(tab)]: 1, ...(cardChange?.add ?? {}) }),
  } as UpdateItemInput<typeof Card>;
  const { canceled } = await runClaimingTransaction(
    [
      createTransaction<typeof Comment>(Comment, comment),
      patchTransaction<typeof Card>(Card, cardUpdate, { and: cardExpect }),
      ...(post.workspaceAdd && Object.keys(post.workspaceAdd).length > 0
        ? [workspaceItem(card.workspace_id, post.workspaceAdd, post.storageCap)]
        : []),
      ...(draft ? [draftDelete(draft)] : []),
      updateTransaction(CommentRead, { card_id: card.card_id, user_id: comment.user_id, tab, read_count: $add(1) }),
      ...(post.parent
        ? [
            post.parentIsAnnotation
              ? patchTransaction(
                  Comment,
                  {
                    card_id: card.card_id,
                    tab: post.parent.tab,
                    comment_id: post.parent.comment_id,
                    reply_count: $add(1),
                  },
                  { attr: 'deleted_at', exists: false },
                )
              : checkTransaction(
                  Comment,
                  { card_id: card.card_id, tab: post.parent.tab, comment_id: post.parent.comment_id },
                  {
                    and: [
                      { attr: 'comment_id', exists: true },
                      { attr: 'deleted_at', exists: false },
                    ],
                  },
                ),
          ]
        : []),
      ...(post.annotationItems ?? []),
      ...(post.reportItems ?? []),
      ...first.flatMap((notice) => noticeItems(card.card_id, tab, notice)),
      ...(post.activity ? [activityItem(post.activity)] : []),
    ],
    claims,
  );
  const committed = !canceled;
  if (committed) {
    for (let i = 0; i < rest.length; i += RECIPIENTS_PER_FOLLOW_UP) {
      const chunk = rest.slice(i, i + RECIPIENTS_PER_FOLLOW_UP);
      await runTransaction(chunk.flatMap((notice) => noticeItems(card.card_id, tab, notice)));
    }
  }
  return committed;
}

/**
 * Pattern 103 (write): save a draft's text and attachments, creating it when absent. `expected` is the
 * draft as read (null: it must not exist), so concurrent saves cannot lose files; `bytesDelta` counts
 * added or removed files in the workspace; the added files' pending uploads are claimed (pattern 307, decisions ON1).
 * @returns false when the draft changed meanwhile or the workspace is full.
 * @throws ConflictError "This upload was already saved…" (409) when another call stored one of the uploads first.
 */
export async function commitDraft(input: {
  card: CardKey;
  userId: string;
  tab: CommentTab;
  draftId: string;
  expected: CommentDraftRecord | null;
  description: string;
  attachments: StoredAttachmentRecord[];
  bytesDelta: number;
  storageCap: number | null;
  now: number;
  /** The pending uploads of the added files, claimed by the save (decisions ON1, pattern 307). */
  uploadIds?: readonly string[];
}): Promise<boolean> {
  const { card, expected } = input;
  const record = {
    card_id: card.card_id,
    user_id: input.userId,
    tab: input.tab,
    workspace_id: card.workspace_id,
    draft_id: input.draftId,
    description: input.description,
    attachments: input.attachments,
    updated_at: new Date(input.now).toISOString(),
  };
  const claims = (input.uploadIds ?? []).map((id) =>
    uploadClaim(id, { card_id: card.card_id, comment_id: input.draftId }),
  );
  const { canceled } = await runClaimingTransaction(
    [
      expected
        ? putTransaction(CommentDraft, record, {
            and: [
              { attr: 'updated_at', eq: expected.updated_at },
              { attr: 'draft_id', eq: expected.draft_id },
            ],
          })
        : createTransaction(CommentDraft, record),
      ...(input.bytesDelta !== 0
        ? [workspaceItem(card.workspace_id, { storage_bytes: input.bytesDelta }, input.storageCap)]
        : []),
    ],
    claims,
  );
  return !canceled;
}

/**
 * Pattern 103 (clear): delete the draft as read, giving its files' bytes back.
 * @returns false when it changed meanwhile.
 */
export async function commitDraftClear(card: CardKey, draft: CommentDraftRecord): Promise<boolean> {
  const bytes = (draft.attachments ?? []).reduce((sum, a) => sum + a.size, 0);
  const { canceled } = await runTransaction([
    draftDelete(draft),
    ...(bytes > 0 ? [workspaceItem(card.workspace_id, { storage_bytes: -bytes }, null)] : []),
  ]);
  return !canceled;
}

/**
 * Pattern 104 (write): the user has read the tab's `count` comments. The marker only moves forward; the
 * comment notices counted in their Messages since the last read come off their workspace counter in the
 * same transaction (decisions R18). Retried when a post changed the marker meanwhile.
 * @throws ConflictError when it kept changing.
 */
export async function markCommentsRead(card: CardKey, userId: string, tab: CommentTab, count: number): Promise<void> {
  for (let attempt = 0; attempt < TRANSACTION_ATTEMPTS; attempt += 1) {
    const marker = await getItem(CommentRead, { card_id: card.card_id, user_id: userId, tab }, { consistent: true });
    const read = marker?.read_count ?? 0;
    const pending = marker?.pending_messages ?? 0;
    if (read >= count && pending === 0) return;
    const { canceled } = await runTransaction([
      updateTransaction(
        CommentRead,
        { card_id: card.card_id, user_id: userId, tab, read_count: Math.max(read, count), pending_messages: 0 },
        {
          and: [
            marker?.read_count === undefined ? { attr: 'read_count', exists: false } : { attr: 'read_count', eq: read },
            marker?.pending_messages === undefined
              ? { attr: 'pending_messages', exists: false }
              : { attr: 'pending_messages', eq: pending },
          ],
        },
      ),
      ...(pending > 0
        ? [
            updateTransaction(WorkspaceCounter, {
              user_id: userId,
              workspace_id: card.workspace_id,
              unread_messages_count: $add(-pending),
            }),
          ]
        : []),
    ]);
    const committed = !canceled;
    if (committed) return;
  }
  throw new ConflictError(COMMENT_MESSAGES.changedMeanwhile);
}
