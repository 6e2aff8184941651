/**
 * Archive or unarchive (cards spec §4 Card states: 'Are you sure you want to archive?' and
 * '...unarchive?'; §7 `DELETE …/archive` toggles; §6 can_access_content_group_archive). An archived
 * card leaves the board, list and calendar, and shows in the workspace's Archived cards view.
 */
import { ConfirmDialog } from '../../../../components/ui/dialog/confirm-dialog';
import { toast } from '../../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../../lib/api-client';
import { useToggleCardArchived } from '../../api/toggle-card-archived';
import { useCardPopup } from '../../hooks/use-card-popup';
import { translate } from '../../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';

/** The confirmation, then the toggle. */
export function ArchiveConfirm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('card');
  const { card } = useCardPopup();
  const toggle = useToggleCardArchived();
  return (
    <ConfirmDialog
      title={card.archived ? t('archive.unarchiveTitle') : t('archive.archiveTitle')}
      message={card.archived ? t('archive.unarchiveQuestion') : t('archive.archiveQuestion')}
      confirmLabel={card.archived ? t('settings.unarchive') : t('settings.archive')}
      isPending={toggle.isPending}
      error={toggle.isError ? errorMessage(toggle.error) : undefined}
      onCancel={onDone}
      onConfirm={() =>
        toggle.mutate(undefined, {
          onSuccess: (updated) => {
            toast.success(translate('card', updated.archived ? 'archive.archived' : 'archive.unarchived'));
            onDone();
          },
        })
      }
      testId="archive-confirm"
    />
  );
}
