/**
 * The personal account's storage warning (cards spec §5 "A storage warning shows at 70% or more for a
 * personal account"; §9; accounts spec §9): over the contents of a card in a capped (personal) workspace,
 * once 70% of the 100 MB is used; at the cap it says uploads will be refused. In the reader's language
 * (`contents` catalogue; issue 41, decisions LU7).
 */
import { Alert } from '@aws-amplify/ui-react';
import type { ContentsUploadInfo } from '../api/types';
import { formatFileSize } from '../../../lib/i18n/format';
import { storageWarningLevel } from '../utils/storage-warning';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The warning, or nothing below 70% or without a cap. */
export function StorageWarning({ info }: { info: ContentsUploadInfo }) {
  const { t } = useTranslation('contents');
  const level = storageWarningLevel(info.storage_used_bytes, info.storage_cap_bytes);
  if (level === null || info.storage_cap_bytes === null) return null;
  const sizes = { used: formatFileSize(info.storage_used_bytes), cap: formatFileSize(info.storage_cap_bytes) };
  return (
    <Alert variation={level === 'full' ? 'error' : 'warning'} data-testid="storage-warning">
      {level === 'full' ? t('storage.full', sizes) : t('storage.used', sizes)}
    </Alert>
  );
}
