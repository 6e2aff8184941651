/**
 * The delete-stage popup (accounts spec §4 "Stage creation and deletion use popups"). A stage can only
 * be deleted once it is empty: when it still holds cards the popup says so and how many, and offers no
 * Delete (issue 11), so no request is sent. The stage's count can be stale (another member emptied it
 * meanwhile; the board's polling catches up); the server still refuses a stage that has cards with
 * "Move or delete the cards of this stage before deleting it.", shown in the popup, which stays open.
 */
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteStage } from '../api/delete-stage';

interface DeleteStageDialogProps {
  workspaceId: string;
  search?: string;
  /** `content_groups_count` is every card of the stage, search or not. */
  stage: { id: string; name: string; content_groups_count: number };
  onClose: () => void;
}

/** Why a stage with `count` cards cannot be deleted yet, e.g. "“Drafts” holds 3 cards. …". */
export function stageNotEmptyMessage(name: string, count: number): string {
  return `“${name}” holds ${count} ${count === 1 ? 'card' : 'cards'}. Move or delete ${count === 1 ? 'it' : 'them'} before deleting the stage.`;
}

/** Confirms, deletes, and closes on success; for a stage with cards, only says why it cannot go yet. */
export function DeleteStageDialog({ workspaceId, search = '', stage, onClose }: DeleteStageDialogProps) {
  const mutation = useDeleteStage(workspaceId, search);
  if (stage.content_groups_count > 0) {
    return (
      <Dialog title="Delete stage" onClose={onClose} testId="delete-stage-dialog">
        <Text role="alert">{stageNotEmptyMessage(stage.name, stage.content_groups_count)}</Text>
        <Flex justifyContent="flex-end">
          <Button variation="primary" onClick={onClose} autoFocus>
            OK
          </Button>
        </Flex>
      </Dialog>
    );
  }
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
