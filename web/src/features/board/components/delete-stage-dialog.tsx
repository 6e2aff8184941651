/**
 * The delete-stage popup (accounts spec §4 "Stage creation and deletion use popups"). A stage that
 * still has cards is refused by the server with "Move or delete the cards of this stage before
 * deleting it."; that message shows in the popup, which stays open.
 */
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteStage } from '../api/delete-stage';

interface DeleteStageDialogProps {
  workspaceId: string;
  search?: string;
  stage: { id: string; name: string };
  onClose: () => void;
}

/** Confirms, deletes, and closes on success. */
export function DeleteStageDialog({ workspaceId, search = '', stage, onClose }: DeleteStageDialogProps) {
  const mutation = useDeleteStage(workspaceId, search);
  return (
    <ConfirmDialog
      title="Delete stage"
      message={`Delete the stage “${stage.name}”? This cannot be undone.`}
      confirmLabel="Delete"
      destructive
      isPending={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : undefined}
      onConfirm={() => mutation.mutate(stage.id, { onSuccess: onClose })}
      onCancel={onClose}
      testId="delete-stage-dialog"
    />
  );
}
