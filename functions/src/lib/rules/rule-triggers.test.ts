/**
 * Rule triggers from stream images (issue 38; decisions BR5, BR6): which changes start which triggers,
 * and the chain depth a rule's stamp carries.
 */
import { describe, expect, it } from 'vitest';
import { parseRuleActor, personOf, ruleActorId } from './rule-actor';
import { ruleTriggersOf } from './rule-triggers';

const card = (fields: Record<string, unknown>) => ({
  workspace_id: 'w',
  card_id: 'c',
  stage_id: 's1',
  approval_status: 'none',
  ...fields,
});
const modify = (before: Record<string, unknown>, after: Record<string, unknown>, entity = 'card') => ({
  eventName: 'MODIFY' as const,
  entity,
  oldImage: card(before),
  newImage: card(after),
});

describe('rule triggers', () => {
  it('reads a move, an approval, a request for changes and a finished checklist from the card', () => {
    expect(ruleTriggersOf(modify({}, { stage_id: 's2' }))).toEqual([
      { type: 'card_enters_stage', workspaceId: 'w', cardId: 'c', stageId: 's2', depth: 0 },
    ]);
    expect(
      ruleTriggersOf(modify({ approval_status: 'pending' }, { approval_status: 'approved', approval_stage_id: 's1' })),
    ).toMatchObject([{ type: 'approved', stageId: 's1' }]);
    expect(
      ruleTriggersOf(modify({ approval_status: 'pending' }, { approval_status: 'revision_requested' })),
    ).toMatchObject([{ type: 'changes_requested', stageId: 's1' }]);
    expect(
      ruleTriggersOf(
        modify({ total_subtasks: 2, completed_subtasks: 1 }, { total_subtasks: 2, completed_subtasks: 2 }),
      ),
    ).toMatchObject([{ type: 'checklist_done' }]);
    // Nothing for a card with no checklist item, a rename, a binned or archived card, or an insert.
    expect(ruleTriggersOf(modify({}, { total_subtasks: 0, completed_subtasks: 0, name: 'x' }))).toEqual([]);
    expect(ruleTriggersOf(modify({}, { stage_id: 's2', deleted_at: '2026-01-01T00:00:00Z' }))).toEqual([]);
    expect(ruleTriggersOf(modify({}, { stage_id: 's2', archived: true }))).toEqual([]);
    expect(ruleTriggersOf({ eventName: 'INSERT', entity: 'card', newImage: card({}) })).toEqual([]);
  });

  it('reads a new content version, and nothing from other entities', () => {
    expect(ruleTriggersOf(modify({ versions_count: 0 }, { versions_count: 1 }, 'content'))).toMatchObject([
      { type: 'new_content_version', cardId: 'c', stageId: null },
    ]);
    expect(ruleTriggersOf(modify({ versions_count: 1 }, { versions_count: 1, hidden: true }, 'content'))).toEqual([]);
    expect(ruleTriggersOf(modify({}, { stage_id: 's2' }, 'comment'))).toEqual([]);
  });

  it("starts runs one deeper than the rule run that made the change; a person's change starts at 0", () => {
    const stamp = ruleActorId(3, 'rule-1', 'author-1');
    expect(parseRuleActor(stamp)).toEqual({ depth: 3, ruleId: 'rule-1', authorId: 'author-1' });
    expect(personOf(stamp)).toBe('author-1');
    expect(personOf('user-9')).toBe('user-9');
    expect(parseRuleActor('user-9')).toBeNull();
    expect(ruleTriggersOf(modify({}, { stage_id: 's2', changed_by: stamp }))[0]!.depth).toBe(4);
    expect(ruleTriggersOf(modify({}, { stage_id: 's2', changed_by: 'user-9' }))[0]!.depth).toBe(0);
  });
});
