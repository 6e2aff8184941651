/**
 * The review report through the API (issue 26 "Review report"; BRIEF §8; decisions R55–R57): a PDF of a
 * content's current version, a page per page with its pins, then the list of annotations (number, author,
 * tab, text, replies, state), read back with pdf-lib (page count) and pdfjs-dist (text). A guest's report
 * holds Guest annotations only; hidden contents and another organization's ids are unknown.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { clientBoardFixture } from '../support/client-board';
import { uploadCardContents } from '../support/uploads';
import { readReport } from '../support/pdf-report';
import type { Content } from '../../shared/schemas/contents';
import type { Comment } from '../../shared/schemas/comments';
import type { ReviewReport } from '../../shared/schemas/annotations';

const png = (colour: string, width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function pdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++)
    doc.addPage([300, 420]).drawText(`Artwork page ${i + 1}`, { x: 40, y: 380, size: 14 });
  return Buffer.from(await doc.save());
}

describe('review report', () => {
  let owner: SignedInUser;
  let approver: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  let image: Content;
  let doc: Content;
  let hidden: Content;

  const cardPath = (card = cardId, ws = workspaceId) => `/api/v1/workspaces/${ws}/content_groups/${card}`;
  const post = (comment: Record<string, unknown>, user = owner) =>
    api<{ comment: Comment }>('POST', `${cardPath()}/comments`, { token: user.token, body: { comment } });
  const pin = (
    content: Content,
    text: string,
    shape: Record<string, unknown>,
    options: { internal?: boolean; page?: number; user?: SignedInUser } = {},
  ) =>
    post(
      {
        description: `<p>${text}</p>`,
        internal: options.internal ?? false,
        anchor: { content_id: content.id, version_id: content.version_id, page: options.page ?? 1, shape },
      },
      options.user ?? owner,
    );
  const report = (content: Content, user = owner, card = cardId, ws = workspaceId) =>
    api<ReviewReport>('GET', `${cardPath(card, ws)}/contents/${content.id}/review_report`, { token: user.token });

  beforeAll(async () => {
    [owner, approver, stranger] = await Promise.all(
      ['rr-owner', 'rr-approver', 'rr-stranger'].map((p) => signedInUser(p)),
    );
    ({
      workspaceId,
      cardIds: [cardId],
    } = await clientBoardFixture(owner, 'Client Review', 1, [[approver, 'approver']]));
    const uploaded = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes: await png('#2a6'), type: 'image/png', filename: 'look.png' },
      { bytes: await pdf(3), type: 'application/pdf', filename: 'prices.pdf' },
      { bytes: await png('#a22'), type: 'image/png', filename: 'secret.png' },
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    [image, doc, hidden] = uploaded.body.data;
    await api('PUT', `${cardPath()}/contents/${hidden.id}/hide`, { token: owner.token });

    const guestPin = (await pin(image, 'Make the logo bigger', { type: 'point', x: 0.2, y: 0.3 }, { user: approver }))
      .body.data.comment;
    await pin(
      image,
      'Team only: check the licence',
      { type: 'rect', x: 0.5, y: 0.5, w: 0.3, h: 0.2 },
      { internal: true },
    );
    const stroke = (
      await pin(image, 'Tidy this edge &amp; the corner', {
        type: 'path',
        points: [
          [0.1, 0.9],
          [0.3, 0.8],
          [0.5, 0.95],
        ],
      })
    ).body.data.comment;
    await post({ description: '<p>Done in the next version</p>', internal: false, parent_id: guestPin.id });
    expect((await api('PUT', `${cardPath()}/comments/${stroke.id}/resolve`, { token: owner.token })).status).toBe(200);
    await pin(doc, 'Price on page two is wrong', { type: 'point', x: 0.5, y: 0.5 }, { page: 2, user: approver });
    await pin(doc, 'Team note on page three', { type: 'point', x: 0.4, y: 0.4 }, { page: 3, internal: true });
  });

  it('draws the image with its pins, then lists every annotation the team may see with author, tab, state, text and replies', async () => {
    const res = await report(image);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.filename).toBe('look review report.pdf');
    const read = await readReport(res.body.data.url);
    expect(read.pageCount).toBe(2);
    // The artwork page carries only the pins' numbers; the list follows.
    expect(read.pageTexts[0]!.replace(/\s+/g, ' ').trim().split(' ').sort()).toEqual(['1', '2', 'T1']);
    const list = read.pageTexts[1]!;
    expect(list).toContain('Review report: look.png');
    expect(list).toContain('Team and Guest annotations');
    expect(list).toMatch(/1\. Test rr-approver · Guest · Open/);
    expect(list).toContain('Make the logo bigger');
    expect(list).toMatch(/Reply from Test rr-owner/);
    expect(list).toContain('Done in the next version');
    expect(list).toMatch(/T1\. Test rr-owner · Team · Open/);
    expect(list).toContain('Team only: check the licence');
    expect(list).toMatch(/2\. Test rr-owner · Guest · Resolved/);
    expect(list).toContain('Tidy this edge & the corner');
    expect(list).toContain('resolved by Test rr-owner');
  });

  it('writes the report in the language the app asks in, dates and file name included (issue 41)', async () => {
    const german = await api<ReviewReport>('GET', `${cardPath()}/contents/${image.id}/review_report`, {
      token: owner.token,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(german.status).toBe(200);
    expect(german.body.data.filename).toBe('look Prüfbericht.pdf');
    const list = (await readReport(german.body.data.url)).pageTexts[1]!;
    expect(list).toContain('Prüfbericht: look.png');
    expect(list).toContain('Markierungen von Team und Gästen');
    expect(list).toMatch(/1\. Test rr-approver · Gäste · Offen/);
    expect(list).toMatch(/2\. Test rr-owner · Gäste · Erledigt/);
    expect(list).toMatch(/Antwort von Test rr-owner, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} UTC/);
    expect(list).toMatch(/erledigt von Test rr-owner/);
    expect(list).toMatch(/Version vom \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} UTC, 1 Seite/);
    expect(list).not.toMatch(/Review report|Reply from|Resolved|Guest/);
    const spanish = await api<ReviewReport>('GET', `${cardPath()}/contents/${doc.id}/review_report`, {
      token: approver.token,
      headers: { 'accept-language': 'es' },
    });
    const pages = await readReport(spanish.body.data.url);
    expect(pages.pageTexts[3]).toContain('Solo marcas de los invitados');
    expect(pages.pageTexts[3]).toMatch(/1\. Test rr-approver · Invitados · Abierta · página 2/);
    expect(pages.pageTexts[3]).toMatch(/, 3 páginas/);
  });

  it('draws every page of a PDF with the pins of that page', async () => {
    const read = await readReport((await report(doc)).body.data.url);
    expect(read.pageCount).toBe(4);
    expect(read.pageTexts[0]!.trim()).toBe('');
    expect(read.pageTexts[1]!.trim()).toBe('1');
    expect(read.pageTexts[2]!.trim()).toBe('T1');
    expect(read.pageTexts[3]).toMatch(/1\. Test rr-approver · Guest · Open · page 2/);
    expect(read.pageTexts[3]).toMatch(/T1\. Test rr-owner · Team · Open · page 3/);
  });

  it("holds a guest's Guest annotations only, and no Team text anywhere", async () => {
    const res = await report(image, approver);
    expect(res.status).toBe(200);
    const read = await readReport(res.body.data.url);
    expect(read.pageCount).toBe(2);
    expect(read.pageTexts[0]!.replace(/\s+/g, ' ').trim().split(' ').sort()).toEqual(['1', '2']);
    expect(read.text).toContain('Guest annotations only');
    expect(read.text).toContain('Make the logo bigger');
    expect(read.text).not.toContain('Team only');
    expect(read.text).not.toContain('· Team ·');
    const pdfRead = await readReport((await report(doc, approver)).body.data.url);
    expect(pdfRead.pageCount).toBe(4);
    expect(pdfRead.text).not.toContain('Team note');
    expect(pdfRead.pageTexts[2]!.trim()).toBe('');
  });

  it('says so when a version has no annotations, and stays on one list page', async () => {
    const [fresh] = (
      await uploadCardContents(owner.token, workspaceId, cardId, [
        { bytes: await png('#36c', 400, 1200), type: 'image/png', filename: 'tall.png' },
      ])
    ).body.data;
    const read = await readReport((await report(fresh)).body.data.url);
    expect(read.pageCount).toBe(2);
    expect(read.pageTexts[1]).toContain('No annotations on this version.');
  });

  it('flows a long list onto more pages', async () => {
    const [busy] = (
      await uploadCardContents(owner.token, workspaceId, cardId, [
        { bytes: await png('#963'), type: 'image/png', filename: 'busy.png' },
      ])
    ).body.data;
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    for (let i = 0; i < 14; i++)
      expect((await pin(busy, `Point ${i + 1}: ${long}`, { type: 'point', x: 0.05 + i * 0.06, y: 0.5 })).status).toBe(
        201,
      );
    const read = await readReport((await report(busy)).body.data.url);
    expect(read.pageCount).toBeGreaterThan(2);
    for (let i = 1; i <= 14; i++) expect(read.text).toContain(`Point ${i}:`);
  });

  it('keeps a hidden content unknown to guests and answers 404 for unknown or foreign ids', async () => {
    expect((await report(hidden, approver)).status).toBe(404);
    expect((await report(hidden)).status).toBe(200);
    expect((await report(image, stranger)).status).toBe(404);
    const theirs = await boardFixture(stranger, ['Theirs'], 1);
    const theirCard = theirs.stages[0].cardIds[0];
    const [theirContent] = (
      await uploadCardContents(stranger.token, theirs.workspaceId, theirCard, [
        { bytes: await png('#000'), type: 'image/png', filename: 't.png' },
      ])
    ).body.data;
    expect((await report(theirContent, owner, theirCard, theirs.workspaceId)).status).toBe(404);
    expect((await report(theirContent, owner)).status).toBe(404);
    expect((await report({ ...image, id: '0190a0a0-0000-7000-8000-000000000000' })).status).toBe(404);
  });
});
