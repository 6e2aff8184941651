/**
 * Comments domain: a card's Team and Guest comments, replies, attachments, drafts and unread markers
 * (cards spec §2 Comments column; §3 Comment, Comment attachment, Draft comment; §4 Comments and drafts;
 * §5 Comments, Comment Edit and Delete; §6; §7 Comments; docs/decisions.md R1–R9, R18, R19).
 *
 * Route policies give membership and `can_access_comment` for writes; the tab rules are checked here
 * (./../../services/comments/comment-card.ts). A Team comment is unknown (404) to callers who may not
 * see the Team tab. "Now" is the request's instant (lib/clock.ts), so the 5-minute window is testable.
 */
import { randomUUID } from 'node:crypto';
import {
  MentionableUsersQuerySchema,
  ClearDraftQuerySchema,
  CommentAttachmentUploadRequestSchema,
  CreateCommentRequestSchema,
  CreateDraftQuerySchema,
  CreateDraftRequestSchema,
  ListCommentsQuerySchema,
  MarkAsReadRequestSchema,
  UpdateCommentRequestSchema,
  UpdateDraftAttachmentsRequestSchema,
  UpdateDraftRequestSchema,
  type NewAttachment,
} from '../../../../shared/schemas/comments';
import { COMMENT_MESSAGES, tabOf, withinEditWindow, type CommentTab } from '../../../../shared/schemas/comments-limits';
import { getCard } from '../../data/cards';
import { getDraft } from '../../data/comment-reads';
import {
  commitDraft,
  commitDraftClear,
  findComment,
  listComments,
  markCommentsRead,
  type CommentRecord,
  type StoredAttachmentRecord,
} from '../../data/comments';
import { commitCommentDelete, commitCommentEdit } from '../../data/comment-edits';
import type { Access } from '../../services/access/authorize';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/http/errors';
import { domainHandler, ok } from '../domain-handler';
import { COMMENTS_ROUTES } from '../../routes/domains/comments';
import { parseInput } from '../../lib/http/validate';
import { assertPostsIn, assertSeesTab, unreadCommentsOf } from '../../services/comments/comment-card';
import { deleteFiles, fileScopeOf, presignCommentFile, storeNewFiles } from '../../services/comments/comment-files';
import { toAttachmentResponse, toDraftResponse } from '../../services/comments/present-attachments';
import { presentComment, presentComments } from '../../services/comments/present-comments';
import { postComment, sanitizeFor, type CommentScene } from '../../services/comments/post-comment';
import { roleSeesTab } from '../../services/comments/audience';
import { toAssignedUser } from '../../services/cards/card-context';
import { getUsers } from '../../data/users';
import { ANNOTATION_MESSAGES } from '../../../../shared/schemas/annotations';
import { anchorsVisible, pinTargetOf, storedThreadHidden, threadHidden } from '../../services/comments/annotations';
import { toAnchorRecord } from '../../services/comments/anchors';
import { seesHiddenContents } from '../../services/contents/present-contents';
import { changeableComment, sceneOf, viewerOf, visibleComment } from './actions/comment-scene';
import { ANNOTATION_ACTIONS } from './actions/annotations';

const COMMENTS = '/api/v1/workspaces/{id}/content_groups/{cid}/comments';

/** Split `attachments_attributes` into removals (ids that must be among `current`) and new uploads. */
function splitAttachmentChanges(
  rows: ReadonlyArray<NewAttachment | { id: string; _destroy: true }>,
  current: readonly StoredAttachmentRecord[],
) {
  const removeIds = new Set(rows.filter((r): r is { id: string; _destroy: true } => '_destroy' in r).map((r) => r.id));
  for (const id of removeIds)
    if (!current.some((a) => a.attachment_id === id)) throw new NotFoundError(COMMENT_MESSAGES.attachmentNotFound);
  const uploads = rows.filter((r): r is NewAttachment => !('_destroy' in r));
  if (new Set(uploads.map((u) => u.key)).size !== uploads.length)
    throw new BadRequestError(COMMENT_MESSAGES.duplicateAttachment);
  return {
    removed: current.filter((a) => removeIds.has(a.attachment_id)),
    kept: current.filter((a) => !removeIds.has(a.attachment_id)),
    uploads,
  };
}

/**
 * `write`'s answer; when it throws (409 "This upload was already saved" when another call stored one of the
 * uploads, decisions ON1; or a failed request), the files this call stored are deleted first.
 */
async function withFilesDeletedOnError<T>(files: readonly StoredAttachmentRecord[], write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    await deleteFiles(files);
    throw error;
  }
}

/**
 * Edit a comment: new text (sanitized) and/or attachment changes, as one conditioned write; removed
 * files are deleted after it commits, new ones are deleted when it does not.
 */
async function editComment(
  scene: CommentScene,
  access: Access,
  comment: CommentRecord,
  change: { description?: string; rows: ReadonlyArray<NewAttachment | { id: string; _destroy: true }> },
) {
  const { removed, kept, uploads } = splitAttachmentChanges(change.rows, comment.attachments ?? []);
  const text =
    change.description !== undefined
      ? sanitizeFor(scene, comment.tab, change.description, await storedThreadHidden(scene.card.card_id, comment))
      : { html: comment.description, mentionIds: comment.mentioned_user_ids ?? [] };
  if (text.html === '' && kept.length === 0 && uploads.length === 0)
    throw new BadRequestError(COMMENT_MESSAGES.empty, { description: [COMMENT_MESSAGES.empty] });
  const scope =
    uploads.length > 0
      ? await fileScopeOf(
          scene.workspace.organization_id,
          scene.workspace.workspace_id,
          scene.card.card_id,
          scene.caller.user_id,
        )
      : null;
  const added = scope ? await storeNewFiles(scope, uploads, kept) : { stored: [], bytes: 0, uploadIds: [] };
  const removedBytes = removed.reduce((sum, a) => sum + a.size, 0);
  const committed = await withFilesDeletedOnError(added.stored, () =>
    commitCommentEdit({
      card: scene.card,
      current: comment,
      description: text.html,
      mentionIds: text.mentionIds,
      attachments: [...kept, ...added.stored],
      bytesDelta: added.bytes - removedBytes,
      storageCap: scope?.storageCap ?? null,
      now: scene.now,
      uploadIds: added.uploadIds,
    }),
  );
  if (!committed) {
    await deleteFiles(added.stored);
    if (!withinEditWindow(comment.created_at, scene.now)) throw new ForbiddenError(COMMENT_MESSAGES.editWindow);
    throw new ConflictError(COMMENT_MESSAGES.changedMeanwhile);
  }
  await deleteFiles(removed);
  return presentComment((await findComment(scene.card.card_id, comment.comment_id))!, viewerOf(scene));
}

/** The caller's draft of `tab` after a save: text and/or attachment changes, created when absent. */
async function saveDraft(
  scene: CommentScene,
  tab: CommentTab,
  change: { description?: string; rows?: ReadonlyArray<NewAttachment | { id: string; _destroy: true }> },
) {
  const draft = await getDraft(scene.card.card_id, scene.caller.user_id, tab);
  const { removed, kept, uploads } = splitAttachmentChanges(change.rows ?? [], draft?.attachments ?? []);
  const description =
    change.description !== undefined ? sanitizeFor(scene, tab, change.description).html : (draft?.description ?? '');
  const scope =
    uploads.length > 0
      ? await fileScopeOf(
          scene.workspace.organization_id,
          scene.workspace.workspace_id,
          scene.card.card_id,
          scene.caller.user_id,
        )
      : null;
  const added = scope ? await storeNewFiles(scope, uploads, kept) : { stored: [], bytes: 0, uploadIds: [] };
  const committed = await withFilesDeletedOnError(added.stored, () =>
    commitDraft({
      card: scene.card,
      userId: scene.caller.user_id,
      tab,
      draftId: draft?.draft_id ?? randomUUID(),
      expected: draft,
      description,
      attachments: [...kept, ...added.stored],
      bytesDelta: added.bytes - removed.reduce((sum, a) => sum + a.size, 0),
      storageCap: scope?.storageCap ?? null,
      now: scene.now,
      uploadIds: added.uploadIds,
    }),
  );
  if (!committed) {
    await deleteFiles(added.stored);
    throw new ConflictError(COMMENT_MESSAGES.draftChanged);
  }
  await deleteFiles(removed);
  return toDraftResponse((await getDraft(scene.card.card_id, scene.caller.user_id, tab))!);
}

export const handler = domainHandler('comments', COMMENTS_ROUTES, {
  [`GET ${COMMENTS}`]: async (request) => {
    const query = parseInput(ListCommentsQuerySchema, request.query);
    assertSeesTab(request.access, query.chat_status);
    const scene = await sceneOf(request);
    const page = await listComments(scene.card.card_id, query.chat_status, {
      page: query.page,
      perPage: query.per_page,
      lastId: query.last_id,
      showActivities: query.show_activities === 'true',
    });
    // Annotations on contents hidden from the caller are left out (issue 26).
    const shown = await anchorsVisible(scene.card.card_id, request.access, page.items);
    return ok({
      comments: await presentComments(
        page.items.filter((c) => shown.has(c.comment_id)),
        viewerOf(scene),
      ),
      page: query.page,
      per_page: query.per_page,
      has_next_page: page.hasNextPage,
      last_id: page.hasNextPage ? (page.items.at(-1)?.comment_id ?? null) : null,
      unread_comments: await unreadCommentsOf(scene.card, scene.caller.user_id, request.access),
    });
  },

  [`POST ${COMMENTS}`]: async (request) => {
    const { comment } = parseInput(CreateCommentRequestSchema, request.body);
    const tab = tabOf(comment.internal);
    assertPostsIn(request.access, tab);
    if (comment.anchor && comment.parent_id)
      throw new BadRequestError(ANNOTATION_MESSAGES.replyAnchor, {
        'comment.anchor': [ANNOTATION_MESSAGES.replyAnchor],
      });
    const scene = await sceneOf(request);
    let parent: CommentRecord | null = null;
    if (comment.parent_id) {
      const found = await findComment(scene.card.card_id, comment.parent_id);
      if (!found || (found.tab === 'team' && !request.access.can('can_access_show_team_comment')))
        throw new NotFoundError(COMMENT_MESSAGES.notFound);
      if (!(await anchorsVisible(scene.card.card_id, request.access, [found])).has(found.comment_id))
        throw new NotFoundError(COMMENT_MESSAGES.notFound);
      if (found.tab !== tab)
        throw new BadRequestError(COMMENT_MESSAGES.replyOtherTab, { parent_id: [COMMENT_MESSAGES.replyOtherTab] });
      if (found.deleted_at)
        throw new BadRequestError(COMMENT_MESSAGES.replyToDeleted, { parent_id: [COMMENT_MESSAGES.replyToDeleted] });
      if (found.parent_id)
        throw new BadRequestError(COMMENT_MESSAGES.replyToReply, { parent_id: [COMMENT_MESSAGES.replyToReply] });
      parent = found;
    }
    const draft = await getDraft(scene.card.card_id, scene.caller.user_id, tab);
    if (comment.draft_comment_id && draft?.draft_id !== comment.draft_comment_id)
      throw new NotFoundError(COMMENT_MESSAGES.draftNotFound);
    // An annotation (issue 26): the version it is pinned on, read before anything is stored.
    const anchor = comment.anchor;
    const guestSafe = !seesHiddenContents(request.access);
    const pin = anchor
      ? {
          anchor: toAnchorRecord(anchor),
          target: await pinTargetOf(scene.card.card_id, request.access, anchor),
          reread: () => pinTargetOf(scene.card.card_id, request.access, anchor),
          guestSafe,
        }
      : undefined;
    // Issue 35: a pin on a hidden content, or a reply to one, reaches no guest (mentions, notices, activity).
    const hiddenThread = await threadHidden(scene.card.card_id, pin?.target.content ?? null, parent);
    const record = await postComment(scene, {
      tab,
      description: comment.description,
      uploads: comment.attachments_attributes,
      parent,
      draft,
      pin,
      hiddenThread,
    });
    const card = (await getCard(scene.card.workspace_id, scene.card.card_id))!;
    return ok({
      comment: await presentComment(record, viewerOf(scene)),
      unread_comments: await unreadCommentsOf(card, scene.caller.user_id, request.access),
    });
  },

  [`POST ${COMMENTS}/attachment_uploads`]: async (request) => {
    const input = parseInput(CommentAttachmentUploadRequestSchema, request.body);
    const scene = await sceneOf(request);
    const scope = await fileScopeOf(
      scene.workspace.organization_id,
      scene.workspace.workspace_id,
      scene.card.card_id,
      scene.caller.user_id,
    );
    return ok(await presignCommentFile(scope, input.content_type, input.size));
  },

  [`POST ${COMMENTS}/create_draft`]: async (request) => {
    const { active_tab } = parseInput(CreateDraftQuerySchema, request.query);
    const { comment } = parseInput(CreateDraftRequestSchema, request.body);
    assertPostsIn(request.access, active_tab);
    const scene = await sceneOf(request);
    const existing = await getDraft(scene.card.card_id, scene.caller.user_id, active_tab);
    if (existing) return ok(await toDraftResponse(existing));
    return ok(await saveDraft(scene, active_tab, { description: comment.description ?? '' }));
  },

  [`PUT ${COMMENTS}/update_draft`]: async (request) => {
    const { comment } = parseInput(UpdateDraftRequestSchema, request.body);
    const tab = tabOf(comment.internal);
    assertPostsIn(request.access, tab);
    return ok(await saveDraft(await sceneOf(request), tab, { description: comment.description }));
  },

  [`PUT ${COMMENTS}/update_draft_attachments`]: async (request) => {
    const { comment } = parseInput(UpdateDraftAttachmentsRequestSchema, request.body);
    const tab = tabOf(comment.internal);
    assertPostsIn(request.access, tab);
    return ok(await saveDraft(await sceneOf(request), tab, { rows: comment.attachments_attributes }));
  },

  [`POST ${COMMENTS}/mark_as_read`]: async (request) => {
    const { comment_type } = parseInput(MarkAsReadRequestSchema, request.body);
    assertSeesTab(request.access, comment_type);
    const scene = await sceneOf(request);
    const count =
      comment_type === 'team' ? (scene.card.comment_count_team ?? 0) : (scene.card.comment_count_guest ?? 0);
    await markCommentsRead(scene.card, scene.caller.user_id, comment_type, count);
    return ok(await unreadCommentsOf(scene.card, scene.caller.user_id, request.access));
  },

  // The mention picker (cards spec §2): members who see the card, and the tab when named, by name.
  [`GET ${COMMENTS}/mentionable_users`]: async (request) => {
    const { chat_status } = parseInput(MentionableUsersQuerySchema, request.query);
    if (chat_status) assertSeesTab(request.access, chat_status);
    const scene = await sceneOf(request);
    const members = scene.members.filter((m) => roleSeesTab(m.role, chat_status ?? 'guest', scene.stage));
    const users = await getUsers(members.map((m) => m.user_id));
    const people = await Promise.all(
      members.flatMap((m) => (users.has(m.user_id) ? [toAssignedUser(users.get(m.user_id)!, m.role)] : [])),
    );
    return ok(
      people.sort(
        (a, b) =>
          a.user_full_name.localeCompare(b.user_full_name, undefined, { sensitivity: 'base' }) ||
          a.user_id.localeCompare(b.user_id),
      ),
    );
  },

  [`GET ${COMMENTS}/{comment_id}`]: async (request) => {
    const scene = await sceneOf(request);
    return ok(
      await presentComment(await visibleComment(scene, request.access, request.params.comment_id!), viewerOf(scene)),
    );
  },

  [`PATCH ${COMMENTS}/{comment_id}`]: async (request) => {
    const { comment: change } = parseInput(UpdateCommentRequestSchema, request.body);
    const scene = await sceneOf(request);
    const comment = await changeableComment(scene, request.access, request.params.comment_id!);
    return ok(
      await editComment(scene, request.access, comment, {
        description: change.description,
        rows: change.attachments_attributes ?? [],
      }),
    );
  },

  [`DELETE ${COMMENTS}/{comment_id}`]: async (request) => {
    const scene = await sceneOf(request);
    const comment = await changeableComment(scene, request.access, request.params.comment_id!);
    if (!(await commitCommentDelete(scene.card, comment, scene.now))) {
      if (!withinEditWindow(comment.created_at, scene.now)) throw new ForbiddenError(COMMENT_MESSAGES.editWindow);
      throw new ConflictError(COMMENT_MESSAGES.changedMeanwhile);
    }
    await deleteFiles(comment.attachments ?? []);
    return ok(await presentComment((await findComment(scene.card.card_id, comment.comment_id))!, viewerOf(scene)));
  },

  [`DELETE ${COMMENTS}/{comment_id}/clear_draft`]: async (request) => {
    const { internal } = parseInput(ClearDraftQuerySchema, request.query);
    const tab = tabOf(internal === 'true');
    assertPostsIn(request.access, tab);
    const scene = await sceneOf(request);
    const draft = await getDraft(scene.card.card_id, scene.caller.user_id, tab);
    if (!draft || draft.draft_id !== request.params.comment_id) throw new NotFoundError(COMMENT_MESSAGES.draftNotFound);
    if (!(await commitDraftClear(scene.card, draft))) throw new ConflictError(COMMENT_MESSAGES.draftChanged);
    await deleteFiles(draft.attachments ?? []);
    return ok({ id: draft.draft_id, internal: tab === 'team' });
  },

  [`GET ${COMMENTS}/{comment_id}/attachments/{attachment_id}`]: async (request) => {
    const scene = await sceneOf(request);
    const comment = await visibleComment(scene, request.access, request.params.comment_id!);
    const attachment = comment.deleted_at
      ? undefined
      : comment.attachments?.find((a) => a.attachment_id === request.params.attachment_id);
    if (!attachment) throw new NotFoundError(COMMENT_MESSAGES.attachmentNotFound);
    return ok(await toAttachmentResponse(attachment));
  },

  [`DELETE ${COMMENTS}/{comment_id}/attachments/{attachment_id}`]: async (request) => {
    const scene = await sceneOf(request);
    const comment = await changeableComment(scene, request.access, request.params.comment_id!);
    return ok(
      await editComment(scene, request.access, comment, {
        rows: [{ id: request.params.attachment_id!, _destroy: true }],
      }),
    );
  },

  // Annotations (issue 26; beyond the spec): ./actions/annotations.ts.
  ...ANNOTATION_ACTIONS,
});
