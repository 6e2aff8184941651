/**
 * Cards domain, the spec's content groups (cards spec §7 Cards).
 */
import { CreateCardRequestSchema, UpdateCardRequestSchema } from '../../../../shared/schemas/card';
import { domainHandler, ok } from '../../lib/http/handler';
import { ForbiddenError, NotFoundError } from '../../lib/http/errors';
import { parseInput } from '../../lib/http/validate';
import { createCard, getCard, toCardResponse, updateCard } from '../../data/cards';
import { getStage, listStages } from '../../data/stages';
import { canSeeStage, visibleStages } from '../../lib/auth/visibility';

export const handler = domainHandler('cards', {
  // The full-page new-card form's choices (accounts spec §2): the stages the caller may add cards to.
  'GET /api/v1/workspaces/{id}/content_groups/new': async ({ params, access }) => {
    const stages = visibleStages(await listStages(params.id!), access);
    return ok({ name: '', stage_id: stages[0]?.stage_id ?? null, stages: stages.map((s) => ({ id: s.stage_id, name: s.name })) });
  },

  'POST /api/v1/workspaces/{id}/content_groups': async ({ params, body, caller, access }) => {
    const input = parseInput(CreateCardRequestSchema, body);
    const stage = await getStage(params.id!, input.stage_id);
    if (!canSeeStage(stage, access)) throw new NotFoundError('Stage not found');
    const card = await createCard(params.id!, {
      name: input.name,
      stageId: input.stage_id,
      startDate: input.start_date,
      dueDate: input.due_date,
      createdBy: caller!.userId,
    });
    return ok(toCardResponse(card), 201);
  },

  'GET /api/v1/workspaces/{id}/content_groups/{cid}': async ({ params, access }) => {
    const card = await getCard(params.id!, params.cid!);
    const stage = card ? await getStage(params.id!, card.stage_id) : null;
    if (!card || !canSeeStage(stage, access)) throw new NotFoundError('The content cannot be found.');
    return ok(toCardResponse(card));
  },

  'PUT /api/v1/workspaces/{id}/content_groups/{cid}': async ({ params, body, access }) => {
    const changes = parseInput(UpdateCardRequestSchema, body);
    const card = await getCard(params.id!, params.cid!);
    if (!card || !canSeeStage(await getStage(params.id!, card.stage_id), access)) throw new NotFoundError('The content cannot be found.');
    if ((changes.start_date !== undefined || changes.due_date !== undefined) && !access.can('can_access_add_change_date')) throw new ForbiddenError();
    return ok(toCardResponse(await updateCard(params.id!, params.cid!, changes)));
  },
});
