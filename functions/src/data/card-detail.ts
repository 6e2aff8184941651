/**
 * Pattern 83, whole: a card's detail partition `card_id_{c}`, its `card_detail` collection in one Query
 * (contents, lists, list items, every user's drafts, read markers and time on the card), for the popup's
 * one read (issue 27 "The card opens in one request"; BRIEF §7 "the popup opens with one Query plus the
 * card item"; docs/decisions.md D28). Comments sit outside the collection (they page by tab: pattern 99),
 * and content versions too, so the Query stays bounded by the card's lists, contents and members.
 *
 * DynamoDB's own pages (1 MB) are followed to the end; a card's detail fits in one page in practice.
 */
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { groupByEntity } from './entity-groups';
import { partitionKey } from './keys';
import { GreenlightTable } from './table';
import { Content } from './entities/content';
import { Checklist, CHECKLIST_BY_CARD, CHECKLIST_MODEL, ChecklistItem } from './entities/checklist';
import { CommentDraft, CommentRead } from './entities/comment';
import { CardTimer } from './entities/timer';
import { byPosition, type ContentRecord } from './contents';
import { orderChecklists, type ChecklistItemRecord, type ChecklistRecord } from './checklists';
import type { CommentDraftRecord, CommentReadRecord } from './comment-reads';
import type { CardTimerRecord } from './timer-reads';

/** Everything of the card's `card_detail` collection, grouped by kind and in each read's own order. */
export interface CardDetailItems {
  /** Contents by position (hidden ones included: callers filter by `can_show`). */
  contents: ContentRecord[];
  /** Lists and items by position (hidden lists included). */
  lists: ChecklistRecord[];
  items: ChecklistItemRecord[];
  /** Every user's drafts and read markers on the card (callers pick the caller's). */
  drafts: CommentDraftRecord[];
  reads: CommentReadRecord[];
  /** Every user's time on the card. */
  timers: CardTimerRecord[];
}

/** The collection's sort-key prefix, `$card_detail`. */
const COLLECTION_PREFIX = `$${CHECKLIST_BY_CARD.collection}`;

/** Read the card's `card_detail` collection: one Query (more only past DynamoDB's 1 MB page). */
export async function readCardDetail(cardId: string): Promise<CardDetailItems> {
  const { Items = [] } = await GreenlightTable.build(QueryCommand)
    .entities(Content, Checklist, ChecklistItem, CommentDraft, CommentRead, CardTimer)
    .query({
      partition: partitionKey(CHECKLIST_MODEL, CHECKLIST_BY_CARD, { card_id: cardId }),
      range: { beginsWith: COLLECTION_PREFIX },
    })
    .options({ tagEntities: true, maxPages: Infinity })
    .send();
  // Each item comes tagged with its entity's name; callers get it untagged.
  const itemsOf = groupByEntity(Items);
  const { lists, items } = orderChecklists(itemsOf(Checklist), itemsOf(ChecklistItem));
  return {
    contents: itemsOf(Content).sort(byPosition),
    lists,
    items,
    drafts: itemsOf(CommentDraft),
    reads: itemsOf(CommentRead),
    timers: itemsOf(CardTimer),
  };
}
