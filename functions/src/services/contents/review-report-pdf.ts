/**
 * The review report as a PDF (issue 26 "Review report"; BRIEF §8 beyond the spec; decisions R55): one page
 * per page of the content's current version, the artwork as an image with its numbered pins drawn over it
 * (a point as a numbered circle, a rectangle as an outline, a freehand path as a stroke, each with its
 * number), then the list of annotations: number, author, tab, state, text and replies.
 *
 * Written with pdf-lib (the PDF library already used for the demo data) in its standard Helvetica, so the
 * text stays selectable and extractable. That font encodes WinAnsi only: a character it cannot draw is
 * written as "?" (names and texts in other scripts would need an embedded font and a font-subsetting
 * package the project does not carry).
 *
 * Pure: bytes in, bytes out; ./review-report.ts gathers what it draws. pdf-lib ships beside the bundle
 * (infra/lib/bundling.ts NATIVE_MODULES) and is imported on the first report, never at cold start.
 */
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { AnnotationShape } from '../../../../shared/schemas/annotation-anchor';
import { pinLabel } from '../../../../shared/schemas/pin-label';
import type { ReportText } from '../../lib/i18n/report-text';

/** One page of the artwork: its image (PNG or JPEG) and size in pixels. */
export interface ReportArtwork {
  bytes: Buffer;
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

/** A pin to draw: its number, page (from 1), shape in fractions of the page, tab and state. */
export interface ReportPin {
  number: number;
  page: number;
  shape: AnnotationShape;
  internal: boolean;
  resolved: boolean;
}

/** One annotation in the list, with its replies (oldest first). Texts are plain. */
export interface ReportEntry extends ReportPin {
  author: string;
  text: string;
  createdAt: string;
  resolvedBy: string | null;
  replies: Array<{ author: string; text: string; createdAt: string }>;
}

/**
 * Everything the report shows, its dates already written for the reader. `scope` says which tabs it holds
 * (only the Guest tab's for guests); `t` gives its words in the reader's language (issue 41).
 */
export interface ReviewReportInput {
  contentName: string;
  cardName: string;
  versionDate: string;
  generatedAt: string;
  generatedFor: string;
  scope: 'all' | 'guest';
  pages: ReportArtwork[];
  entries: ReportEntry[];
  t: ReportText;
}

/** Artwork pages are this wide (A4 width, points); their height follows the page's aspect ratio. */
export const ARTWORK_WIDTH = 595;
/** The list pages: A4 portrait, in points. */
const LIST_PAGE = { width: 595, height: 842, margin: 48 } as const;
/** PDF pages may not be longer than 14,400 points (PDF 1.7 §C.2). */
const MAX_PAGE_SIDE = 14_400;

/** pdf-lib's RGB colour (the shape its `rgb` makes), so no colour needs pdf-lib loaded. */
const rgb = (red: number, green: number, blue: number): RGB => ({
  type: 'RGB' as unknown as RGB['type'],
  red,
  green,
  blue,
});
const COLOURS = {
  guest: rgb(0.09, 0.42, 0.82),
  team: rgb(0.78, 0.36, 0.04),
  resolved: rgb(0.45, 0.45, 0.45),
  text: rgb(0.1, 0.1, 0.1),
  muted: rgb(0.4, 0.4, 0.4),
};

const pinColour = (pin: Pick<ReportPin, 'internal' | 'resolved'>): RGB =>
  pin.resolved ? COLOURS.resolved : pin.internal ? COLOURS.team : COLOURS.guest;

/** `text` with every character the font cannot encode replaced by "?" (tabs become spaces; line breaks stay). */
function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\t/g, ' ').replace(/\r\n?/g, '\n')]
    .map((ch) => (ch === '\n' || known.has(ch.codePointAt(0)!) ? ch : '?'))
    .join('');
}

/** `text` broken into lines at most `width` points wide at `size` (words longer than a line are cut). */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        if (line) lines.push(line);
        lines.push(rest.slice(0, cut));
        line = '';
        rest = rest.slice(cut);
      }
      const candidate = line ? `${line} ${rest}` : rest;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A numbered badge centred at (x, y) in page points. */
function drawBadge(page: PDFPage, bold: PDFFont, pin: ReportPin, x: number, y: number) {
  const r = 9;
  const cx = Math.min(Math.max(x, r), page.getWidth() - r);
  const cy = Math.min(Math.max(y, r), page.getHeight() - r);
  const opacity = pin.resolved ? 0.6 : 1;
  page.drawCircle({
    x: cx,
    y: cy,
    size: r,
    color: pinColour(pin),
    borderColor: rgb(1, 1, 1),
    borderWidth: 1.5,
    opacity,
    borderOpacity: opacity,
  });
  const label = pinLabel(pin);
  const size = label.length > 2 ? 7 : 9;
  page.drawText(label, {
    x: cx - bold.widthOfTextAtSize(label, size) / 2,
    y: cy - size * 0.35,
    size,
    font: bold,
    color: rgb(1, 1, 1),
  });
}

/** Draw `pin` on an artwork page `w` × `h` points (fractions measured from the top left). */
function drawPin(page: PDFPage, bold: PDFFont, pin: ReportPin, w: number, h: number) {
  const s = pin.shape;
  const colour = pinColour(pin);
  const opacity = pin.resolved ? 0.6 : 1;
  if (s.type === 'rect') {
    page.drawRectangle({
      x: s.x * w,
      y: h - (s.y + s.h) * h,
      width: s.w * w,
      height: s.h * h,
      borderColor: colour,
      borderWidth: 2,
      borderOpacity: opacity,
    });
    drawBadge(page, bold, pin, s.x * w, h - s.y * h);
  } else if (s.type === 'path') {
    for (let i = 1; i < s.points.length; i += 1) {
      const [x0, y0] = s.points[i - 1]!;
      const [x1, y1] = s.points[i]!;
      page.drawLine({
        start: { x: x0 * w, y: h - y0 * h },
        end: { x: x1 * w, y: h - y1 * h },
        thickness: 2,
        color: colour,
        opacity,
      });
    }
    const [fx, fy] = s.points[0]!;
    drawBadge(page, bold, pin, fx * w, h - fy * h);
  } else {
    drawBadge(page, bold, pin, s.x * w, h - s.y * h);
  }
}

/** A writer of list pages: adds a page when the next line would not fit. */
function listWriter(doc: PDFDocument) {
  const { width, height, margin } = LIST_PAGE;
  let page = doc.addPage([width, height]);
  let y = height - margin;
  return {
    /** Write `lines` at `size` from `indent` points in; `gap` points of space after. */
    lines(
      font: PDFFont,
      lines: readonly string[],
      size: number,
      options: { indent?: number; colour?: RGB; gap?: number } = {},
    ) {
      const leading = size * 1.35;
      for (const line of lines) {
        if (y - leading < margin) {
          page = doc.addPage([width, height]);
          y = height - margin;
        }
        y -= leading;
        if (line)
          page.drawText(line, {
            x: margin + (options.indent ?? 0),
            y,
            size,
            font,
            color: options.colour ?? COLOURS.text,
          });
      }
      y -= options.gap ?? 0;
    },
    width: width - 2 * margin,
  };
}

/**
 * The report's bytes: `input.pages` first (one PDF page each, pins on the page they name; a pin past the
 * last page is listed only), then the list of `input.entries` in order on A4 pages.
 */
export async function buildReviewReport(input: ReviewReportInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const { t } = input;
  doc.setTitle(t('title', { content: input.contentName }));
  doc.setCreator('Greenlight');
  const [font, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  for (const [index, artwork] of input.pages.entries()) {
    const image = artwork.format === 'png' ? await doc.embedPng(artwork.bytes) : await doc.embedJpg(artwork.bytes);
    let w = ARTWORK_WIDTH;
    let h = (w * artwork.height) / artwork.width;
    if (h > MAX_PAGE_SIDE) [w, h] = [(w * MAX_PAGE_SIDE) / h, MAX_PAGE_SIDE];
    const page = doc.addPage([w, h]);
    page.drawImage(image, { x: 0, y: 0, width: w, height: h });
    // Resolved pins first, so open ones are drawn on top.
    const pins = input.entries
      .filter((p) => p.page === index + 1)
      .sort((a, b) => Number(b.resolved) - Number(a.resolved) || a.number - b.number);
    for (const pin of pins) drawPin(page, bold, pin, w, h);
  }
  const list = listWriter(doc);
  const wrap = (f: PDFFont, text: string, size: number, indent = 0) =>
    wrapText(f, encodable(f, text), size, list.width - indent);
  list.lines(bold, wrap(bold, t('title', { content: input.contentName }), 16), 16, { gap: 4 });
  const about = [
    t('card', { card: input.cardName }),
    t('version', { date: input.versionDate, pages: input.pages.length }),
    t('generated', { date: input.generatedAt, name: input.generatedFor }),
    t(input.scope === 'all' ? 'scope.all' : 'scope.guest'),
  ];
  list.lines(
    font,
    about.flatMap((line) => wrap(font, line, 10)),
    10,
    { colour: COLOURS.muted, gap: 12 },
  );
  if (input.entries.length === 0) list.lines(font, [t('empty')], 11);
  const multiPage = input.pages.length > 1;
  for (const entry of input.entries) {
    const heading = t(multiPage ? 'entry.headingPage' : 'entry.heading', {
      pin: pinLabel(entry),
      author: entry.author,
      tab: entry.internal ? 'team' : 'guest',
      state: entry.resolved ? 'resolved' : 'open',
      page: entry.page,
    });
    list.lines(bold, wrap(bold, heading, 11), 11, {
      colour: pinColour(entry) === COLOURS.resolved ? COLOURS.text : pinColour(entry),
    });
    const when =
      entry.resolved && entry.resolvedBy
        ? t('entry.resolvedBy', { date: entry.createdAt, name: entry.resolvedBy })
        : entry.createdAt;
    list.lines(font, wrap(font, when, 9, 14), 9, { indent: 14, colour: COLOURS.muted });
    list.lines(font, wrap(font, entry.text || t('entry.noText'), 10, 14), 10, { indent: 14, gap: 2 });
    for (const reply of entry.replies) {
      list.lines(bold, wrap(bold, t('entry.reply', { name: reply.author, date: reply.createdAt }), 9, 28), 9, {
        indent: 28,
        colour: COLOURS.muted,
      });
      list.lines(font, wrap(font, reply.text || t('entry.noText'), 10, 28), 10, { indent: 28, gap: 2 });
    }
    list.lines(font, [''], 6);
  }
  return doc.save();
}
