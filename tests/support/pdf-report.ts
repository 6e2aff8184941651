/**
 * Reading a review report back (issue 26 "Review report"; decisions R55): fetch the PDF from its signed URL,
 * count its pages with pdf-lib and extract each page's text with pdfjs-dist (its legacy Node build), so tests
 * check what a reader sees rather than how the file was written.
 */
import { PDFDocument } from 'pdf-lib';

/** A report as read back: its page count and each page's text (items joined by spaces). */
export interface ReadReport {
  pageCount: number;
  pageTexts: string[];
  /** Every page's text in one string. */
  text: string;
}

/** Download the report at `url` and read it. @throws when the download fails or the bytes are not a PDF. */
export async function readReport(url: string): Promise<ReadReport> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`The report download answered ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const pageCount = (await PDFDocument.load(bytes)).getPageCount();
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const pageTexts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pageTexts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return { pageCount, pageTexts, text: pageTexts.join('\n') };
}
