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

/** The confirmation, then the toggle. */
export function ArchiveConfirm({ onDone }: { onDone: () => void }) {
  const { card } = useCardPopup();
  const toggle = useToggleCardArchived();
  const verb = card.archived ? 'Unarchive' : 'Archive';
  return (
    <ConfirmDialog
      title={`${verb} card`}
      message={card.archived ? 'Are you sure you want to unarchive?' : 'Are you sure you want to archive?'}
      confirmLabel={verb}
      isPending={toggle.isPending}
      error={toggle.isError ? errorMessage(toggle.error) : undefined}
      onCancel={onDone}
      onConfirm={() =>
        toggle.mutate(undefined, {
          onSuccess: (updated) => {
            toast.success(updated.archived ? 'The card was archived.' : 'The card was unarchived.');
            onDone();
          },
        })
      }
      testId="archive-confirm"
    />
  );
}
