/**
 * The browser's checks of files chosen or dropped for a card's contents, before anything is uploaded
 * (cards spec §5 Validation "Attachments per card", "Upload limit per action", "Content uploads accept
 * image/jpeg, image/png and .pdf", "Size"; accounts spec §9). The server checks again and is the
 * authority; these checks only spare a person a wasted upload. Pure: no DOM, so unit tests run in Node.
 *
 * Rules of one upload action (docs/decisions.md U20):
 * - more than `perUpload` files, or more than the card can still take, refuses the whole action with the
 *   spec's message (nothing is uploaded);
 * - otherwise each file is judged alone: a wrong type or a file over the size limit is refused with its
 *   message, the others go ahead;
 * - in a capped (personal) workspace, files that would pass the remaining storage are refused too.
 */
import { CONTENT_MESSAGES } from './content-messages';

/** The content types a card accepts, as the upload declares them (cards spec §3 Content type). */
export type ContentMime = 'image/jpeg' | 'image/png' | 'application/pdf';

/** What the checks need of a File. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** The limits one upload action is judged against. */
export interface UploadRules {
  /** Bytes per file: 5,000,000, or 10,000,000 in a business organization (cards spec §5). */
  maxFileBytes: number;
  /** Files per action (cards spec §5 "Upload limit per action is 5"). */
  perUpload: number;
  /** Contents per card (cards spec §5 "at most 15"). */
  perCard: number;
  /** Contents the card has now. */
  existing: number;
  /** Bytes the workspace may still store, or null when it has no cap (only personal workspaces do). */
  storageRemainingBytes: number | null;
}

/** One file of an action: its declared type, or why it is refused. */
export interface FileVerdict<F extends FileLike = FileLike> {
  file: F;
  contentType: ContentMime | null;
  error: string | null;
}

/** The verdict on an action: a refusal of the whole action, or a verdict per file. */
export interface BatchVerdict<F extends FileLike = FileLike> {
  error: string | null;
  files: FileVerdict<F>[];
}

const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The type a file is uploaded as, or null when a card cannot hold it. The extension decides when the
 * browser gives no type (some systems do not know .pdf); a type that contradicts the extension is refused.
 */
export function contentMimeOf(file: FileLike): ContentMime | null {
  const ext = extensionOf(file.name);
  const type = file.type.toLowerCase();
  if ((ext === '.jpg' || ext === '.jpeg') && (type === 'image/jpeg' || type === '')) return 'image/jpeg';
  if (ext === '.png' && (type === 'image/png' || type === '')) return 'image/png';
  if (ext === '.pdf' && (type === 'application/pdf' || type === '')) return 'application/pdf';
  return null;
}

/**
 * The message for a file a card cannot hold: 'File selected is not an image' for anything that is not a
 * JPEG, PNG or PDF (GIF and WebP are images by the spec's list but not content types a card takes), or the
 * size message. Null when the file is fine.
 */
export function contentFileError(file: FileLike, maxFileBytes: number): string | null {
  if (contentMimeOf(file) === null || file.size === 0) return CONTENT_MESSAGES.notAnImage;
  if (file.size > maxFileBytes) return CONTENT_MESSAGES.tooLarge(maxFileBytes);
  return null;
}

/** True for an extension the spec counts as an image (cards spec §5 ".jpg, .jpeg, .png, .gif or .webp"). */
export function hasImageExtension(name: string): boolean {
  return IMAGE_EXTENSIONS.includes(extensionOf(name));
}

/** Judges one upload action (the rules above). */
export function checkUploadBatch<F extends FileLike>(files: readonly F[], rules: UploadRules): BatchVerdict<F> {
  if (files.length > rules.perUpload) return { error: CONTENT_MESSAGES.perUpload(rules.perUpload), files: [] };
  if (rules.existing + files.length > rules.perCard)
    return { error: CONTENT_MESSAGES.perCard(rules.perCard), files: [] };
  let remaining = rules.storageRemainingBytes;
  const verdicts = files.map((file): FileVerdict<F> => {
    const error = contentFileError(file, rules.maxFileBytes);
    if (error) return { file, contentType: null, error };
    if (remaining !== null) {
      if (file.size > remaining) return { file, contentType: null, error: CONTENT_MESSAGES.storageFull };
      remaining -= file.size;
    }
    return { file, contentType: contentMimeOf(file), error: null };
  });
  return { error: null, files: verdicts };
}

/** How many leading bytes `sniffContentMime` needs. */
export const SNIFF_BYTES = 8;

/**
 * The type a file's first bytes show (PNG, JPEG or PDF signature), or null: a renamed text file is
 * refused in the browser too (the API sniffs the stored object the same way).
 */
export function sniffContentMime(head: Uint8Array): ContentMime | null {
  const startsWith = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}
