/**
 * Organization template stages (entities/template-stage.ts): list, create, change, delete, and copy
 * into a new workspace.
 */
import { randomUUID } from 'node:crypto';
import { byPosition, positionBetween } from './ordering';
import { isConditionFailure } from './access';
import { createItem, deleteItem, getItem, keyQuery, patchItem, queryAll, type Item } from './access';
import { TemplateStage, TEMPLATE_STAGE_BY_ORGANIZATION, TEMPLATE_STAGE_MODEL } from './entities/template-stage';
import { NotFoundError } from '../lib/http/errors';
import type { NewStage } from './stages';

export type TemplateStageRecord = Item<typeof TemplateStage>;

/** An organization's template stages in order (table, organization partition). */
export async function listTemplateStages(organizationId: string): Promise<TemplateStageRecord[]> {
  const templates = await queryAll(
    TemplateStage,
    keyQuery(TEMPLATE_STAGE_MODEL, TEMPLATE_STAGE_BY_ORGANIZATION, { organization_id: organizationId }),
  );
  return templates.map((t) => ({ ...t, stage_id: t.template_stage_id })).sort(byPosition);
}

/** Append a template stage. */
export async function createTemplateStage(organizationId: string, input: NewStage): Promise<TemplateStageRecord> {
  const last = (await listTemplateStages(organizationId)).at(-1)?.position ?? null;
  return createItem(TemplateStage, {
    organization_id: organizationId,
    template_stage_id: randomUUID(),
    position: positionBetween(last, null),
    ...input,
  });
}

export async function getTemplateStage(organizationId: string, id: string): Promise<TemplateStageRecord | null> {
  return getItem(TemplateStage, { organization_id: organizationId, template_stage_id: id });
}

/** Change a template stage. @throws NotFoundError when it is not the organization's. */
export async function updateTemplateStage(
  organizationId: string,
  id: string,
  changes: Partial<NewStage>,
): Promise<TemplateStageRecord> {
  try {
    return await patchItem(TemplateStage, { organization_id: organizationId, template_stage_id: id, ...changes });
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Board stage not found');
    throw error;
  }
}

export async function deleteTemplateStage(organizationId: string, id: string): Promise<void> {
  if (!(await getTemplateStage(organizationId, id))) throw new NotFoundError('Board stage not found');
  await deleteItem(TemplateStage, { organization_id: organizationId, template_stage_id: id });
}
