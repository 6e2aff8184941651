/**
 * Changed items → board-rule triggers (issue 38 "triggers"; decisions BR6). The stream consumer hands each
 * changed card and content here; a trigger names the card, its workspace, the stage it is about and the
 * chain depth of the runs it starts (0 for a person's change, d + 1 for a change of a run at depth d,
 * read from `changed_by`: ./rule-actor.ts).
 *
 * - `card_enters_stage`: the card's `stage_id` changed (a card on the board: not binned or archived);
 * - `approved` / `changes_requested`: its `approval_status` became `approved` / `revision_requested`
 *   (the stage is the approval's);
 * - `checklist_done`: its checklist counters became "all done" (at least one item);
 * - `new_content_version`: a content of the card got a new version (`versions_count` grew);
 * - `due_date_passed` comes from the past-due schedule instead (functions/src/handlers/schedules/due-reminders.ts).
 */
import type { RuleTriggerType } from '../../../../shared/schemas/rules';
import { num, str, type Image, type ItemChange } from '../realtime/item-change';
import { parseRuleActor } from './rule-actor';
import { MEMBER_ENTITY } from './reviewer-removals';

/** One trigger of one changed item. */
export interface RuleTriggerEvent {
  type: RuleTriggerType;
  workspaceId: string;
  cardId: string;
  /** The stage the trigger is about (null: the card's stage when the rule runs). */
  stageId: string | null;
  /** The chain depth of the runs it starts. */
  depth: number;
}

/** The chain depth of the runs a change starts. */
function depthOf(image: Image | undefined): number {
  const rule = parseRuleActor(str(image?.changed_by));
  return rule ? rule.depth + 1 : 0;
}

const allDone = (image: Image | undefined) =>
  num(image?.total_subtasks) > 0 && num(image?.completed_subtasks) >= num(image?.total_subtasks);

/** The triggers of a card's change. */
function cardTriggers(change: ItemChange): RuleTriggerEvent[] {
  const after = change.newImage;
  const before = change.oldImage;
  if (change.eventName !== 'MODIFY' || !after || !before) return [];
  if (after.deleted_at || after.archived === true) return [];
  const base = { workspaceId: str(after.workspace_id)!, cardId: str(after.card_id)!, depth: depthOf(after) };
  if (!base.workspaceId || !base.cardId) return [];
  const triggers: RuleTriggerEvent[] = [];
  if (str(after.stage_id) && str(after.stage_id) !== str(before.stage_id))
    triggers.push({ ...base, type: 'card_enters_stage', stageId: str(after.stage_id)! });
  const status = str(after.approval_status);
  if (status !== str(before.approval_status)) {
    const stageId = str(after.approval_stage_id) ?? str(after.stage_id) ?? null;
    if (status === 'approved') triggers.push({ ...base, type: 'approved', stageId });
    if (status === 'revision_requested') triggers.push({ ...base, type: 'changes_requested', stageId });
  }
  if (allDone(after) && !allDone(before)) triggers.push({ ...base, type: 'checklist_done', stageId: null });
  return triggers;
}

/** A content's new version. */
function contentTriggers(change: ItemChange): RuleTriggerEvent[] {
  const after = change.newImage;
  if (change.eventName !== 'MODIFY' || !after) return [];
  if (num(after.versions_count) <= num(change.oldImage?.versions_count)) return [];
  const workspaceId = str(after.workspace_id);
  const cardId = str(after.card_id);
  if (!workspaceId || !cardId) return [];
  return [{ type: 'new_content_version', workspaceId, cardId, stageId: null, depth: depthOf(after) }];
}

/** Whether changes of `entity` can trigger rules, or remove a reviewer (a membership: ./reviewer-removals.ts). */
export const makesRuleTriggers = (entity: string): boolean =>
  entity === 'card' || entity === 'content' || entity === MEMBER_ENTITY;

/** The rule triggers of one changed item (none for other entities). */
export function ruleTriggersOf(change: ItemChange): RuleTriggerEvent[] {
  if (change.entity === 'card') return cardTriggers(change);
  if (change.entity === 'content') return contentTriggers(change);
  return [];
}
