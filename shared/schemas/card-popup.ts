/**
 * `GET /api/v1/workspaces/{id}/content_groups/{cid}/popup` (issue 27 "The card opens in one request";
 * beyond the spec, BRIEF §8; docs/decisions.md W39): everything the card popup's first screen shows, in
 * one answer, each part exactly as its own spec route answers it for the same caller:
 * - `card`: `GET …/content_groups/{cid}` (card, approval state, drafts, time, flags);
 * - `contents`: `GET …/contents` (signed URLs; hidden contents only with `can_show`);
 * - `upload_info`: `GET …/contents/new`, or null for callers without `can_access_content_create`;
 * - `checklists`: `GET …/lists` (hidden lists only with `can_show`);
 * - `recurrence`: `GET …/recurrence`'s `recurrence` (null for guests and cards that do not repeat; issue 39);
 * - `reviewers`: `GET …/reviewers`'s `reviewers`, or null without `can_access_submit_approval` (issue 39);
 * - `comments`: `GET …/comments?chat_status={tab}&show_activities=true` first page, of the caller's first
 *   tab (Team for those who see it, else Guest; cards spec §2 Comments column).
 * Web and functions share this shape.
 */
import * as z from './zod';
import { CardDetailSchema } from './card';
import { ContentSchema, ContentsUploadInfoSchema } from './contents';
import { ChecklistSchema } from './checklist';
import { CommentsPageSchema } from './comments';
import { COMMENT_TABS } from './comment-kinds';
import { RecurrenceSchema } from './recurrence';
import { ReviewerSchema } from './review-links';

export const CardPopupSchema = z.object({
  card: CardDetailSchema,
  contents: z.array(ContentSchema),
  upload_info: z.nullable(ContentsUploadInfoSchema),
  checklists: z.array(ChecklistSchema),
  recurrence: z.nullable(RecurrenceSchema),
  reviewers: z.nullable(z.array(ReviewerSchema)),
  comments: z.object({
    /** The tab the page is of: the popup's first tab. */
    tab: z.enum(COMMENT_TABS),
    /** Always true: the stream as the popup first shows it ('Show activity' on). */
    show_activities: z.boolean(),
    page: CommentsPageSchema,
  }),
});
export type CardPopup = z.infer<typeof CardPopupSchema>;
