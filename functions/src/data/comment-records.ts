/**
 * The shapes comment writes and reads share (cards spec §3 Comment; issue 26 annotations): a stored
 * comment, its stored attachment, and the card a write names. Their own module so that `comments.ts`
 * and `annotations.ts` can both use them without importing each other (issue 30 import circles).
 */
import type { Item } from './access';
import type { Comment } from './entities/comment';

export type CommentRecord = Item<typeof Comment>;
export type StoredAttachmentRecord = NonNullable<CommentRecord['attachments']>[number];

/** A card as comment writes name it (./card-key.ts). */
export type { CardKey } from './card-key';
