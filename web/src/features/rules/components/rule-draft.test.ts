/**
 * The rule editor's draft (issue 38 "Board rules"; decisions RE1–RE3): what to fix is found before sending,
 * keyed by the row it is about; the request sent is what the API's schema accepts; a stored rule reads back.
 */
import { describe, expect, it } from 'vitest';
import { CreateRuleRequestSchema, RULE_MESSAGES, type Rule } from '../../../../../shared/schemas/rules';
import * as z from '../../../../../shared/schemas/zod';
import {
  DRAFT_MESSAGES,
  draftErrors,
  draftOfRule,
  emptyDraft,
  errorsFromServer,
  moveRow,
  newAction,
  newCondition,
  requestOfDraft,
} from './rule-draft';

const STAGE = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const LABEL = '33333333-3333-4333-8333-333333333333';
const USER = '44444444-4444-4444-8444-444444444444';

describe('rule draft', () => {
  it('names what to fix on each row: a move without its stage, a label, days out of range, no one to notify', () => {
    const draft = emptyDraft();
    const move = draft.actions[0]!;
    const label = newAction('add_label');
    const due = { ...newAction('set_due_date'), days: '400' };
    const notify = newAction('notify_members');
    const condition = newCondition('has_participant');
    const errors = draftErrors({ ...draft, conditions: [condition], actions: [move, label, due, notify] });
    expect(errors).toEqual({
      name: DRAFT_MESSAGES.nameRequired,
      [condition.key]: DRAFT_MESSAGES.memberRequired,
      [move.key]: RULE_MESSAGES.moveTargetRequired,
      [label.key]: RULE_MESSAGES.labelRequired,
      [due.key]: RULE_MESSAGES.daysRequired,
      [notify.key]: RULE_MESSAGES.notifyWhoRequired,
    });
    expect(draftErrors({ ...draft, name: 'x', actions: [] })).toEqual({ actions: RULE_MESSAGES.actionsRequired });
    const same = { ...move, target: STAGE };
    expect(
      draftErrors({ ...draft, name: 'x', trigger: { type: 'approved', stage_id: STAGE }, actions: [same] }),
    ).toEqual({ [same.key]: RULE_MESSAGES.sameStage });
  });

  it('sends only each type’s own fields, in a body the API schema accepts, and reads a stored rule back', () => {
    const draft = {
      ...emptyDraft(),
      name: '  Ready  ',
      trigger: { type: 'card_enters_stage' as const, stage_id: STAGE },
      conditions: [{ ...newCondition('label_absent'), label_id: LABEL, stage_id: OTHER }],
      actions: [
        { ...newAction('move_to_stage'), target: 'next' },
        { ...newAction('set_due_date'), days: '3' },
        { ...newAction('notify_members'), user_ids: [USER], text: ' Look ' },
        { ...newAction('move_to_stage'), target: OTHER },
      ],
    };
    expect(draftErrors(draft)).toEqual({});
    const body = requestOfDraft(draft);
    expect(body).toEqual({
      name: 'Ready',
      enabled: true,
      trigger: { type: 'card_enters_stage', stage_id: STAGE },
      conditions: [{ type: 'label_absent', label_id: LABEL }],
      actions: [
        { type: 'move_to_stage', to: 'next' },
        { type: 'set_due_date', days: 3 },
        { type: 'notify_members', user_ids: [USER], text: 'Look' },
        { type: 'move_to_stage', stage_id: OTHER },
      ],
    });
    expect(z.safeParse(CreateRuleRequestSchema, body).success).toBe(true);
    const stored = { ...body, id: 'r', paused_reason: null, created_by: USER } as unknown as Rule;
    expect(requestOfDraft(draftOfRule({ ...stored, conditions: body.conditions!, enabled: true }))).toEqual(body);
  });

  it('puts a refusal of the server on the row it names, and moves rows keeping their keys', () => {
    const draft = { ...emptyDraft(), actions: [newAction(), newAction('add_label')] };
    const second = draft.actions[1]!.key;
    expect(
      errorsFromServer(draft, { 'actions[1].label_id': ['The label is not a label of this workspace.'] }, 'Bad'),
    ).toEqual({ [second]: 'The label is not a label of this workspace.' });
    expect(errorsFromServer(draft, {}, 'A workspace can have at most 50 rules.')).toEqual({
      form: 'A workspace can have at most 50 rules.',
    });
    expect(moveRow(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
