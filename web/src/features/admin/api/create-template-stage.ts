/**
 * `POST /api/v1/template_stages?organization_id=`: add a board stage (accounts spec §3 Template stage:
 * name defaults to "Untitled", all flags off). Field errors show in the popup.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getTemplateStagesQueryOptions, type TemplateStage, type TemplateStageFlag } from './get-template-stages';

/** The new board stage: a name and any flags. */
export type NewTemplateStage = { name: string } & Partial<Record<TemplateStageFlag, boolean>>;

/** Creates a board stage; an empty name becomes "Untitled" on the server. */
export function createTemplateStage(organizationId: string, body: NewTemplateStage): Promise<TemplateStage> {
  return unwrap(
    apiClient.POST('/api/v1/template_stages', {
      params: { header: { org_id: organizationId } },
      body: { ...body, name: body.name.trim() || undefined },
    }),
  );
}

/** Create mutation. */
export function useCreateTemplateStage(organizationId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getTemplateStagesQueryOptions(organizationId);
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: NewTemplateStage) => createTemplateStage(organizationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
