/**
 * Board stages: organization template stages that seed new workspaces (accounts spec §2 Board stages
 * page, §3 Template stage, §7 Template stages; issue 5). Served by the organizations Lambda.
 */
import {
  CreateStageRequestSchema,
  NEW_STAGE_DEFAULTS,
  UpdateStageRequestSchema,
} from '../../../../../shared/schemas/stage';
import type { Action } from '../../domain-handler';
import { ok } from '../../domain-handler';
import { NotFoundError } from '../../../lib/http/errors';
import { parseInput } from '../../../lib/http/validate';
import { stageFlagsOf } from '../../../data/entities/common';
import {
  createTemplateStage,
  deleteTemplateStage,
  getTemplateStage,
  listTemplateStages,
  updateTemplateStage,
  type TemplateStageRecord,
} from '../../../data/template-stages';

const toResponse = (t: TemplateStageRecord) => ({
  id: t.template_stage_id,
  organization_id: t.organization_id,
  name: t.name,
  position: t.position,
  ...stageFlagsOf(t),
});

export const templateStageActions: Record<string, Action> = {
  'GET /api/v1/template_stages/new': async () => ok(NEW_STAGE_DEFAULTS),

  'GET /api/v1/template_stages': async ({ access }) =>
    ok((await listTemplateStages(access.organizationId!)).map(toResponse)),

  'POST /api/v1/template_stages': async ({ access, body }) =>
    ok(toResponse(await createTemplateStage(access.organizationId!, parseInput(CreateStageRequestSchema, body)))),

  'GET /api/v1/template_stages/{id}': async ({ access, params }) => {
    const template = await getTemplateStage(access.organizationId!, params.id!);
    if (!template) throw new NotFoundError('Board stage not found');
    return ok(toResponse(template));
  },

  'PUT /api/v1/template_stages/{id}': async ({ access, params, body }) =>
    ok(
      toResponse(
        await updateTemplateStage(access.organizationId!, params.id!, parseInput(UpdateStageRequestSchema, body)),
      ),
    ),

  'DELETE /api/v1/template_stages/{id}': async ({ access, params }) => {
    await deleteTemplateStage(access.organizationId!, params.id!);
    return ok({ id: params.id });
  },
};
