/**
 * `PUT /api/v1/workspaces/{id}/content_group_duplicate_settings {card_duplicate}`: remember the Copy
 * panel's choices for the workspace (cards spec §4 "Escape or an outside click closes it and saves the
 * choices"; decisions K30). The cached settings take the saved choices at once, so reopening shows them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopySettingsResponse } from '../../../../../shared/schemas/card-copy';
import type { CardDuplicateSettings } from '../../../../../shared/schemas/card-copy-limits';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getCopySettingsQueryOptions } from './get-copy-settings';

/** Saves the settings. */
export function saveCopySettings(
  workspaceId: string,
  settings: CardDuplicateSettings,
): Promise<{ settings: CardDuplicateSettings }> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_group_duplicate_settings', {
      params: { path: { id: workspaceId } },
      body: { card_duplicate: settings },
    }),
  );
}

/** Save mutation of a workspace's copy settings. */
export function useSaveCopySettings(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCopySettingsQueryOptions(workspaceId);
  return useMutation({
    mutationFn: (settings: CardDuplicateSettings) => saveCopySettings(workspaceId, settings),
    onMutate: (settings) => {
      queryClient.setQueryData<CopySettingsResponse>(queryKey, (old) => (old ? { ...old, settings } : old));
    },
  });
}
