/**
 * The contents of the demo (issue 13 "Demo data"): real images and a real multi-page PDF on several demo
 * cards, made at seed time (sharp draws the images from SVG, pdf-lib writes the PDF), so no binary
 * blob lives in git. Each file goes through the same pipeline as a browser upload: a presigned pending
 * upload, the file put at its key, then the confirm path's `storeContentFile` (magic bytes, renditions,
 * the PDF's first page rendered by pdfjs-dist) and `addContents` / `replaceContent` in their transactions.
 *
 * - Spring lookbook: three look images and the price list PDF (3 pages); the mood board is hidden
 *   from guests.
 * - Billboard mock-up: the billboard, replaced once after the client's revision request (the first
 *   file stays as its version).
 * - Home mock-up and Hero banner v1: one image each.
 */
import sharp from 'sharp';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { randomUUID } from 'node:crypto';
import { addContents, getContent, replaceContent, type ContentCard } from '../../functions/src/data/contents';
import { setContentHidden } from '../../functions/src/data/content-arrangement';
import { contentUploadPurpose, storeContentFile } from '../../functions/src/services/contents/content-files';
import { contentFolder } from '../../functions/src/lib/uploads/keys';
import { presignPendingUpload } from '../../functions/src/services/uploads/pending-uploads';
import { putObject } from '../../functions/src/lib/aws/s3';
import { uuidv7 } from '../../functions/src/lib/ids/uuid';
import { maxPictureBytes } from '../../shared/schemas/uploads';

/** A demo file: its bytes, MIME type and name. */
interface DemoFile {
  bytes: Buffer;
  type: 'image/png' | 'image/jpeg' | 'application/pdf';
  filename: string;
}

/** A 1200 × 800 poster: a two-colour gradient, a few shapes and a caption (text needs a system font; the shapes do not). */
async function poster(
  caption: string,
  from: string,
  to: string,
  headlineSize = 64,
  format: 'png' | 'jpeg' = 'jpeg',
): Promise<DemoFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <circle cx="930" cy="260" r="170" fill="#ffffff" fill-opacity="0.18"/>
    <circle cx="1040" cy="560" r="110" fill="#ffffff" fill-opacity="0.12"/>
    <rect x="80" y="560" width="520" height="16" rx="8" fill="#ffffff" fill-opacity="0.7"/>
    <text x="80" y="500" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${headlineSize}" fill="#ffffff">${caption}</text>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 82 }).toBuffer();
  const slug = caption
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    bytes,
    type: format === 'png' ? 'image/png' : 'image/jpeg',
    filename: `${slug}.${format === 'png' ? 'png' : 'jpg'}`,
  };
}

/** The lookbook's price list: three A4 pages with a heading band and a table of looks. */
async function priceList(): Promise<DemoFile> {
  const doc = await PDFDocument.create();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const looks = [
    'Linen blazer',
    'Cotton shirt',
    'Pleated skirt',
    'Denim jacket',
    'Silk scarf',
    'Canvas tote',
    'Knit cardigan',
    'Chino shorts',
    'Straw hat',
    'Leather sandals',
    'Wrap dress',
    'Rain jacket',
  ];
  for (let page = 0; page < 3; page++) {
    const sheet = doc.addPage([595, 842]);
    sheet.drawRectangle({ x: 0, y: 700, width: 595, height: 142, color: rgb(0.12, 0.54, 0.36) });
    sheet.drawText('Spring lookbook', { x: 48, y: 780, size: 30, font: bold, color: rgb(1, 1, 1) });
    sheet.drawText(`Price list, page ${page + 1} of 3`, {
      x: 48,
      y: 740,
      size: 16,
      font: regular,
      color: rgb(1, 1, 1),
    });
    looks.slice(page * 4, page * 4 + 4).forEach((look, row) => {
      const y = 620 - row * 120;
      sheet.drawRectangle({ x: 48, y: y - 70, width: 90, height: 90, color: rgb(0.85 - row * 0.1, 0.9, 0.86) });
      sheet.drawText(look, { x: 160, y: y - 10, size: 20, font: bold, color: rgb(0.1, 0.1, 0.1) });
      sheet.drawText(`EUR ${(39 + (page * 4 + row) * 7).toFixed(2)}`, {
        x: 160,
        y: y - 40,
        size: 14,
        font: regular,
        color: rgb(0.3, 0.3, 0.3),
      });
    });
  }
  return { bytes: Buffer.from(await doc.save()), type: 'application/pdf', filename: 'spring-price-list.pdf' };
}

/** Put one file through the pending-upload pipeline and store it under `contentId`. */
async function store(card: SeededCard, userId: string, file: DemoFile, contentId: string) {
  const purpose = contentUploadPurpose(maxPictureBytes('business'));
  const owner = { userId, scopeId: card.card_id };
  const presigned = await presignPendingUpload(purpose, owner, file.type);
  await putObject(presigned.key, file.bytes, file.type);
  const folder = contentFolder(
    { organizationId: card.organization_id, workspaceId: card.workspace_id, cardId: card.card_id },
    contentId,
    uuidv7(),
  );
  return storeContentFile(purpose, owner, presigned.key, { contentId, filename: file.filename, folder });
}

/** Add `files` to the card as one upload action, in order; the contents' ids, in the same order. */
async function upload(card: SeededCard, userId: string, files: readonly DemoFile[]): Promise<string[]> {
  const stored = [];
  for (const file of files) stored.push(await store(card, userId, file, randomUUID()));
  // A business organization: no workspace cap (accounts spec §9).
  return (await addContents(card, stored, { capBytes: null }, userId)).map((c) => c.content_id);
}

/** A seeded card with its organization (the files' S3 folder starts with it). */
export type SeededCard = ContentCard & { organization_id: string };

/** The seeded cards by name. */
export type SeededContentCards = Map<string, SeededCard>;

/** Upload the demo's files (see the module comment) as `userId`, the demo owner. */
export async function seedContents(cards: SeededContentCards, userId: string): Promise<void> {
  const lookbook = cards.get('Spring lookbook')!;
  const [, , moodBoard] = await upload(lookbook, userId, [
    await poster('Look 1: Linen and sage', '#1f8a5b', '#0f4c5c'),
    await poster('Look 2: Coastal blues', '#1d4e89', '#00a6a6'),
    await poster('Mood board (internal)', '#6c4ab6', '#b9375e'),
    await priceList(),
  ]);
  await setContentHidden(lookbook, moodBoard!, true);

  const billboard = cards.get('Billboard mock-up')!;
  const [billboardId] = await upload(billboard, userId, [
    await poster('Spring is here', '#e07a1f', '#b9375e', 56, 'png'),
  ]);
  // The revision the client asked for: the headline twice as large, the first file kept as a version.
  const larger = await poster('Spring is here', '#e07a1f', '#b9375e', 112, 'png');
  const current = (await getContent(billboard.card_id, billboardId!))!;
  await replaceContent(billboard, current, await store(billboard, userId, larger, billboardId!), { capBytes: null });

  await upload(cards.get('Home mock-up')!, userId, [await poster('Northwind: new home page', '#0f4c5c', '#1f8a5b')]);
  await upload(cards.get('Hero banner v1')!, userId, [await poster('Hero banner, first cut', '#b9375e', '#e07a1f')]);
}
