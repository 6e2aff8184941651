/**
 * Organization template stages (entities/template-stage.ts): list, create, change, delete, and copy
 * into a new workspace.
 */
import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { TemplateStageEntity } from './entities/template-stage';
import { byPosition, positionBetween } from './ordering';
import { db, isConditionFailure } from './service';
import { NotFoundError } from '../lib/http/errors';
import type { NewStage } from './stages';

export type TemplateStageRecord = EntityItem<typeof TemplateStageEntity>;

/** An organization's template stages in order (table, organization partition). */
export async function listTemplateStages(organizationId: string): Promise<TemplateStageRecord[]> {
  const { data } = await db().entities.templateStage.query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' });
  return data.map((t) => ({ ...t, stage_id: t.template_stage_id })).sort(byPosition);
}

/** Append a template stage. */
export async function createTemplateStage(organizationId: string, input: NewStage): Promise<TemplateStageRecord> {
  const last = (await listTemplateStages(organizationId)).at(-1)?.position ?? null;
  const { data } = await db()
    .entities.templateStage.create({ organization_id: organizationId, template_stage_id: randomUUID(), position: positionBetween(last, null), ...input })
    .go();
  return data;
}

export async function getTemplateStage(organizationId: string, id: string): Promise<TemplateStageRecord | null> {
  return (await db().entities.templateStage.get({ organization_id: organizationId, template_stage_id: id }).go()).data;
}

/** Change a template stage. @throws NotFoundError when it is not the organization's. */
export async function updateTemplateStage(organizationId: string, id: string, changes: Partial<NewStage>): Promise<TemplateStageRecord> {
  try {
    const { data } = await db().entities.templateStage.patch({ organization_id: organizationId, template_stage_id: id }).set(changes).go({ response: 'all_new' });
    return data as TemplateStageRecord;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Board stage not found');
    throw error;
  }
}

export async function deleteTemplateStage(organizationId: string, id: string): Promise<void> {
  if (!(await getTemplateStage(organizationId, id))) throw new NotFoundError('Board stage not found');
  await db().entities.templateStage.delete({ organization_id: organizationId, template_stage_id: id }).go({ response: 'none' });
}
