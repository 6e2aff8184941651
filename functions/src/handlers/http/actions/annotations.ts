/**
 * Annotation actions of the comments domain (issue 26; BRIEF §8; decisions R44–R46; beyond the spec):
 * resolve and reopen a pin, list a content version's pins, and carry open pins onto a newer version.
 * Split from ../comments.ts (issue 30: no source file over 400 lines); the routes are in
 * ../../../routes/domains/comments.ts.
 */
import { COMMENT_MESSAGES, type CommentTab } from '../../../../../shared/schemas/comments-limits';
import {
  ANNOTATION_MESSAGES,
  CarryOverRequestSchema,
  ListAnnotationsQuerySchema,
} from '../../../../../shared/schemas/annotations';
import { isGuestRole } from '../../../../../shared/permissions/roles';
import { findComment, type CommentRecord } from '../../../data/comments';
import {
  CARRY_PER_TRANSACTION,
  commitCarryOver,
  commitResolve,
  isOpenAnnotation,
  listVersionAnnotations,
  nextNumberOf,
} from '../../../data/annotations';
import { currentVersionId, listVersions } from '../../../data/contents';
import { TRANSACTION_ATTEMPTS } from '../../../data/transactions';
import type { Access } from '../../../services/access/authorize';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../../lib/http/errors';
import { ok, type Action, type ApiRequest } from '../../domain-handler';
import { parseInput } from '../../../lib/http/validate';
import { uuidv7 } from '../../../lib/ids/uuid';
import { assertPostsIn } from '../../../services/comments/comment-card';
import { pinTargetOf, presentAnnotations } from '../../../services/comments/annotations';
import { sceneOf, viewerOf, visibleComment } from './comment-scene';

const COMMENTS = '/api/v1/workspaces/{id}/content_groups/{cid}/comments';
const ANNOTATIONS =
  '/api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}/annotations';

/** The tabs the caller may see (the Team tab with `can_access_show_team_comment`). */
const seenTabs = (access: Access): CommentTab[] =>
  access.can('can_access_show_team_comment') ? ['team', 'guest'] : ['guest'];

/** Whether the caller may post in `tab` (cards spec §6; the rule of ../../services/comments/comment-card.ts assertPostsIn). */
const postsIn = (access: Access, tab: CommentTab): boolean =>
  tab === 'team'
    ? access.can('can_access_show_team_comment') && access.can('can_access_team_comment')
    : access.can('can_access_guest_comment');

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
  if (comment.user_id !== scene.caller.user_id && !(team && postsIn(access, comment.tab)))
    throw new ForbiddenError(ANNOTATION_MESSAGES.resolveDenied);
  let current = comment;
  if (
    Boolean(current.resolved_at) !== resolved &&
    !(await commitResolve(scene.card, current, resolved, scene.caller.user_id, scene.now))
  ) {
    current = (await findComment(scene.card.card_id, comment.comment_id))!;
    if (current.deleted_at || Boolean(current.resolved_at) !== resolved)
      throw new ConflictError(ANNOTATION_MESSAGES.changedMeanwhile);
  }
  const fresh = (await findComment(scene.card.card_id, comment.comment_id))!;
  return ok((await presentAnnotations([fresh], viewerOf(scene)))[0]);
}

/**
 * Carry open annotations onto the version the path names (issue 26; decisions R45): `comment_ids`, or every
 * open annotation of the previous version in the tabs the caller may post in. Each becomes a new annotation
 * of the same author, text, tab and number (issue 35), `carried_from` its source, which is closed
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
  const order = [
    ...(await listVersions(cardId, target.content.content_id)).map((v) => v.version_id),
    currentVersionId(target.content),
  ];
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
      if (!found || (found.tab === 'team' && !access.can('can_access_show_team_comment')))
        throw new NotFoundError(COMMENT_MESSAGES.notFound);
      if (
        !found.anchor ||
        found.anchor.content_id !== named.content_id ||
        !earlier.includes(found.anchor.version_id) ||
        !isOpenAnnotation(found)
      ) {
        throw new BadRequestError(ANNOTATION_MESSAGES.carryFromOther, {
          comment_ids: [ANNOTATION_MESSAGES.carryFromOther],
        });
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
    .sort(
      (a, b) =>
        earlier.indexOf(a.anchor!.version_id) - earlier.indexOf(b.anchor!.version_id) ||
        (a.annotation_number ?? 0) - (b.annotation_number ?? 0),
    );
  const at = new Date(scene.now).toISOString();
  const copies: CommentRecord[] = [];
  for (let start = 0; start < carried.length; start += CARRY_PER_TRANSACTION) {
    const batch = carried.slice(start, start + CARRY_PER_TRANSACTION);
    let committed = false;
    for (let attempt = 0; attempt < TRANSACTION_ATTEMPTS && !committed; attempt += 1) {
      if (attempt > 0) target = await pinTargetOf(cardId, access, named);
      // A carried pin keeps its number (issue 35; decisions PA3), unless a live pin of its tab holds that
      // number on the target already (a source reopened and carried again): then it takes the next one.
      const taken = new Set(
        (await listVersionAnnotations(cardId, named.content_id, named.version_id, ['team', 'guest'])).map(
          (a) => `${a.tab}:${a.annotation_number}`,
        ),
      );
      const next: Partial<Record<CommentTab, number>> = {};
      const numberOf = (source: CommentRecord): number => {
        const kept = source.annotation_number;
        let n = kept !== undefined && !taken.has(`${source.tab}:${kept}`) ? kept : undefined;
        if (n === undefined) {
          n = Math.max(
            next[source.tab] ?? nextNumberOf(target, source.tab),
            ...batch.filter((b) => b.tab === source.tab).map((b) => (b.annotation_number ?? 0) + 1),
          );
          next[source.tab] = n + 1;
        }
        taken.add(`${source.tab}:${n}`);
        return n;
      };
      const made = batch.map((source): CommentRecord => ({
        card_id: cardId,
        tab: source.tab,
        comment_id: uuidv7(scene.now),
        workspace_id: scene.card.workspace_id,
        user_id: source.user_id,
        description: source.description,
        attachments: [],
        mentioned_user_ids: source.mentioned_user_ids ?? [],
        anchor: { ...source.anchor!, version_id: named.version_id },
        annotation_number: numberOf(source),
        carried_from: source.comment_id,
        created_at: at,
        updated_at: at,
      }));
      committed = await commitCarryOver(scene.card, target, batch, made, scene.caller.user_id, scene.now);
      if (committed) {
        copies.push(...made);
        target = await pinTargetOf(cardId, access, named);
      }
    }
    if (!committed) throw new ConflictError(ANNOTATION_MESSAGES.changedMeanwhile);
  }
  return ok({
    annotations: await presentAnnotations(copies, viewerOf(scene)),
    skipped_ids: skipped.map((c) => c.comment_id),
  });
}

/** The annotation routes' actions, keyed as the route table names them. */
export const ANNOTATION_ACTIONS: Record<string, Action> = {
  [`PUT ${COMMENTS}/{comment_id}/resolve`]: (request) => setResolved(request, true),
  [`PUT ${COMMENTS}/{comment_id}/reopen`]: (request) => setResolved(request, false),

  [`GET ${ANNOTATIONS}`]: async (request) => {
    const query = parseInput(ListAnnotationsQuerySchema, request.query);
    const scene = await sceneOf(request);
    const named = { content_id: request.params.content_id!, version_id: request.params.version_id! };
    await pinTargetOf(scene.card.card_id, request.access, named);
    const records = (
      await listVersionAnnotations(scene.card.card_id, named.content_id, named.version_id, seenTabs(request.access))
    ).filter(
      (c) =>
        (query.status === 'all' || (query.status === 'open') === !c.resolved_at) &&
        (query.mine === 'false' || c.user_id === scene.caller.user_id),
    );
    return ok({ annotations: await presentAnnotations(records, viewerOf(scene)) });
  },

  [`POST ${ANNOTATIONS}/carry_over`]: carryOver,
};
