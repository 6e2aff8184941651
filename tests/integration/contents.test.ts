/**
 * Card contents through the API (cards spec §3 Content, §4 Contents, §5 sizes, §7 Contents, §8 download
 * errors, §9 limits; accounts spec §9 storage; issue 13; decisions U1–U8): presigned uploads confirmed
 * with real size and magic-byte checks, renditions (a PDF's page rendered, not an icon), limits at their
 * boundaries, the personal 100 MB cap under racing uploads, hiding from guests, versions, zips, the 429,
 * storage given back, and another organization's ids.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import {
  addWorkspaceMember,
  getWorkspace,
  getWorkspaceWithMember,
  WORKSPACE_STORAGE_CAP_BYTES,
} from '../../functions/src/data/workspaces';
import { patchItem } from '../../functions/src/data/access';
import { Workspace } from '../../functions/src/data/entities/workspace';
import type { Content, ContentVersion } from '../../shared/schemas/contents';

type Presigned = { url: string; fields: Record<string, string>; key: string };
type Upload = { bytes: Buffer; type: string; filename: string };

const png = (width = 64, height = 48, colour = { r: 31, g: 138, b: 91 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function pdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawRectangle({ x: 0, y: 600, width: 595, height: 242, color: rgb(0.12, 0.54, 0.36) });
    page.drawText(`Page ${i + 1}`, { x: 60, y: 700, size: 64, font, color: rgb(1, 1, 1) });
  }
  return Buffer.from(await doc.save());
}

/** A valid PNG padded after its end to exactly `size` bytes (decoders stop at IEND). */
async function pngOfSize(size: number): Promise<Buffer> {
  const image = await png(8, 8);
  return Buffer.concat([image, Buffer.alloc(size - image.length, 0)]);
}

describe('card contents', () => {
  let owner: SignedInUser;
  let guest: SignedInUser;
  let outsider: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];
  const contents = (cardId: string, ws = workspaceId) => `/api/v1/workspaces/${ws}/content_groups/${cardId}/contents`;

  async function presign(cardId: string, file: Upload, user = owner, declared = file.bytes.length) {
    return api<Presigned>('POST', `${contents(cardId)}/new`, {
      token: user.token,
      body: { content_type: file.type, size: declared, filename: file.filename },
    });
  }

  /** Presign and send each file, then confirm them as one action; returns the confirm response. */
  const upload = (cardId: string, files: Upload[], user = owner) =>
    uploadCardContents(user.token, workspaceId, cardId, files);

  const storage = async () => (await getWorkspace(workspaceId))!.storage_bytes ?? 0;

  beforeAll(async () => {
    owner = await signedInUser('contents-owner');
    guest = await signedInUser('contents-guest');
    outsider = await signedInUser('contents-outsider');
    const fixture = await boardFixture(owner, ['Review'], 6);
    workspaceId = fixture.workspaceId;
    cardIds = fixture.stages[0].cardIds;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, guest.userId, 'approver');
    // Guests see only client-visible stages.
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
  });

  it('uploads images and a PDF, renders thumbnails (the PDF page itself) and shows the preview on the board', async () => {
    const files = [
      { bytes: await png(640, 480), type: 'image/png', filename: 'hero.png' },
      { bytes: await png(300, 300, { r: 200, g: 30, b: 30 }), type: 'image/png', filename: 'detail.png' },
      { bytes: await pdf(3), type: 'application/pdf', filename: 'brief.pdf' },
    ];
    const before = await storage();
    const res = await upload(cardIds[0], files);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.map((c) => [c.filename, c.type, c.is_active])).toEqual([
      ['hero.png', 'image/png', true],
      ['detail.png', 'image/png', true],
      ['brief.pdf', 'pdf', true],
    ]);
    expect(await storage()).toBe(before + files.reduce((sum, f) => sum + f.bytes.length, 0));

    const listed = (await api<Content[]>('GET', contents(cardIds[0]), { token: owner.token })).body.data;
    expect(listed.map((c) => c.id)).toEqual(res.body.data.map((c) => c.id));
    const pdfContent = listed[2];
    const thumbnail = Buffer.from(await (await fetch(pdfContent.urls.thumbnail!)).arrayBuffer());
    const meta = await sharp(thumbnail).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(400);
    // A rendering of the page: its green band and white page, not a flat icon.
    const band = async (top: number) =>
      (await sharp(await sharp(thumbnail).extract({ left: 0, top, width: 400, height: 30 }).toBuffer()).stats())
        .channels;
    const [red, green] = await band(0);
    expect(green.mean).toBeGreaterThan(red.mean + 60); // the page's green heading band
    expect((await band(400))[0].mean).toBeGreaterThan(240); // the white page below it
    const original = await fetch(pdfContent.urls.original);
    expect(
      Buffer.from(await original.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const board = await api<{
      stages: Array<{
        content_groups: Array<{
          id: string;
          preview: { content_attachment: string; content_attachment_type: string } | null;
        }>;
      }>;
    }>('GET', `/api/v1/workspaces/${workspaceId}`, { token: owner.token });
    const card = board.body.data.stages[0].content_groups.find((c) => c.id === cardIds[0])!;
    expect(card.preview?.content_attachment_type).toBe('image/png');
    expect((await fetch(card.preview!.content_attachment)).status).toBe(200);
  });

  it('checks each limit at its boundary', async () => {
    // 5,000,000 bytes pass in a personal workspace; one byte more is refused before and after upload.
    const exact = await upload(cardIds[1], [
      { bytes: await pngOfSize(5_000_000), type: 'image/png', filename: 'exact.png' },
    ]);
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    const over = await presign(
      cardIds[1],
      { bytes: Buffer.alloc(1), type: 'image/png', filename: 'big.png' },
      owner,
      5_000_001,
    );
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Maximum file size is 5MB.');

    // A file larger than it said: refused at confirmation, deleted, counted nowhere.
    const before = await storage();
    const liar = await presign(
      cardIds[1],
      { bytes: Buffer.alloc(1), type: 'image/png', filename: 'liar.png' },
      owner,
      1000,
    );
    await postToPresigned(liar.body.data, await pngOfSize(5_000_001), 'image/png');
    const liarConfirm = await api('POST', contents(cardIds[1]), {
      token: owner.token,
      body: { key: liar.body.data.key, filename: 'liar.png' },
    });
    expect(liarConfirm.status).toBe(400);
    expect(liarConfirm.body.message).toBe('Maximum file size is 5MB.');
    expect(await storage()).toBe(before);

    // A "PNG" that is really HTML.
    const uploadAndConfirm = async (bytes: Buffer, type: string, filename: string) => {
      const form = await presign(cardIds[1], { bytes, type, filename });
      await postToPresigned(form.body.data, bytes, type);
      return api('POST', contents(cardIds[1]), { token: owner.token, body: { key: form.body.data.key, filename } });
    };
    const fakeConfirm = await uploadAndConfirm(
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image/png',
      'fake.png',
    );
    expect(fakeConfirm.status).toBe(400);
    expect(fakeConfirm.body.message).toBe('File selected is not an image');

    // A "PDF" with the right first bytes that the renderer cannot open: refused the same way, not counted.
    const brokenPdf = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const brokenConfirm = await uploadAndConfirm(brokenPdf, 'application/pdf', 'broken.pdf');
    expect(brokenConfirm.status).toBe(400);
    expect(brokenConfirm.body.message).toBe('File selected is not an image');
    expect(await storage()).toBe(before);
    expect((await api<Content[]>('GET', contents(cardIds[1]), { token: owner.token })).body.data).toHaveLength(1);

    // 6 files in one action.
    const six = await api('POST', contents(cardIds[2]), {
      token: owner.token,
      body: { contents: Array.from({ length: 6 }, (_, i) => ({ key: `pending/x/${i}`, filename: `f${i}.png` })) },
    });
    expect(six.status).toBe(400);
    expect(six.body.message).toContain('You have reached the limit of 5 per upload.');

    // 15 per card: the 15th passes, the 16th is refused.
    const small = await png(4, 4);
    for (let i = 0; i < 3; i++)
      expect(
        (
          await upload(
            cardIds[2],
            Array.from({ length: 5 }, (_, j) => ({ bytes: small, type: 'image/png', filename: `s${i}${j}.png` })),
          )
        ).status,
      ).toBe(201);
    const sixteenth = await presign(cardIds[2], { bytes: small, type: 'image/png', filename: 'x.png' });
    expect(sixteenth.status).toBe(400);
    expect(sixteenth.body.message).toBe('You can only upload a maximum of 15 attachments.');
  });

  it('never lets two racing uploads pass the personal 100 MB cap together', async () => {
    const file = await png(32, 32);
    // Leave room for one file and a half.
    await patchItem(Workspace, {
      workspace_id: workspaceId,
      storage_bytes: WORKSPACE_STORAGE_CAP_BYTES - Math.floor(file.length * 1.5),
    });
    const keys = [];
    for (const name of ['a.png', 'b.png']) {
      const presigned = await presign(cardIds[3], { bytes: file, type: 'image/png', filename: name });
      await postToPresigned(presigned.body.data, file, 'image/png');
      keys.push({ key: presigned.body.data.key, filename: name });
    }
    const results = await Promise.all(
      keys.map((k) => api('POST', contents(cardIds[3]), { token: owner.token, body: k })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)!.body.message).toMatch(/100 MB storage limit/);
    expect(await storage()).toBeLessThanOrEqual(WORKSPACE_STORAGE_CAP_BYTES);
    await patchItem(Workspace, { workspace_id: workspaceId, storage_bytes: 0 });
  });

  it('hides contents from guests, keeps versions on replace, zips, sorts and deletes, giving storage back', async () => {
    const files = [
      { bytes: await png(100, 100), type: 'image/png', filename: 'one.png' },
      { bytes: await png(120, 100, { r: 0, g: 0, b: 200 }), type: 'image/png', filename: 'two.png' },
    ];
    const [one, two] = (await upload(cardIds[4], files)).body.data;

    expect((await api('PUT', `${contents(cardIds[4])}/${one.id}/hide`, { token: guest.token })).status).toBe(403);
    expect(
      (await api<Content>('PUT', `${contents(cardIds[4])}/${one.id}/hide`, { token: owner.token })).body.data.is_active,
    ).toBe(false);
    expect(
      (await api<Content[]>('GET', contents(cardIds[4]), { token: guest.token })).body.data.map((c) => c.id),
    ).toEqual([two.id]);
    expect((await api('GET', `${contents(cardIds[4])}/${one.id}`, { token: guest.token })).status).toBe(404);
    expect((await api('GET', `${contents(cardIds[4])}/download?ids=${one.id}`, { token: guest.token })).status).toBe(
      404,
    );
    // Spec §7's GET stays as a deprecated alias of the PUT (decisions A32).
    await api('GET', `${contents(cardIds[4])}/${one.id}/unhide`, { token: owner.token });

    // Replace: the old file becomes version 1, and its bytes stay counted.
    const before = await storage();
    const replacement = await png(200, 200, { r: 250, g: 200, b: 0 });
    const presigned = await presign(cardIds[4], { bytes: replacement, type: 'image/png', filename: 'two-v2.png' });
    await postToPresigned(presigned.body.data, replacement, 'image/png');
    const replaced = await api<Content>('PUT', `${contents(cardIds[4])}/${two.id}`, {
      token: owner.token,
      body: { replace: true, key: presigned.body.data.key, filename: 'two-v2.png' },
    });
    expect(replaced.body.data).toMatchObject({ filename: 'two-v2.png', versions_count: 1 });
    const versions = (
      await api<ContentVersion[]>('GET', `${contents(cardIds[4])}/${two.id}/versions`, { token: owner.token })
    ).body.data;
    expect(versions.map((v) => [v.version, v.filename])).toEqual([[1, 'two.png']]);
    expect(await storage()).toBe(before + replacement.length);

    // Sort: two before one.
    const sorted = await api<Content[]>('PUT', `${contents(cardIds[4])}/sort_attachments`, {
      token: owner.token,
      body: { contents: [{ id: two.id }, { id: one.id }] },
    });
    expect(sorted.body.data.map((c) => c.id)).toEqual([two.id, one.id]);
    expect(
      (
        await api('PUT', `${contents(cardIds[4])}/sort_attachments`, {
          token: owner.token,
          body: { contents: [{ id: two.id }] },
        })
      ).status,
    ).toBe(400);

    // Zip of both, named after the card, with both files inside.
    const zip = await api<{ url: string; filename: string }>(
      'GET',
      `${contents(cardIds[4])}/download?ids=${one.id},${two.id}`,
      { token: owner.token },
    );
    expect(zip.status).toBe(200);
    expect(zip.body.data.filename).toBe('review-card-5.zip');
    const zipped = await fetch(zip.body.data.url);
    expect(zipped.headers.get('content-disposition')).toContain('review-card-5.zip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('one.png'))).toBe(true);
    expect(bytes.includes(Buffer.from('two-v2.png'))).toBe(true);

    // Delete both: the card and the workspace get every byte back (versions too).
    const total = await storage();
    const removed = await api('DELETE', `${contents(cardIds[4])}/destroy_multi`, {
      token: owner.token,
      body: { ids: `${one.id},${two.id}` },
    });
    expect(removed.status).toBe(200);
    expect(await storage()).toBe(total - files[0].bytes.length - files[1].bytes.length - replacement.length);
    expect((await fetch(replaced.body.data.urls.original)).status).toBe(404);
    expect((await api<Content[]>('GET', contents(cardIds[4]), { token: owner.token })).body.data).toEqual([]);
  });

  it('answers 429 past the download limit', async () => {
    const [content] = (await upload(cardIds[5], [{ bytes: await png(10, 10), type: 'image/png', filename: 'dl.png' }]))
      .body.data;
    // 10 per minute: 21 calls fill at least one window past its 10, even across a minute boundary.
    const answers: Array<{ status: number; body: { message?: string } }> = [];
    for (let i = 0; i < 21; i++)
      answers.push(await api('GET', `${contents(cardIds[5])}/download?ids=${content.id}`, { token: guest.token }));
    expect(answers[0].status).toBe(200);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(20);
    expect(refused[0].body.message).toBe('You have exceeded the download limit. Please try again later.');
  });

  it("refuses another organization's member on every contents route", async () => {
    const id = randomUUID();
    const base = contents(cardIds[0]);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', base],
      ['GET', `${base}/new`],
      ['POST', `${base}/new`, { content_type: 'image/png', size: 10, filename: 'x.png' }],
      ['POST', base, { key: 'pending/x', filename: 'x.png' }],
      ['PUT', `${base}/sort_attachments`, { contents: [{ id }] }],
      ['DELETE', `${base}/destroy_multi`, { ids: id }],
      ['GET', `${base}/download?ids=${id}`],
      ['GET', `${base}/${id}`],
      ['PUT', `${base}/${id}`, { replace: true, key: 'pending/x', filename: 'x.png' }],
      ['DELETE', `${base}/${id}`],
      ['PUT', `${base}/${id}/hide`],
      ['PUT', `${base}/${id}/unhide`],
      ['GET', `${base}/${id}/versions`],
      ['GET', `${base}/${id}/versions/${randomUUID()}`],
      ['GET', `/api/v1/workspaces/${workspaceId}/content_groups/${cardIds[0]}/authorized_users`],
      ['POST', `/api/v1/workspaces/${workspaceId}/content_groups/replace_image`, { content_groups: [cardIds[0]] }],
    ];
    for (const [method, path, body] of calls) {
      const res = await api(method, path, { token: outsider.token, body });
      expect([403, 404], `${method} ${path}`).toContain(res.status);
    }
    // And a card id of this workspace under the outsider's own workspace is unknown there.
    const own = await boardFixture(outsider, ['Mine'], 1);
    expect((await api('GET', contents(cardIds[0], own.workspaceId), { token: outsider.token })).status).toBe(404);
  });
});
