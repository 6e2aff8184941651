/**
 * One pixel limit on every upload route (issue 25; docs/decisions.md U34): a 16000 × 16000 PNG, 31 KB
 * on disk, passes every size limit but declares 256 megapixels. Profile picture, workspace logo, card
 * content (new and replaced), comment file (post, edit, draft, approval note) and chat file each refuse
 * it with the one shared message before anything decodes it; the upload is deleted and given back to the
 * open-upload count, and nothing is stored, shown or counted. A picture under the limit still goes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { blackPng } from '../support/images';
import { testS3Client } from '../support/s3';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import { getCard } from '../../functions/src/data/cards';
import { getWorkspace } from '../../functions/src/data/workspaces';
import { getItem } from '../../functions/src/data/access';
import { UploadQuota } from '../../functions/src/data/entities/upload-quota';
import { getConversation } from '../../functions/src/data/chat';
import { getUser } from '../../functions/src/data/users';
import { UPLOAD_MESSAGES, type PresignedPost } from '../../shared/schemas/uploads';

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await testS3Client().send(
      new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET, Prefix: prefix, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

describe('pixel limits on every upload route', () => {
  let owner: SignedInUser;
  let workspaceId: string;
  let organizationId: string;
  let cardId: string;
  let contentId: string;
  let commentId: string;
  let reviewStageId: string;
  const huge = blackPng(16_000, 16_000);
  const png = 'image/png';

  const cardPath = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  /** Presign at `path` with `body`, then send the bytes to S3 as the browser does; the pending key. */
  async function presignAndSend(path: string, body: Record<string, unknown>, bytes = huge): Promise<string> {
    const presigned = await api<PresignedPost>('POST', path, {
      token: owner.token,
      body: { content_type: png, size: bytes.length, ...body },
    });
    expect(presigned.status, `${path}: ${JSON.stringify(presigned.body)}`).toBeLessThan(300);
    expect(await postToPresigned(presigned.body.data, bytes, png)).toBeLessThan(300);
    return presigned.body.data.key;
  }
  const commentFile = async (bytes = huge) => ({
    key: await presignAndSend(`${cardPath()}/comments/attachment_uploads`, { filename: 'big.png' }, bytes),
    content_type: png,
    filename: 'big.png',
  });
  /** Everything an upload could leave behind or change. */
  const state = async () => {
    const [workspace, card, conversation, user] = await Promise.all([
      getWorkspace(workspaceId),
      getCard(workspaceId, cardId),
      getConversation(workspaceId),
      getUser(owner.userId),
    ]);
    const quota = await getItem(UploadQuota, { user_id: owner.userId, window: new Date().toISOString().slice(0, 13) });
    return {
      storage_bytes: workspace!.storage_bytes ?? 0,
      workspace_logo: workspace!.logo_key ?? null,
      user: { logo: user!.logo_key ?? null, first_name: user!.first_name },
      card: {
        attachments: card!.attachment_count ?? 0,
        storage: card!.storage_bytes ?? 0,
        comments: card!.comment_count_guest ?? 0,
        approval: card!.approval_status ?? 'none',
      },
      messages: conversation?.message_count ?? 0,
      open_uploads: quota?.open_uploads ?? 0,
      stored: await keysUnder(`org/${organizationId}/`),
      avatars: await keysUnder(`users/${owner.userId}/`),
      pending: await keysUnder(`pending/${owner.userId}/`),
    };
  };

  beforeAll(async () => {
    owner = await signedInUser('px-owner');
    organizationId = owner.personalOrganizationId;
    const fixture = await boardFixture(owner, ['Review'], 1);
    workspaceId = fixture.workspaceId;
    reviewStageId = fixture.stages[0].id;
    cardId = fixture.stages[0].cardIds[0];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${reviewStageId}`, {
      token: owner.token,
      body: { visible_to_client: true, require_approval_from_client: true },
    });
    const small = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const contents = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes: small, type: png, filename: 'small.png' },
    ]);
    expect(contents.status).toBe(201);
    contentId = (contents.body.data as Array<{ id: string }>)[0].id;
    const comment = await api<{ comment: { id: string } }>('POST', `${cardPath()}/comments`, {
      token: owner.token,
      body: { comment: { description: '<p>first</p>', internal: false } },
    });
    commentId = comment.body.data.comment.id;
    await api('POST', '/api/v1/messages', { token: owner.token, body: { workspace_id: workspaceId } });
  }, 120_000);

  it('refuses a 16000 × 16000 PNG on every route with the one message, and stores or counts nothing', async () => {
    expect(huge.length).toBeLessThan(100_000);
    const before = await state();
    const routes: Array<[string, () => Promise<{ status: number; body: { message?: string } }>]> = [
      [
        'profile picture',
        async () =>
          api('PUT', '/api/v1/users/update_detail', {
            token: owner.token,
            body: { first_name: 'Changed', logo_key: await presignAndSend('/api/v1/users/logo_upload', {}) },
          }),
      ],
      [
        'workspace logo',
        async () =>
          api('PUT', `/api/v1/workspaces/${workspaceId}/logo`, {
            token: owner.token,
            body: { logo_key: await presignAndSend(`/api/v1/workspaces/${workspaceId}/logo_upload`, {}) },
          }),
      ],
      [
        'card content',
        async () =>
          api('POST', `${cardPath()}/contents`, {
            token: owner.token,
            body: {
              key: await presignAndSend(`${cardPath()}/contents/new`, { filename: 'big.png' }),
              filename: 'big.png',
            },
          }),
      ],
      [
        'replaced card content',
        async () =>
          api('PUT', `${cardPath()}/contents/${contentId}`, {
            token: owner.token,
            body: {
              replace: true,
              key: await presignAndSend(`${cardPath()}/contents/new`, { filename: 'big.png' }),
              filename: 'big.png',
            },
          }),
      ],
      [
        'comment file',
        async () =>
          api('POST', `${cardPath()}/comments`, {
            token: owner.token,
            body: {
              comment: { description: '<p>look</p>', internal: false, attachments_attributes: [await commentFile()] },
            },
          }),
      ],
      [
        'file added to a comment',
        async () =>
          api('PATCH', `${cardPath()}/comments/${commentId}`, {
            token: owner.token,
            body: { comment: { attachments_attributes: [await commentFile()] } },
          }),
      ],
      [
        'draft file',
        async () =>
          api('PUT', `${cardPath()}/comments/update_draft_attachments`, {
            token: owner.token,
            body: { comment: { internal: false, attachments_attributes: [await commentFile()] } },
          }),
      ],
      [
        'approval note file',
        async () =>
          api('POST', `${cardPath()}/approved_content_group_stages?stage_id=${reviewStageId}`, {
            token: owner.token,
            body: { comment: { description: '', attachments_attributes: [await commentFile()] } },
          }),
      ],
      [
        'chat file',
        async () =>
          api('POST', `/api/v1/new_message/${workspaceId}/workspaces/${workspaceId}`, {
            token: owner.token,
            body: {
              message_type: 'file',
              file: {
                key: await presignAndSend(`/api/v1/new_message/${workspaceId}/workspaces/${workspaceId}/uploads`, {
                  filename: 'big.png',
                }),
                filename: 'big.png',
              },
            },
          }),
      ],
    ];
    const answers: Record<string, unknown> = {};
    for (const [name, call] of routes) {
      const res = await call();
      answers[name] = { status: res.status, message: res.body.message };
    }
    expect(answers).toEqual(
      Object.fromEntries(routes.map(([name]) => [name, { status: 400, message: UPLOAD_MESSAGES.tooManyPixels }])),
    );
    expect(await state()).toEqual(before);
  }, 120_000);

  it('still takes a picture under the limit (7000 × 7000, 49 megapixels) as a comment file', async () => {
    const before = await state();
    const ok = await api('POST', `${cardPath()}/comments`, {
      token: owner.token,
      body: {
        comment: {
          description: '',
          internal: false,
          attachments_attributes: [await commentFile(blackPng(7000, 7000))],
        },
      },
    });
    expect(ok.status).toBe(201);
    expect((await state()).card.comments).toBe(before.card.comments + 1);
  });
});
