/**
 * `GET /api/v1/template_stages?organization_id=`: the organization's board stages, which seed the stages
 * of its new workspaces (accounts spec §2 Board stages page; §3 Template stage; §7 Template stages).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** The flags a board stage has (accounts spec §3 Template stage: same flags as Stage). */
export const TEMPLATE_STAGE_FLAGS = [
  'enable_revision',
  'enable_timestamp',
  'visible_to_client',
  'require_approval_from_client',
] as const;
/** One flag. */
export type TemplateStageFlag = (typeof TEMPLATE_STAGE_FLAGS)[number];

/** One board stage. */
export type TemplateStage = {
  id: string;
  organization_id: string;
  name: string;
  position: string;
} & Record<TemplateStageFlag, boolean>;

/** Fetches the board stages, in order. */
export function getTemplateStages(organizationId: string, signal?: AbortSignal): Promise<TemplateStage[]> {
  return unwrap(apiClient.GET('/api/v1/template_stages', { params: { header: { org_id: organizationId } }, signal }));
}

/** Query options. */
export function getTemplateStagesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['template-stages', organizationId] as const,
    queryFn: ({ signal }) => getTemplateStages(organizationId, signal),
  });
}

/** The organization's board stages. */
export function useTemplateStages(organizationId: string) {
  return useQuery(getTemplateStagesQueryOptions(organizationId));
}
