/**
 * `GET /api/v1/template_stages/new?organization_id=`: the defaults of a new board stage (accounts spec
 * §3 Template stage: name "Untitled", all flags off), which pre-fill the add popup.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import type { TemplateStageFlag } from './get-template-stages';

/** The defaults. */
export type NewTemplateStageDefaults = { name: string } & Record<TemplateStageFlag, boolean>;

/** Fetches the defaults. */
export function getNewTemplateStage(organizationId: string, signal?: AbortSignal): Promise<NewTemplateStageDefaults> {
  return unwrap(
    apiClient.GET('/api/v1/template_stages/new', { params: { header: { org_id: organizationId } }, signal }),
  );
}

/** Query options; the defaults never change while the app runs. */
export function getNewTemplateStageQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['template-stages', organizationId, 'new'] as const,
    queryFn: ({ signal }) => getNewTemplateStage(organizationId, signal),
    staleTime: Infinity,
  });
}

/** The defaults of a new board stage. */
export function useNewTemplateStage(organizationId: string) {
  return useQuery(getNewTemplateStageQueryOptions(organizationId));
}
