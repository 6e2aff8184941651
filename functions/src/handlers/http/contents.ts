/**
 * Contents domain: a card's images and PDFs (cards spec §2 contents area, §3 Content, §4 Contents, §5
 * Attachments and sizes, §6 `can_access_content_*` and `can_sort_attachments`, §7 Contents, §8 download
 * errors, §9; accounts spec §9 storage; issue 13; decisions U1–U8).
 *
 * Uploads go straight to S3 with a presigned POST (`POST …/contents/new`), then `POST …/contents`
 * confirms them: size and magic bytes are checked again, renditions made, and the contents counted on
 * the card and in the workspace's storage in one transaction. Hidden contents are never sent to callers
 * without `can_show` (guests), and act as unknown contents for them.
 */
import { randomUUID } from 'node:crypto';
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  ConfirmContentsRequestSchema,
  DestroyContentsRequestSchema,
  DownloadContentsQuerySchema,
  PresignContentRequestSchema,
  ReplaceContentRequestSchema,
  ReplaceImageRequestSchema,
  SortContentsRequestSchema,
} from '../../../../shared/schemas/contents';
import type { Access } from '../../services/access/authorize';
import { BadRequestError, NotFoundError, TooManyRequestsError } from '../../lib/http/errors';
import { fileTooLargeError } from '../../lib/uploads/file-too-large';
import { domainHandler, ok, type Action, type ApiRequest } from '../domain-handler';
import { CONTENTS_ROUTES } from '../../routes/domains/contents';
import { parseInput } from '../../lib/http/validate';
import { uuidv7 } from '../../lib/ids/uuid';
import { presignPendingUpload } from '../../services/uploads/pending-uploads';
import { deleteS3Prefix } from '../../lib/uploads/delete-prefix';
import {
  addContents,
  getContent,
  listContents,
  listVersions,
  replaceContent,
  type ContentRecord,
} from '../../data/contents';
import { deleteContents, setContentHidden, sortContents } from '../../data/content-arrangement';
import { getCardsByKeys } from '../../data/cards';
import { getStage } from '../../data/stages';
import { activityScene, uploadedActivity } from '../../services/activity/activity-of';
import { listStages } from '../../data/stages';
import { visibleStages } from '../../lib/auth/visibility';
import { DOWNLOADS_PER_USER, takeRateLimitHit } from '../../data/rate-limits';
import { visibleCardOf } from '../../services/cards/card-access';
import { contentUploadPurpose, storeContentFile } from '../../services/contents/content-files';
import { contentFolder } from '../../lib/uploads/keys';
import {
  presentContent,
  presentContents,
  presentVersions,
  previewUrl,
  seesHiddenContents,
} from '../../services/contents/present-contents';
import { zipContents } from '../../services/contents/zip-download';
import { retryContentRenditions } from '../../services/contents/content-renditions';
import { makeReviewReport } from '../../services/contents/review-report';
import { requestLanguage } from '../../lib/i18n/messages';
import { withContentPageCounts, withVersionPageCounts } from '../../services/contents/page-counts';
import { requestNow } from '../../lib/clock';
import { contentAuthorizedUsers } from '../../services/contents/authorized-users';
import { parameterize } from '../../../../shared/links/card-slug';
import { workspaceFileLimits } from '../../services/uploads/workspace-limits';
import { uploadInfoOf } from '../../services/contents/upload-info';
import { tellReviewersOfNewVersion } from '../../services/approvals/new-version-notice';

const CONTENTS = '/api/v1/workspaces/{id}/content_groups/{cid}/contents';

/** The workspace's upload rules: the file size limit of its organization type and the personal 100 MB cap. */
const uploadRules = (access: Access) => workspaceFileLimits(access.workspace!.organization_id);

/** A content of the card as the caller may see it. @throws NotFoundError 'The content cannot be found.' */
async function visibleContent(cardId: string, contentId: string, access: Access): Promise<ContentRecord> {
  const content = await getContent(cardId, contentId);
  if (!content || (content.hidden && !seesHiddenContents(access))) throw new NotFoundError(CONTENT_MESSAGES.notFound);
  return content;
}

/** The card a write acts on, visible to the caller (out of the recycle bin: the route guard, routes/binned-cards.ts). */
async function writableCard({ params, access }: ApiRequest) {
  const card = await visibleCardOf(params.id!, params.cid!, access);
  return {
    workspace_id: card.workspace_id,
    card_id: card.card_id,
    organization_id: access.workspace!.organization_id,
    name: card.name,
    stage_id: card.stage_id,
  };
}

const folderScope = (card: { organization_id: string; workspace_id: string; card_id: string }) => ({
  organizationId: card.organization_id,
  workspaceId: card.workspace_id,
  cardId: card.card_id,
});

/** Hide a content from guests (`hidden` true) or show it again; answers the content. */
const hideAction =
  (hidden: boolean): Action =>
  async (request) => {
    const card = await writableCard(request);
    return ok(await presentContent(await setContentHidden(card, request.params.content_id!, hidden), request.access));
  };

export const handler = domainHandler('contents', CONTENTS_ROUTES, {
  [`GET ${CONTENTS}`]: async ({ params, access }) => {
    await visibleCardOf(params.id!, params.cid!, access);
    // PDFs stored before page counts get theirs on this read (issue 26; decisions D27).
    return ok(await presentContents(await withContentPageCounts(await listContents(params.cid!)), access));
  },

  // What the upload dialog checks before sending anything (cards spec §5; accounts spec §9).
  [`GET ${CONTENTS}/new`]: async ({ params, access }) => {
    const card = await visibleCardOf(params.id!, params.cid!, access);
    return ok(await uploadInfoOf(access, card.attachment_count ?? 0));
  },

  [`POST ${CONTENTS}/new`]: async (request) => {
    const input = parseInput(PresignContentRequestSchema, request.body);
    const card = await writableCard(request);
    const rules = await uploadRules(request.access);
    if (input.size > rules.maxBytes) throw fileTooLargeError(rules.maxBytes, 'size');
    const full = await listContents(card.card_id);
    if (full.length >= CONTENT_LIMITS.perCard)
      throw new BadRequestError(CONTENT_MESSAGES.perCard(CONTENT_LIMITS.perCard));
    const owner = { userId: request.caller!.userId, scopeId: card.card_id };
    return ok(
      await presignPendingUpload(contentUploadPurpose(rules.maxBytes), owner, input.content_type, rules.maxBytes),
    );
  },

  // One file, or one upload action of at most 5 (cards spec §9 "upload limit 5").
  [`POST ${CONTENTS}`]: async (request) => {
    const uploads = parseInput(ConfirmContentsRequestSchema, request.body);
    const batch = Array.isArray((request.body as { contents?: unknown } | null)?.contents);
    const card = await writableCard(request);
    const rules = await uploadRules(request.access);
    const owner = { userId: request.caller!.userId, scopeId: card.card_id };
    const stored = [];
    for (const upload of uploads) {
      const contentId = randomUUID();
      const folder = contentFolder(folderScope(card), contentId, uuidv7());
      stored.push(
        await storeContentFile(contentUploadPurpose(rules.maxBytes), owner, upload.key, {
          contentId,
          filename: upload.filename,
          folder,
        }),
      );
    }
    try {
      const stage = (await getStage(card.workspace_id, card.stage_id)) ?? undefined;
      const activity = uploadedActivity(
        activityScene(request.access, request.caller!.userId, card, stage),
        stored.length,
      );
      const created = await addContents(card, stored, { capBytes: rules.storageCap }, request.caller!.userId, activity);
      const contents = await Promise.all(created.map((c) => presentContent(c, request.access)));
      return ok(batch ? contents : contents[0]);
    } catch (error) {
      // Refused by the card's limit or the storage cap: nothing is counted, so nothing may stay stored.
      await Promise.all(stored.map((file) => deleteS3Prefix(file.folder)));
      throw error;
    }
  },

  [`PUT ${CONTENTS}/sort_attachments`]: async (request) => {
    const { contents } = parseInput(SortContentsRequestSchema, request.body);
    const card = await writableCard(request);
    return ok(
      await presentContents(
        await sortContents(
          card,
          contents.map((c) => c.id),
        ),
        request.access,
      ),
    );
  },

  [`DELETE ${CONTENTS}/destroy_multi`]: async (request) => {
    const { ids } = parseInput(DestroyContentsRequestSchema, request.body);
    const card = await writableCard(request);
    if (!seesHiddenContents(request.access)) {
      const hidden = new Set((await listContents(card.card_id)).filter((c) => c.hidden).map((c) => c.content_id));
      if (ids.some((id) => hidden.has(id))) throw new NotFoundError(CONTENT_MESSAGES.notFound);
    }
    const folders = await deleteContents(card, ids);
    await Promise.all(folders.map(deleteS3Prefix));
    return ok({ ids, message: `${ids.length} ${ids.length === 1 ? 'content' : 'contents'} deleted.` });
  },

  [`GET ${CONTENTS}/download`]: async ({ params, query, access, caller }) => {
    const { ids } = parseInput(DownloadContentsQuerySchema, query);
    const card = await visibleCardOf(params.id!, params.cid!, access);
    const contents = await Promise.all([...new Set(ids)].map((id) => visibleContent(card.card_id, id, access)));
    if (!(await takeRateLimitHit('content_download', caller!.userId, DOWNLOADS_PER_USER)))
      throw new TooManyRequestsError(CONTENT_MESSAGES.downloadLimit);
    // One file: its own name; several: the card's title (cards spec §7 "a filename from Content-Disposition").
    const base =
      contents.length === 1 ? contents[0]!.filename.replace(/\.[^.]+$/, '') : parameterize(card.name) || 'contents';
    return ok(await zipContents(contents, `${base}.zip`, caller!.userId));
  },

  [`GET ${CONTENTS}/{content_id}`]: async ({ params, access }) => {
    await visibleCardOf(params.id!, params.cid!, access);
    const [content] = await withContentPageCounts([await visibleContent(params.cid!, params.content_id!, access)]);
    return ok(await presentContent(content!, access));
  },

  [`PUT ${CONTENTS}/{content_id}`]: async (request) => {
    const input = parseInput(ReplaceContentRequestSchema, request.body);
    const card = await writableCard(request);
    const content = await visibleContent(card.card_id, request.params.content_id!, request.access);
    const rules = await uploadRules(request.access);
    const owner = { userId: request.caller!.userId, scopeId: card.card_id };
    const folder = contentFolder(folderScope(card), content.content_id, uuidv7());
    const file = await storeContentFile(contentUploadPurpose(rules.maxBytes), owner, input.key, {
      contentId: content.content_id,
      filename: input.filename,
      folder,
    });
    let replaced;
    try {
      replaced = await replaceContent(card, content, file, { capBytes: rules.storageCap });
    } catch (error) {
      await deleteS3Prefix(folder);
      throw error;
    }
    // The version is stored: the client reviewers of a card in review hear of it (issue 37).
    await tellReviewersOfNewVersion(card.workspace_id, card.card_id, replaced, request.caller!.userId);
    return ok(await presentContent(replaced, request.access));
  },

  [`DELETE ${CONTENTS}/{content_id}`]: async (request) => {
    const card = await writableCard(request);
    const content = await visibleContent(card.card_id, request.params.content_id!, request.access);
    const folders = await deleteContents(card, [content.content_id]);
    await Promise.all(folders.map(deleteS3Prefix));
    return ok({ ids: [content.content_id], message: '1 content deleted.' });
  },

  // The team's retry of previews that kept failing (issue 40; decisions FT2): answers the content as it now is.
  [`POST ${CONTENTS}/{content_id}/renditions`]: async (request) => {
    const card = await writableCard(request);
    const content = await visibleContent(card.card_id, request.params.content_id!, request.access);
    return ok(await presentContent(await retryContentRenditions(content), request.access));
  },

  // Hiding changes data, so it is a PUT; spec §7's GET stays as a deprecated alias (decisions A32).
  [`PUT ${CONTENTS}/{content_id}/hide`]: hideAction(true),
  [`GET ${CONTENTS}/{content_id}/hide`]: hideAction(true),
  [`PUT ${CONTENTS}/{content_id}/unhide`]: hideAction(false),
  [`GET ${CONTENTS}/{content_id}/unhide`]: hideAction(false),

  [`GET ${CONTENTS}/{content_id}/versions`]: async ({ params, access }) => {
    await visibleCardOf(params.id!, params.cid!, access);
    const content = await visibleContent(params.cid!, params.content_id!, access);
    return ok(await presentVersions(await withVersionPageCounts(await listVersions(params.cid!, content.content_id))));
  },

  [`GET ${CONTENTS}/{content_id}/versions/{version_id}`]: async ({ params, access }) => {
    await visibleCardOf(params.id!, params.cid!, access);
    const content = await visibleContent(params.cid!, params.content_id!, access);
    const versions = await presentVersions(
      await withVersionPageCounts(await listVersions(params.cid!, content.content_id)),
    );
    const version = versions.find((v) => v.id === params.version_id);
    if (!version) throw new NotFoundError(CONTENT_MESSAGES.versionNotFound);
    return ok(version);
  },

  // The review report (issue 26; beyond the spec; decisions R55–R57): a download, so it counts against the download limit.
  [`GET ${CONTENTS}/{content_id}/review_report`]: async ({ params, access, caller, headers }) => {
    const card = await visibleCardOf(params.id!, params.cid!, access);
    const content = await visibleContent(card.card_id, params.content_id!, access);
    if (!(await takeRateLimitHit('content_download', caller!.userId, DOWNLOADS_PER_USER)))
      throw new TooManyRequestsError(CONTENT_MESSAGES.downloadLimit);
    // The report is in the language the app asks in (the reader's; issue 41).
    return ok(
      await makeReviewReport(card, content, access, caller!.userId, requestNow(headers), requestLanguage(headers)),
    );
  },

  'GET /api/v1/workspaces/{id}/content_groups/{cid}/authorized_users': async ({ params, access }) => {
    const card = await visibleCardOf(params.id!, params.cid!, access);
    return ok(await contentAuthorizedUsers(card));
  },

  // Fresh signed preview URLs for cards whose images expired on screen (accounts spec §7 `replace_image`).
  'POST /api/v1/workspaces/{id}/content_groups/replace_image': async ({ params, body, access }) => {
    const { content_groups } = parseInput(ReplaceImageRequestSchema, body);
    const [cards, stages] = await Promise.all([
      getCardsByKeys([...new Set(content_groups)].map((card_id) => ({ workspace_id: params.id!, card_id }))),
      listStages(params.id!),
    ]);
    // Cards in stages the caller may not see are left out, as if they did not exist.
    const visibleStageIds = new Set(visibleStages(stages, access).map((s) => s.stage_id));
    const shown = cards.filter((c) => visibleStageIds.has(c.stage_id));
    return ok(
      await Promise.all(shown.map(async (c) => ({ id: c.card_id, preview: await previewUrl(c.preview_folder) }))),
    );
  },
});
