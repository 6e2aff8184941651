/**
 * The confirmation before the selected contents are deleted (cards spec §5 "Are you sure you want to delete
 * n card(s)?"; issue 13; issue 41's languages, decisions LW1): its title, message and Delete come from the
 * `contents` catalogue, Cancel from `common`.
 */
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CONTENT_MESSAGES } from '../utils/content-messages';
import '../english-messages';

/** `count` contents to delete; `error` a readable message of a failed delete. */
export interface DeleteContentsDialogProps {
  count: number;
  isPending: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The delete confirmation of the contents area. */
export function DeleteContentsDialog({ count, isPending, error, onConfirm, onCancel }: DeleteContentsDialogProps) {
  const { t } = useTranslation('contents');
  return (
    <ConfirmDialog
      title={t('delete.title')}
      message={CONTENT_MESSAGES.confirmDelete(count)}
      confirmLabel={t('delete.confirm')}
      destructive
      isPending={isPending}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="contents-delete-confirm"
    />
  );
}
