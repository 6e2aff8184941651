/**
 * Posting a comment, shared by the comment route and the approval actions (cards spec §5 Comments; §4
 * "Each action carries a comment payload and its event_type"; docs/decisions.md R3–R9, R12, R18):
 * sanitize, verify and store the files, work out who is notified, then one TransactWrite
 * (data/comments.ts `commitCommentPost`). Files stored for a write that did not commit are deleted again.
 */
import type { NewAttachment } from '../../../../shared/schemas/comments';
import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  type CommentEventType,
  type CommentTab,
} from '../../../../shared/schemas/comments-limits';
import type { CardRecord } from '../../data/cards';
import type { CommentDraftRecord } from '../../data/comment-reads';
import { commitCommentPost, type CardChange, type CommentRecord } from '../../data/comments';
import type { TransactionItem } from '../../data/transactions';
import { nextNumberOf, pinItems, type AnchorRecord, type PinTarget } from '../../data/annotations';
import { toNotificationRecord, type NotificationRecord } from '../../data/notifications';
import type { UserRecord } from '../../data/users';
import type { StageRecord, WorkspaceMemberRecord, WorkspaceRecord } from '../../data/workspaces';
import { BadRequestError, ConflictError } from '../../lib/http/errors';
import { uuidv7 } from '../../lib/ids/uuid';
import { commentActivity } from '../activity/activity-of';
import { sanitizeCommentHtml } from '../../lib/text/comment-html';
import { tabAudience } from './audience';
import { deleteFiles, fileScopeOf, storeNewFiles, type FileScope } from './comment-files';
import { fullName } from '../../lib/text/names';
import { noticeText, reviewerNameInEnglish, type NoticeMessage } from '../../lib/i18n/notices';

/** Where a comment is posted, by whom, and when. */
export interface CommentScene {
  card: CardRecord;
  stage: StageRecord | undefined;
  workspace: WorkspaceRecord;
  members: readonly WorkspaceMemberRecord[];
  caller: UserRecord;
  now: number;
  /** A reviewer by link acts (issue 37): `caller` stands for the reviewer record, its name kept on the comment. */
  reviewer?: { name: string };
}

/** What an approval action adds to a post. */
export interface EventPost {
  /** The approval event; absent for a decision that does not complete its round (issue 38): a plain Guest comment. */
  eventType?: CommentEventType;
  /** What the participants' notification says, e.g. 'Ann submitted "Poster" for approval'. */
  summary: string;
  /** The summary as a `notices` message, when it has one, for readers in other languages (decisions LV1). */
  message?: NoticeMessage;
  cardChange: CardChange;
  workspaceAdd: Record<string, number>;
  /** The message of a failed condition (a lost race). */
  conflictMessage: string;
  /** Items the reports read, committed with the action (issue 28, patterns 177 and 179). */
  reportItems?: TransactionItem[];
  /** Reviewers told beside the participants, with the same summary (issue 37: a submission and its voiding tell the client). */
  reviewerIds?: readonly string[];
}

export interface NewComment {
  tab: CommentTab;
  description: string;
  uploads: readonly NewAttachment[];
  parent?: CommentRecord | null;
  /** The caller's draft of the tab, consumed by the post (its files carried over). */
  draft?: CommentDraftRecord | null;
  event?: EventPost;
  /**
   * An annotation's pin (issue 26): the anchor, the version as read, a way to read it again when a
   * concurrent pin took the number, and whether the content must be visible to guests (a guest posts).
   */
  pin?: { anchor: AnchorRecord; target: PinTarget; reread: () => Promise<PinTarget>; guestSafe: boolean };
  /**
   * The comment's thread is on a content hidden from guests (issue 35: a pin there, or a reply to one):
   * it mentions, notifies and shows in the activity of no one who may not see hidden contents.
   */
  hiddenThread?: boolean;
}

/** Attempts at numbering a pin when concurrent pins on the same version take the number read (issue 26). */
const PIN_ATTEMPTS = 5;

export const nameOf = (user: UserRecord) => fullName(user.first_name, user.last_name);

/**
 * The name a scene's act is told under in notifications: a reviewer by link is marked "Dana Ruiz (Reviewer)"
 * (issue 37 "under their own name, marked 'Reviewer'"; decisions K4), a member by their full name.
 */
export const actorNameOf = (scene: Pick<CommentScene, 'caller' | 'reviewer'>) =>
  scene.reviewer ? reviewerNameInEnglish(scene.reviewer.name) : nameOf(scene.caller);

/** Sanitize text for `tab` of the scene's card: mentions only of members who see the tab (R3, R8) and, with `hiddenThread`, hidden contents (issue 35). */
export function sanitizeFor(scene: CommentScene, tab: CommentTab, html: string, hiddenThread = false) {
  const audience = tabAudience(scene.members, tab, scene.stage, hiddenThread);
  return sanitizeCommentHtml(html, (id) => audience.has(id), COMMENT_LIMITS.maxMentions);
}

/**
 * The notifications a comment sends (R8): each mentioned member (category mentions) and each other
 * participant of the card (category comments, or status for approval events) and each reviewer an approval
 * event names (issue 37), who sees the tab; never
 * the author. Given `commentId`, each notice names the comment, so opening it shows that comment. In the workspace's counters and the recipients' read markers (R18).
 */
export function commentNotices(
  scene: CommentScene,
  tab: CommentTab,
  mentionIds: readonly string[],
  event?: EventPost,
  commentId?: string,
  hiddenThread = false,
): NotificationRecord[] {
  const audience = tabAudience(scene.members, tab, scene.stage, hiddenThread);
  const actor = actorNameOf(scene);
  const names = { actor, card: scene.card.name };
  const eventNotice = { summary: event?.summary ?? '', message: event?.message, category: 'status' as const };
  const notices = new Map<
    string,
    { summary: string; message?: NoticeMessage; category: 'mentions' | 'comments' | 'status' }
  >();
  for (const id of mentionIds) notices.set(id, { ...noticeText('comment.mentioned', names), category: 'mentions' });
  for (const id of scene.card.assigned_user_ids ?? []) {
    if (notices.has(id)) continue;
    notices.set(id, event ? eventNotice : { ...noticeText('comment.commented', names), category: 'comments' });
  }
  for (const id of event?.reviewerIds ?? []) if (!notices.has(id)) notices.set(id, eventNotice);
  return [...notices.entries()]
    .filter(([id]) => id !== scene.caller.user_id && audience.has(id))
    .map(([userId, { summary, message, category }]) =>
      toNotificationRecord({
        userId,
        type: 'others',
        category,
        summary,
        message,
        actorId: scene.caller.user_id,
        ...(scene.reviewer ? { actorName: scene.reviewer.name } : {}),
        workspaceId: scene.workspace.workspace_id,
        workspaceName: scene.workspace.name,
        organizationId: scene.workspace.organization_id,
        resourceId: scene.card.card_id,
        ...(commentId ? { comment: { id: commentId, internal: tab === 'team' } } : {}),
      }),
    );
}

/**
 * Post a comment (or an approval action's event comment).
 * @throws BadRequestError for an empty plain comment, files that fail their checks or limits, a full
 *   personal workspace; ConflictError when a condition failed (the card was binned, the draft or the
 *   approval changed, the parent was deleted) — nothing is written then; ConflictError "This upload was already
 *   saved. Reload to see it." when another call stored one of the uploads first (decisions ON1; its files are
 *   deleted).
 */
export async function postComment(scene: CommentScene, input: NewComment): Promise<CommentRecord> {
  const { card, workspace, caller, now } = scene;
  const hiddenThread = input.hiddenThread === true;
  const { html, mentionIds } = sanitizeFor(scene, input.tab, input.description, hiddenThread);
  const carried = input.draft?.attachments ?? [];
  if (!input.event && html === '' && input.uploads.length === 0 && carried.length === 0) {
    throw new BadRequestError(COMMENT_MESSAGES.empty, { description: [COMMENT_MESSAGES.empty] });
  }
  let scope: FileScope | null = null;
  let stored: Awaited<ReturnType<typeof storeNewFiles>> = { stored: [], bytes: 0, uploadIds: [] };
  if (input.uploads.length > 0) {
    scope = await fileScopeOf(workspace.organization_id, workspace.workspace_id, card.card_id, caller.user_id);
    if (scope.storageCap !== null && (workspace.storage_bytes ?? 0) >= scope.storageCap)
      throw new BadRequestError(COMMENT_MESSAGES.storageFull);
    stored = await storeNewFiles(scope, input.uploads, carried);
  }
  const at = new Date(now).toISOString();
  const record: CommentRecord = {
    card_id: card.card_id,
    tab: input.tab,
    comment_id: uuidv7(now),
    workspace_id: card.workspace_id,
    user_id: caller.user_id,
    ...(scene.reviewer ? { reviewer_name: scene.reviewer.name } : {}),
    description: html,
    ...(input.parent ? { parent_id: input.parent.comment_id } : {}),
    ...(input.event?.eventType ? { event_type: input.event.eventType } : {}),
    attachments: [...carried, ...stored.stored],
    mentioned_user_ids: mentionIds,
    created_at: at,
    updated_at: at,
  };
  const workspaceAdd = {
    ...(input.event?.workspaceAdd ?? {}),
    ...(stored.bytes > 0 ? { storage_bytes: stored.bytes } : {}),
  };
  const cardKey = { workspace_id: card.workspace_id, card_id: card.card_id };
  const pin = input.pin;
  // An annotation is numbered on its version and counted open on its content and card, in the same
  // transaction; a pin numbered concurrently makes it read the version again (at most PIN_ATTEMPTS).
  const openField = input.tab === 'team' ? 'open_annotations_team' : 'open_annotations_guest';
  let committed = false;
  try {
    for (let attempt = 0; attempt < (pin ? PIN_ATTEMPTS : 1) && !committed; attempt += 1) {
      const target = pin ? (attempt === 0 ? pin.target : await pin.reread()) : null;
      let cardChange = input.event?.cardChange;
      if (pin && target) {
        record.anchor = pin.anchor;
        // Numbered in its tab's sequence (issue 35); a Guest pin on a hidden content is counted apart for guests.
        record.annotation_number = nextNumberOf(target, input.tab);
        const hiddenGuest: Record<string, number> =
          input.tab === 'guest' && target.content.hidden ? { hidden_open_annotations_guest: 1 } : {};
        cardChange = { ...cardChange, add: { ...(cardChange?.add ?? {}), [openField]: 1, ...hiddenGuest } };
      }
      committed = await commitCommentPost({
        card: cardKey,
        comment: record,
        cardChange,
        annotationItems:
          pin && target
            ? pinItems(cardKey, target, { [input.tab]: record.annotation_number! }, { [input.tab]: 1 }, pin.guestSafe)
            : undefined,
        parentIsAnnotation: Boolean(input.parent?.anchor),
        reportItems: input.event?.reportItems,
        workspaceAdd,
        storageCap: scope?.storageCap ?? null,
        draft: input.draft ?? null,
        notices: commentNotices(scene, input.tab, mentionIds, input.event, record.comment_id, hiddenThread),
        parent: input.parent ? { tab: input.parent.tab, comment_id: input.parent.comment_id } : null,
        activity: commentActivity(
          {
            userId: caller.user_id,
            organizationId: workspace.organization_id,
            workspaceId: workspace.workspace_id,
            card,
            stage: scene.stage,
            now,
          },
          input.tab,
          input.event?.eventType,
          hiddenThread,
        ),
        uploadIds: stored.uploadIds,
      });
    }
  } catch (error) {
    // The upload was stored by another call (409, decisions ON1), or the write failed: this call's files go.
    await deleteFiles(stored.stored);
    throw error;
  }
  if (!committed) {
    await deleteFiles(stored.stored);
    if (scope?.storageCap != null && (workspace.storage_bytes ?? 0) + stored.bytes > scope.storageCap)
      throw new BadRequestError(COMMENT_MESSAGES.storageFull);
    throw new ConflictError(input.event?.conflictMessage ?? COMMENT_MESSAGES.cardChanged);
  }
  return record;
}
