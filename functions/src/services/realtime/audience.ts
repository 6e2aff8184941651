/**
 * Whether guests may receive an event (functions/src/services/realtime/item-events.ts `GuestGate`), checked
 * against the table at delivery: a stage's `visible_to_client`, a card's current stage, a list's `hidden`
 * flag, an annotation's content, a reply's thread (accounts spec §6 guests see only client-visible stages; cards spec §4 'Hide to Guests').
 *
 * One `GateReader` serves one stream batch and remembers what it read, so a batch of moves in one stage
 * reads that stage once (docs/data-model.md pattern 159). Anything missing (a deleted stage, card or list) reads as not visible.
 */
import { getCard } from '../../data/cards';
import { getChecklist } from '../../data/checklists';
import { getCommentsByIds } from '../../data/comments';
import { getContent } from '../../data/contents';
import type { CommentTab } from '../../../../shared/schemas/comments-limits';
import { getStage } from '../../data/stages';
import type { GuestGate } from './item-events';

export class GateReader {
  private readonly reads = new Map<string, Promise<unknown>>();

  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.reads.has(key)) this.reads.set(key, read());
    return this.reads.get(key) as Promise<T>;
  }

  /** Whether the stage is visible to the client (false when it does not exist). */
  stageVisible(workspaceId: string, stageId: string): Promise<boolean> {
    return this.once(
      `stage:${workspaceId}:${stageId}`,
      async () => (await getStage(workspaceId, stageId))?.visible_to_client === true,
    );
  }

  /** Whether the card exists and sits in a stage visible to the client. */
  cardVisible(workspaceId: string, cardId: string): Promise<boolean> {
    return this.once(`card:${workspaceId}:${cardId}`, async () => {
      const card = await getCard(workspaceId, cardId);
      return card !== null && this.stageVisible(workspaceId, card.stage_id);
    });
  }

  /** Whether the list exists, is not hidden from guests, and its card is visible. */
  listVisible(cardId: string, listId: string): Promise<boolean> {
    return this.once(`list:${cardId}:${listId}`, async () => {
      const list = await getChecklist(cardId, listId);
      return list !== null && !list.hidden && this.cardVisible(list.workspace_id, cardId);
    });
  }

  /** Whether the content exists and is not hidden from guests (issue 26: an annotation's content). */
  contentVisible(cardId: string, contentId: string): Promise<boolean> {
    return this.once(`content:${cardId}:${contentId}`, async () => {
      const content = await getContent(cardId, contentId);
      return content !== null && !content.hidden;
    });
  }

  /**
   * Whether the thread a reply answers is visible to guests (issue 35): its parent exists and is a plain
   * comment, or an annotation whose content is visible.
   */
  threadVisible(cardId: string, tab: string, parentId: string): Promise<boolean> {
    return this.once(`thread:${cardId}:${parentId}`, async () => {
      const parent = (await getCommentsByIds(cardId, tab as CommentTab, [parentId])).get(parentId);
      if (!parent) return false;
      return parent.anchor ? this.contentVisible(cardId, parent.anchor.content_id) : true;
    });
  }

  /** Whether every condition of `gate` holds. */
  async allows(gate: GuestGate | boolean): Promise<boolean> {
    if (typeof gate === 'boolean') return gate;
    const checks: Array<Promise<boolean>> = [];
    const { workspaceId } = gate;
    for (const id of gate.visibleStages ?? []) checks.push(this.stageVisible(workspaceId!, id));
    for (const id of gate.hiddenStages ?? [])
      checks.push(this.stageVisible(workspaceId!, id).then((visible) => !visible));
    if (gate.visibleCard) checks.push(this.cardVisible(gate.visibleCard.workspaceId, gate.visibleCard.cardId));
    if (gate.visibleList) checks.push(this.listVisible(gate.visibleList.cardId, gate.visibleList.listId));
    if (gate.visibleThread)
      checks.push(this.threadVisible(gate.visibleThread.cardId, gate.visibleThread.tab, gate.visibleThread.parentId));
    if (gate.visibleContent)
      checks.push(this.contentVisible(gate.visibleContent.cardId, gate.visibleContent.contentId));
    return (await Promise.all(checks)).every(Boolean);
  }
}
