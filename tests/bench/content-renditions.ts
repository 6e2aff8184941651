/**
 * Confirm → thumbnail (issue 13 "Benchmark"): the time from confirming an upload (the contents POST,
 * which checks the file and makes its renditions: sharp for images, the first page drawn by pdfjs-dist for PDFs) until
 * its thumbnail answers from S3, for a JPEG just under 5 MB and a 20-page PDF. Each run uploads through
 * a presigned POST first (not timed) and deletes the content afterwards, giving its bytes back.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { postToPresigned } from '../support/uploads';
import { percentile } from './board-browser';
import type { PresignedPost } from '../../shared/schemas/uploads';

const RUNS = 5;
const FIVE_MB = 5_000_000;

/** A photo-like JPEG (noise compresses badly, as photos do) of at most 5,000,000 bytes and at least 4.5 MB. */
async function fiveMegabyteJpeg(): Promise<Buffer> {
  let side = 1400;
  for (;;) {
    const width = Math.round(side * 1.5);
    const raw = randomBytes(width * side * 3);
    const jpeg = await sharp(raw, { raw: { width, height: side, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length <= FIVE_MB && jpeg.length >= FIVE_MB * 0.9) return jpeg;
    side = Math.round(side * Math.sqrt((FIVE_MB * 0.95) / jpeg.length));
  }
}

/** A 20-page A4 PDF with a heading band and text on every page. */
export async function twentyPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 20; page++) {
    const sheet = doc.addPage([595, 842]);
    sheet.drawRectangle({ x: 0, y: 700, width: 595, height: 142, color: rgb(0.12, 0.54, 0.36) });
    sheet.drawText(`Page ${page} of 20`, { x: 48, y: 760, size: 32, font, color: rgb(1, 1, 1) });
    for (let line = 0; line < 30; line++)
      sheet.drawText(`Line ${line + 1}: the quick brown fox jumps over the lazy dog.`, {
        x: 48,
        y: 660 - line * 20,
        size: 12,
        font,
      });
  }
  return Buffer.from(await doc.save());
}

/** Print p50/p99 of confirm → thumbnail for each file, on `cardId` of `workspaceId`. */
export async function benchContentRenditions(options: {
  url: string;
  token: string;
  workspaceId: string;
  cardId: string;
}): Promise<void> {
  const contents = `${options.url}/api/v1/workspaces/${options.workspaceId}/content_groups/${options.cardId}/contents`;
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };

  const files = [
    { label: 'JPEG', bytes: await fiveMegabyteJpeg(), type: 'image/jpeg', filename: 'photo.jpg' },
    { label: '20-page PDF', bytes: await twentyPagePdf(), type: 'application/pdf', filename: 'report.pdf' },
  ];
  for (const file of files) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const presigned = await call<PresignedPost>('POST', `${contents}/new`, {
        content_type: file.type,
        size: file.bytes.length,
        filename: file.filename,
      });
      const status = await postToPresigned(presigned, file.bytes, file.type);
      if (status >= 300) throw new Error(`S3 refused the ${file.label}: ${status}`);
      const started = performance.now();
      const content = await call<{ id: string; urls: { thumbnail: string } }>('POST', contents, {
        key: presigned.key,
        filename: file.filename,
      });
      const thumbnail = await fetch(content.urls.thumbnail);
      await thumbnail.arrayBuffer();
      if (!thumbnail.ok) throw new Error(`thumbnail answered ${thumbnail.status}`);
      times.push(performance.now() - started);
      await call('DELETE', `${contents}/destroy_multi`, { ids: [content.id] });
    }
    const size = `${(file.bytes.length / 1_000_000).toFixed(2)} MB`;
    console.log(
      `${`confirm → thumbnail, ${file.label} (${size})`.padEnd(44)} p50 ${percentile(times, 50).toFixed(0)} ms   p99 ${percentile(times, 99).toFixed(0)} ms   (${RUNS} runs)`,
    );
  }
}
