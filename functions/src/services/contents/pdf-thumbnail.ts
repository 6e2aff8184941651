/**
 * A PDF's first page as a PNG (issue 13 "PDFs get a thumbnail of their first page rendered on the
 * server"; BRIEF §7: mupdf, which is WebAssembly and runs in Lambda without system packages; decision U4).
 * mupdf is loaded on the first PDF, not at cold start: its WebAssembly takes ≈ 10 MB and ≈ 150 ms to load.
 */
type Mupdf = typeof import('mupdf');
let loading: Promise<Mupdf> | undefined;

/**
 * Render page 1 of `pdf` about `width` px wide (the page's aspect ratio kept), as PNG bytes.
 * @throws Error from mupdf for a file it cannot open (the caller refuses the upload).
 */
export async function renderPdfFirstPage(pdf: Buffer, width: number): Promise<Buffer> {
  loading ??= import('mupdf');
  const mupdf = await loading;
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  try {
    const page = document.loadPage(0);
    const [x0, , x1] = page.getBounds();
    const scale = width / Math.max(1, x1 - x0);
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    return Buffer.from(pixmap.asPNG());
  } finally {
    document.destroy();
  }
}
