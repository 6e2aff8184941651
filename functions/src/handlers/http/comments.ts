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
  commitCommentDelete,
  commitCommentEdit,
  commitDraft,
  commitDraftClear,
  findComment,
  listComments,
  markCommentsRead,
  type CommentRecord,
  type StoredAttachmentRecord,
} from '../../data/comments';
import type { Access } from '../../lib/auth/authorize';
import { requestNow } from '../../lib/clock';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/http/errors';
import { domainHandler, ok, type ApiRequest } from '../../lib/http/handler';
import { COMMENTS_ROUTES } from '../../routes/domains/comments';
import { parseInput } from '../../lib/http/validate';
import { assertPostsIn, assertSeesTab, commentSceneOf, unreadCommentsOf } from '../../services/comments/comment-card';
import { deleteFiles, fileScopeOf, presignCommentFile, storeNewFiles } from '../../services/comments/comment-files';
import { toAttachmentResponse, toDraftResponse } from '../../services/comments/present-attachments';
import { presentComment, presentComments, type CommentViewer } from '../../services/comments/present-comments';
import { postComment, sanitizeFor, type CommentScene } from '../../services/comments/post-comment';
import { roleSeesTab } from '../../services/comments/audience';
import { toAssignedUser } from '../../services/cards/card-context';
import { getUsers } from '../../data/users';
import { ANNOTATION_MESSAGES, CarryOverRequestSchema, ListAnnotationsQuerySchema } from '../../../../shared/schemas/annotations';
import { isGuestRole } from '../../../../shared/permissions/roles';
import { anchorsVisible, pinTargetOf, presentAnnotations } from '../../services/comments/annotations';
import { CARRY_PER_TRANSACTION, commitCarryOver, commitResolve, isOpenAnnotation, listVersionAnnotations, nextNumberOf } from '../../data/annotations';
import { currentVersionId, listVersions } from '../../data/contents';
import { TRANSACTION_ATTEMPTS } from '../../data/access';
import { uuidv7 } from '../../lib/ids/uuidv7';
import { toAnchorRecord } from '../../services/comments/anchors';
import { seesHiddenContents } from '../../services/contents/present-contents';

const COMMENTS = '/api/v1/workspaces/{id}/content_groups/{cid}/comments';

const sceneOf = (request: ApiRequest) => commentSceneOf(request.access, request.params.id!, request.params.cid!, requestNow(request.headers));

const viewerOf = (scene: CommentScene): CommentViewer => ({ userId: scene.caller.user_id, memberIds: new Set(scene.members.map((m) => m.user_id)) });

/**
 * The comment the path names, in a tab the caller may see (a Team comment is unknown to the others).
 * @throws NotFoundError 'Comment not found'.
 */
async function visibleComment(scene: CommentScene, access: Access, commentId: string): Promise<CommentRecord> {
  const comment = await findComment(scene.card.card_id, commentId);
  if (!comment || (comment.tab === 'team' && !access.can('can_access_show_team_comment'))) throw new NotFoundError(COMMENT_MESSAGES.notFound);
  // An annotation on a content hidden from the caller is unknown to them (issue 26).
  if (!(await anchorsVisible(scene.card.card_id, access, [comment])).has(comment.comment_id)) throw new NotFoundError(COMMENT_MESSAGES.notFound);
  return comment;
}

/**
 * The comment the path names, when the caller may still change it: theirs, live, not an approval event,
 * within 5 minutes of its creation, in a tab they may post in (cards spec §5).
 * @throws NotFoundError; ForbiddenError 'Only the author…' / 'Available within 5 minutes'; ConflictError for a deleted one.
 */
async function changeableComment(scene: CommentScene, access: Access, commentId: string): Promise<CommentRecord> {
  const comment = await visibleComment(scene, access, commentId);
  if (comment.user_id !== scene.caller.user_id) throw new ForbiddenError(COMMENT_MESSAGES.notAuthor);
  if (comment.deleted_at) throw new ConflictError(COMMENT_MESSAGES.deleted);
  if (comment.event_type) throw new ForbiddenError(COMMENT_MESSAGES.eventLocked);
  assertPostsIn(access, comment.tab);
  if (!withinEditWindow(comment.created_at, scene.now)) throw new ForbiddenError(COMMENT_MESSAGES.editWindow);
  return comment;
}

/** Split `attachments_attributes` into removals (ids that must be among `current`) and new uploads. */
function splitAttachmentChanges(rows: ReadonlyArray<NewAttachment | { id: string; _destroy: true }>, current: readonly StoredAttachmentRecord[]) {
  const removeIds = new Set(rows.filter((r): r is { id: string; _destroy: true } => '_destroy' in r).map((r) => r.id));
  for (const id of removeIds) if (!current.some((a) => a.attachment_id === id)) throw new NotFoundError(COMMENT_MESSAGES.attachmentNotFound);
  const uploads = rows.filter((r): r is NewAttachment => !('_destroy' in r));
  if (new Set(uploads.map((u) => u.key)).size !== uploads.length) throw new BadRequestError(COMMENT_MESSAGES.duplicateAttachment);
  return { removed: current.filter((a) => removeIds.has(a.attachment_id)), kept: current.filter((a) => !removeIds.has(a.attachment_id)), uploads };
}

/**
 * Edit a comment: new text (sanitized) and/or attachment changes, as one conditioned write; removed
 * files are deleted after it commits, new ones are deleted when it does not.
 */
async function editComment(scene: CommentScene, access: Access, comment: CommentRecord, change: { description?: string; rows: ReadonlyArray<NewAttachment | { id: string; _destroy: true }> }) {
  const { removed, kept, uploads } = splitAttachmentChanges(change.rows, comment.attachments ?? []);
  const text = change.description !== undefined ? sanitizeFor(scene, comment.tab, change.description) : { html: comment.description, mentionIds: comment.mentioned_user_ids ?? [] };
  if (text.html === '' && kept.length === 0 && uploads.length === 0) throw new BadRequestError(COMMENT_MESSAGES.empty, { description: [COMMENT_MESSAGES.empty] });
  const scope = uploads.length > 0 ? await fileScopeOf(scene.workspace.organization_id, scene.workspace.workspace_id, scene.card.card_id, scene.caller.user_id) : null;
  const added = scope ? await storeNewFiles(scope, uploads, kept) : { stored: [], bytes: 0 };
  const removedBytes = removed.reduce((sum, a) => sum + a.size, 0);
  const committed = await commitCommentEdit({
    card: scene.card,
    current: comment,
    description: text.html,
    mentionIds: text.mentionIds,
    attachments: [...kept, ...added.stored],
    bytesDelta: added.bytes - removedBytes,
    storageCap: scope?.storageCap ?? null,
    now: scene.now,
  });
  if (!committed) {
    await deleteFiles(added.stored);
    if (!withinEditWindow(comment.created_at, scene.now)) throw new ForbiddenError(COMMENT_MESSAGES.editWindow);
    throw new ConflictError(COMMENT_MESSAGES.changedMeanwhile);
  }
  await deleteFiles(removed);
  return presentComment((await findComment(scene.card.card_id, comment.comment_id))!, viewerOf(scene));
}

/** The caller's draft of `tab` after a save: text and/or attachment changes, created when absent. */
async function saveDraft(scene: CommentScene, tab: CommentTab, change: { description?: string; rows?: ReadonlyArray<NewAttachment | { id: string; _destroy: true }> }) {
  const draft = await getDraft(scene.card.card_id, scene.caller.user_id, tab);
  const { removed, kept, uploads } = splitAttachmentChanges(change.rows ?? [], draft?.attachments ?? []);
  const description = change.description !== undefined ? sanitizeFor(scene, tab, change.description).html : (draft?.description ?? '');
  const scope = uploads.length > 0 ? await fileScopeOf(scene.workspace.organization_id, scene.workspace.workspace_id, scene.card.card_id, scene.caller.user_id) : null;
  const added = scope ? await storeNewFiles(scope, uploads, kept) : { stored: [], bytes: 0 };
  const committed = await commitDraft({
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
  });
  if (!committed) {
    await deleteFiles(added.stored);
    throw new ConflictError(COMMENT_MESSAGES.draftChanged);
  }
  await deleteFiles(removed);
  return toDraftResponse((await getDraft(scene.card.card_id, scene.caller.user_id, tab))!);
}

const ANNOTATIONS = '/api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}/annotations';

/** The tabs the caller may see (the Team tab with `can_access_show_team_comment`). */
const seenTabs = (access: Access): CommentTab[] => (access.can('can_access_show_team_comment') ? ['team', 'guest'] : ['guest']);

/** Whether the caller may post in `tab` (cards spec §6; the rule of ../../services/comments/comment-card.ts assertPostsIn). */
const postsIn = (access: Access, tab: CommentTab): boolean =>
  tab === 'team' ? access.can('can_access_show_team_comment') && access.can('can_access_team_comment') : access.can('can_access_guest_comment');

/**
 * Resolve or reopen an annotation (issue 26): the author, or a team member who may post in its tab.
 * Idempotent (decisions R44): an annotation already in that state is answered as it stands; the counts only
 * move when the state does, in the same transaction as the comment.
 * @throws NotFoundError (unknown, Team tab unseen, content hidden from the caller); BadRequestError for a plain
 *   comment; ForbiddenError for anyone else; ConflictError for a deleted annotation or one that kept changing.
 */
async function setResolved(request: ApiRequest, resolved: boolean) {
  const scene = await sceneOf(request);
  const access = request.access;
  const comment = await visibleComment(scene, access, request.params.comment_id!);
  if (!comment.anchor) throw new BadRequestError(ANNOTATION_MESSAGES.notAnnotation);
  if (comment.deleted_at) throw new ConflictError(ANNOTATION_MESSAGES.deleted);
  const team = !access.workspaceRole || !isGuestRole(access.workspaceRole);
  if (comment.user_id !== scene.caller.user_id && !(team && postsIn(access, comment.tab))) throw new ForbiddenError(ANNOTATION_MESSAGES.resolveDenied);
  let current = comment;
  if (Boolean(current.resolved_at) !== resolved && !(await commitResolve(scene.card, current, resolved, scene.caller.user_id, scene.now))) {
    current = (await findComment(scene.card.card_id, comment.comment_id))!;
    if (current.deleted_at || Boolean(current.resolved_at) !== resolved) throw new ConflictError(ANNOTATION_MESSAGES.changedMeanwhile);
  }
  const fresh = (await findComment(scene.card.card_id, comment.comment_id))!;
  return ok((await presentAnnotations([fresh], viewerOf(scene)))[0]);
}

/**
 * Carry open annotations onto the version the path names (issue 26; decisions R45): `comment_ids`, or every
 * open annotation of the previous version in the tabs the caller may post in. Each becomes a new annotation
 * of the same author, text and tab, numbered on the new version, `carried_from` its source, which is closed
 * (resolved, `carried_to`). Pins whose page the new version lacks are left where they are (`skipped_ids`).
 * Batches of CARRY_PER_TRANSACTION, each one TransactWrite, retried when a pin took a number meanwhile.
 */
async function carryOver(request: ApiRequest) {
  const { comment_ids } = parseInput(CarryOverRequestSchema, request.body);
  const access = request.access;
  const scene = await sceneOf(request);
  const cardId = scene.card.card_id;
  const named = { content_id: request.params.content_id!, version_id: request.params.version_id! };
  let target = await pinTargetOf(cardId, access, named);
  const order = [...(await listVersions(cardId, target.content.content_id)).map((v) => v.version_id), currentVersionId(target.content)];
  const earlier = order.slice(0, order.indexOf(named.version_id));
  let sources: CommentRecord[];
  if (!comment_ids) {
    if (earlier.length === 0) throw new BadRequestError(ANNOTATION_MESSAGES.noPreviousVersion);
    const tabs = seenTabs(access).filter((tab) => postsIn(access, tab));
    sources = (await listVersionAnnotations(cardId, named.content_id, earlier.at(-1)!, tabs)).filter(isOpenAnnotation);
  } else {
    sources = [];
    for (const id of new Set(comment_ids)) {
      const found = await findComment(cardId, id);
      if (!found || (found.tab === 'team' && !access.can('can_access_show_team_comment'))) throw new NotFoundError(COMMENT_MESSAGES.notFound);
      if (!found.anchor || found.anchor.content_id !== named.content_id || !earlier.includes(found.anchor.version_id) || !isOpenAnnotation(found)) {
        throw new BadRequestError(ANNOTATION_MESSAGES.carryFromOther, { comment_ids: [ANNOTATION_MESSAGES.carryFromOther] });
      }
      assertPostsIn(access, found.tab);
      sources.push(found);
    }
  }
  const file = target.version ?? target.content;
  const pages = file.type === 'pdf' ? file.page_count : 1;
  const skipped = sources.filter((c) => pages !== undefined && c.anchor!.page > pages);
  const carried = sources
    .filter((c) => !skipped.includes(c))
    .sort((a, b) => earlier.indexOf(a.anchor!.version_id) - earlier.indexOf(b.anchor!.version_id) || (a.annotation_number ?? 0) - (b.annotation_number ?? 0));
  const at = new Date(scene.now).toISOString();
  const copies: CommentRecord[] = [];
  for (let start = 0; start < carried.length; start += CARRY_PER_TRANSACTION) {
    const batch = carried.slice(start, start + CARRY_PER_TRANSACTION);
    let committed = false;
    for (let attempt = 0; attempt < TRANSACTION_ATTEMPTS && !committed; attempt += 1) {
      if (attempt > 0) target = await pinTargetOf(cardId, access, named);
      const first = nextNumberOf(target) + 1;
      const made = batch.map(
        (source, i): CommentRecord => ({
          card_id: cardId,
          tab: source.tab,
          comment_id: uuidv7(scene.now),
          workspace_id: scene.card.workspace_id,
          user_id: source.user_id,
          description: source.description,
          attachments: [],
          mentioned_user_ids: source.mentioned_user_ids ?? [],
          anchor: { ...source.anchor!, version_id: named.version_id },
          annotation_number: first + i,
          carried_from: source.comment_id,
          created_at: at,
          updated_at: at,
        }),
      );
      committed = await commitCarryOver(scene.card, target, batch, made, scene.caller.user_id, scene.now);
      if (committed) {
        copies.push(...made);
        target = await pinTargetOf(cardId, access, named);
      }
    }
    if (!committed) throw new ConflictError(ANNOTATION_MESSAGES.changedMeanwhile);
  }
  return ok({ annotations: await presentAnnotations(copies, viewerOf(scene)), skipped_ids: skipped.map((c) => c.comment_id) });
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
      comments: await presentComments(page.items.filter((c) => shown.has(c.comment_id)), viewerOf(scene)),
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
    if (comment.anchor && comment.parent_id) throw new BadRequestError(ANNOTATION_MESSAGES.replyAnchor, { 'comment.anchor': [ANNOTATION_MESSAGES.replyAnchor] });
    const scene = await sceneOf(request);
    let parent: CommentRecord | null = null;
    if (comment.parent_id) {
      const found = await findComment(scene.card.card_id, comment.parent_id);
      if (!found || (found.tab === 'team' && !request.access.can('can_access_show_team_comment'))) throw new NotFoundError(COMMENT_MESSAGES.notFound);
      if (!(await anchorsVisible(scene.card.card_id, request.access, [found])).has(found.comment_id)) throw new NotFoundError(COMMENT_MESSAGES.notFound);
      if (found.tab !== tab) throw new BadRequestError(COMMENT_MESSAGES.replyOtherTab, { parent_id: [COMMENT_MESSAGES.replyOtherTab] });
      if (found.deleted_at) throw new BadRequestError(COMMENT_MESSAGES.replyToDeleted, { parent_id: [COMMENT_MESSAGES.replyToDeleted] });
      if (found.parent_id) throw new BadRequestError(COMMENT_MESSAGES.replyToReply, { parent_id: [COMMENT_MESSAGES.replyToReply] });
      parent = found;
    }
    const draft = await getDraft(scene.card.card_id, scene.caller.user_id, tab);
    if (comment.draft_comment_id && draft?.draft_id !== comment.draft_comment_id) throw new NotFoundError(COMMENT_MESSAGES.draftNotFound);
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
    const record = await postComment(scene, { tab, description: comment.description, uploads: comment.attachments_attributes, parent, draft, pin });
    const card = (await getCard(scene.card.workspace_id, scene.card.card_id))!;
    return ok({ comment: await presentComment(record, viewerOf(scene)), unread_comments: await unreadCommentsOf(card, scene.caller.user_id, request.access) });
  },

  [`POST ${COMMENTS}/attachment_uploads`]: async (request) => {
    const input = parseInput(CommentAttachmentUploadRequestSchema, request.body);
    const scene = await sceneOf(request);
    const scope = await fileScopeOf(scene.workspace.organization_id, scene.workspace.workspace_id, scene.card.card_id, scene.caller.user_id);
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
    const count = comment_type === 'team' ? (scene.card.comment_count_team ?? 0) : (scene.card.comment_count_guest ?? 0);
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
    const people = await Promise.all(members.flatMap((m) => (users.has(m.user_id) ? [toAssignedUser(users.get(m.user_id)!, m.role)] : [])));
    return ok(people.sort((a, b) => a.user_full_name.localeCompare(b.user_full_name, undefined, { sensitivity: 'base' }) || a.user_id.localeCompare(b.user_id)));
  },

  [`GET ${COMMENTS}/{comment_id}`]: async (request) => {
    const scene = await sceneOf(request);
    return ok(await presentComment(await visibleComment(scene, request.access, request.params.comment_id!), viewerOf(scene)));
  },

  [`PATCH ${COMMENTS}/{comment_id}`]: async (request) => {
    const { comment: change } = parseInput(UpdateCommentRequestSchema, request.body);
    const scene = await sceneOf(request);
    const comment = await changeableComment(scene, request.access, request.params.comment_id!);
    return ok(await editComment(scene, request.access, comment, { description: change.description, rows: change.attachments_attributes ?? [] }));
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
    const attachment = comment.deleted_at ? undefined : comment.attachments?.find((a) => a.attachment_id === request.params.attachment_id);
    if (!attachment) throw new NotFoundError(COMMENT_MESSAGES.attachmentNotFound);
    return ok(await toAttachmentResponse(attachment));
  },

  [`DELETE ${COMMENTS}/{comment_id}/attachments/{attachment_id}`]: async (request) => {
    const scene = await sceneOf(request);
    const comment = await changeableComment(scene, request.access, request.params.comment_id!);
    return ok(await editComment(scene, request.access, comment, { rows: [{ id: request.params.attachment_id!, _destroy: true }] }));
  },

  // Annotations (issue 26; beyond the spec).
  [`PUT ${COMMENTS}/{comment_id}/resolve`]: (request) => setResolved(request, true),
  [`PUT ${COMMENTS}/{comment_id}/reopen`]: (request) => setResolved(request, false),

  [`GET ${ANNOTATIONS}`]: async (request) => {
    const query = parseInput(ListAnnotationsQuerySchema, request.query);
    const scene = await sceneOf(request);
    const named = { content_id: request.params.content_id!, version_id: request.params.version_id! };
    await pinTargetOf(scene.card.card_id, request.access, named);
    const records = (await listVersionAnnotations(scene.card.card_id, named.content_id, named.version_id, seenTabs(request.access))).filter(
      (c) => (query.status === 'all' || (query.status === 'open') === !c.resolved_at) && (query.mine === 'false' || c.user_id === scene.caller.user_id),
    );
    return ok({ annotations: await presentAnnotations(records, viewerOf(scene)) });
  },

  [`POST ${ANNOTATIONS}/carry_over`]: carryOver,
});
