/**
 * The personal account's storage warning (cards spec §5 "A storage warning shows at 70% or more for a
 * personal account"; §9; accounts spec §9): over the contents of a card in a capped (personal) workspace,
 * once 70% of the 100 MB is used; at the cap it says uploads will be refused.
 */
import { Alert } from '@aws-amplify/ui-react';
import type { ContentsUploadInfo } from '../api/types';
import { formatFileSize } from '../../../lib/i18n/format';
import { storageWarningLevel } from '../utils/storage-warning';

/** The warning, or nothing below 70% or without a cap. */
export function StorageWarning({ info }: { info: ContentsUploadInfo }) {
  const level = storageWarningLevel(info.storage_used_bytes, info.storage_cap_bytes);
  if (level === null || info.storage_cap_bytes === null) return null;
  const used = `${formatFileSize(info.storage_used_bytes)} of ${formatFileSize(info.storage_cap_bytes)}`;
  return (
    <Alert variation={level === 'full' ? 'error' : 'warning'} data-testid="storage-warning">
      {level === 'full'
        ? `This workspace has used all of its storage (${used}). Delete contents to upload more.`
        : `This workspace has used ${used} of its storage.`}
    </Alert>
  );
}
