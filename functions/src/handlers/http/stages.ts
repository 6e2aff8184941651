/**
 * Stages domain (accounts spec §7 Stages; §5 stage form: name defaults to "Untitled", flags off).
 */
import { z } from 'zod';
import { CARDS_PAGE_SIZE } from '../../../../shared/schemas/common';
import { CreateStageRequestSchema } from '../../../../shared/schemas/stage';
import { domainHandler, ok } from '../../lib/http/handler';
import { NotFoundError } from '../../lib/http/errors';
import { parseInput } from '../../lib/http/validate';
import { createStage, getStage, listStages, toStageResponse } from '../../data/stages';
import { listStageCards, toCardResponse } from '../../data/cards';
import { canSeeStage, visibleStages } from '../../lib/auth/visibility';

/** `list_data` query: page from 1, page size 10 by default, at most 100; search "*" means none. */
const ListDataQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(CARDS_PAGE_SIZE),
  search: z.string().max(200).optional(),
});

export const handler = domainHandler('stages', {
  'GET /api/v1/workspaces/{id}/stages': async ({ params, access }) => {
    return ok(visibleStages(await listStages(params.id!), access).map(toStageResponse));
  },

  'POST /api/v1/workspaces/{id}/stages': async ({ params, body }) => {
    const input = parseInput(CreateStageRequestSchema, body);
    return ok(toStageResponse(await createStage(params.id!, input)), 201);
  },

  'GET /api/v1/workspaces/{id}/stages/{sid}/list_data': async ({ params, query, access }) => {
    const { page, per_page, search } = parseInput(ListDataQuerySchema, query);
    const stage = await getStage(params.id!, params.sid!);
    if (!canSeeStage(stage, access)) throw new NotFoundError('Stage not found');
    const result = await listStageCards(stage.stage_id, page, per_page, search === '*' ? undefined : search);
    return ok({ items: result.items.map(toCardResponse), paging: { page, per_page, has_next_page: result.hasNextPage } });
  },
});
