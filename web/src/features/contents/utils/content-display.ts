/** How a content is named and shown (cards spec §3 Content: type image/jpeg, image/png or pdf). */
import type { Content } from '../api/types';
import { translate } from '../../../lib/i18n/i18n-store';
import '../english-messages';

/** True for a PDF content. */
export function isPdf(content: Pick<Content, 'type'>): boolean {
  return content.type === 'pdf' || content.type === ('application/pdf' as Content['type']);
}

/** The name a person reads: the uploaded file's name, else "Content N" in the reader's language (issue 41). */
export function contentLabel(content: Pick<Content, 'filename'> & { name?: string }, index: number): string {
  // The content's name, kept across versions (issue 37); its current file's name before the API sent one.
  return (content.name ?? content.filename)?.trim() || translate('contents', 'label.default', { number: index + 1 });
}
