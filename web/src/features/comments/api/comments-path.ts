/**
 * The card a comments call is about (cards spec §7 Comments, under
 * `/api/v1/workspaces/{w}/content_groups/{c}/comments`; docs/decisions.md R1) and the query keys every
 * comments call shares. Keys start with `comments` and the card id, so the card channel's live events
 * (./live-comments.ts) can reach them without a workspace id.
 */
import type { CommentTab } from '../../../../../shared/schemas/comments-limits';

/** The card whose comments a call is about. */
export interface CommentsScope {
  workspaceId: string;
  cardId: string;
}

/** Query keys: `['comments', cardId, …]`. */
export const commentKeys = {
  /** Everything cached about one card's comments. */
  card: (cardId: string) => ['comments', cardId] as const,
  /** One tab's stream (with or without activity entries). */
  stream: (cardId: string, tab: CommentTab, showActivities: boolean) =>
    ['comments', cardId, tab, 'stream', showActivities] as const,
  /** One comment by id (the highlighted-comment link). */
  one: (cardId: string, commentId: string) => ['comments', cardId, 'one', commentId] as const,
  /** The mention picker's people of a tab. */
  mentionable: (cardId: string, tab: CommentTab) => ['comments', cardId, 'mentionable', tab] as const,
};
