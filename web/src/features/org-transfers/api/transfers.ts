/**
 * Organization export and import (issue 40; decisions EX1–EX12): start a job, then follow it every second
 * until it is done or failed. An import first sends the zip straight to S3 with a presigned POST.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ExportJob, ImportJob } from '../../../../../shared/schemas/org-transfers';
import { MAX_IMPORT_BYTES, TRANSFER_MESSAGES } from '../../../../../shared/schemas/org-transfer-limits';
import { apiClient, unwrap } from '../../../lib/api-client';
import { uploadToPresignedPost } from '../../../lib/presigned-upload';

/** Follow a job every second while it is queued or running. */
const refetchWhileRunning = (query: { state: { data?: { status: string } } }) =>
  query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 1000;

/** Start an export of the organization (Owner only). */
export function useStartExport(organizationId: string) {
  return useMutation({
    mutationFn: () =>
      unwrap(apiClient.POST('/api/v1/organizations/{id}/exports', { params: { path: { id: organizationId } } })),
  });
}

/** An export job, followed until it ends. */
export function useExportJob(organizationId: string, exportId: string | null) {
  return useQuery({
    queryKey: ['organizations', organizationId, 'exports', exportId],
    queryFn: () =>
      unwrap(
        apiClient.GET('/api/v1/organizations/{id}/exports/{export_id}', {
          params: { path: { id: organizationId, export_id: exportId! } },
        }),
      ) as Promise<ExportJob>,
    enabled: Boolean(exportId),
    refetchInterval: refetchWhileRunning,
  });
}

/** Upload `file` and start its import; `onUpload` gets the upload's 0–100. @returns the import's id. */
export async function startImport(file: File, onUpload: (percent: number) => void): Promise<string> {
  // Refused before anything is sent: S3 would only refuse a file over the limit after the whole upload.
  if (file.size > MAX_IMPORT_BYTES) throw new Error(TRANSFER_MESSAGES.tooLarge);
  const presigned = await unwrap(apiClient.POST('/api/v1/organizations/imports/upload', {}));
  await uploadToPresignedPost(presigned, file, onUpload);
  const started = await unwrap(apiClient.POST('/api/v1/organizations/imports', { body: { key: presigned.key } }));
  return started.import_id;
}

/** An import job, followed until it ends. */
export function useImportJob(importId: string | null) {
  return useQuery({
    queryKey: ['organizations', 'imports', importId],
    queryFn: () =>
      unwrap(
        apiClient.GET('/api/v1/organization_imports/{import_id}', { params: { path: { import_id: importId! } } }),
      ) as Promise<ImportJob>,
    enabled: Boolean(importId),
    refetchInterval: refetchWhileRunning,
  });
}
