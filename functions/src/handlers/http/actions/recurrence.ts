/**
 * A card's recurrence, served by the cards Lambda (issue 28 "Recurring cards"; beyond the spec; decisions
 * G17–G22, RC6): show it (everyone on the team who sees the card; guests get none, issue 35), set or replace it, and stop it (those who may copy cards,
 * `can_access_clone_content_group`). Setting or editing a rule counts only from now: occurrences already
 * made stay, and the next one is computed afresh.
 */
import { isGuestRole } from '../../../../../shared/permissions/roles';
import { SetRecurrenceRequestSchema } from '../../../../../shared/schemas/recurrence';
import { deleteCardRecurrence, getCardRecurrence, saveCardRecurrence } from '../../../data/card-recurrences';
import { presentRecurrence } from '../../../services/recurrence/present-recurrence';
import { requestNow } from '../../../lib/clock';
import { ok, type Action } from '../../domain-handler';
import { parseInput } from '../../../lib/http/validate';
import { visibleCardOf } from '../../../services/cards/card-access';
import { nextOccurrence } from '../../../services/recurrence/occurrences';

const RECURRENCE = '/api/v1/workspaces/{id}/content_groups/{cid}/recurrence';

export const RECURRENCE_ACTIONS: Record<string, Action> = {
  [`GET ${RECURRENCE}`]: async ({ params, access }) => {
    const card = await visibleCardOf(params.id!, params.cid!, access);
    // Guests do not see repeat rules (issue 35; decisions RC6): for them no card repeats.
    if (access.workspaceRole && isGuestRole(access.workspaceRole)) return ok({ recurrence: null });
    const record = await getCardRecurrence(card.card_id);
    // A binned template's rule is stopped in the binning's own transaction (decisions G21).
    return ok({ recurrence: record && !card.deleted_at ? presentRecurrence(record) : null });
  },

  [`PUT ${RECURRENCE}`]: async ({ params, body, headers, caller, access }) => {
    const { rule } = parseInput(SetRecurrenceRequestSchema, body);
    const card = await visibleCardOf(params.id!, params.cid!, access);
    // The rule counts from the request's instant (the local stack's injected clock in tests, decisions R19).
    const now = new Date(requestNow(headers));
    const record = await saveCardRecurrence({
      cardId: card.card_id,
      workspaceId: card.workspace_id,
      rule,
      userId: caller!.userId,
      now,
      next: nextOccurrence(rule, now, now),
    });
    return ok({ recurrence: presentRecurrence(record) });
  },

  [`DELETE ${RECURRENCE}`]: async ({ params, access }) => {
    const card = await visibleCardOf(params.id!, params.cid!, access);
    await deleteCardRecurrence(card.card_id);
    return ok(null);
  },
};
