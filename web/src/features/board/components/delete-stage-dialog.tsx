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
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Translation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** A translator of the `board` namespace. */
type Translate = Translation['t'];

interface DeleteStageDialogProps {
  workspaceId: string;
  search?: string;
  /** `content_groups_count` is every card of the stage, search or not. */
  stage: { id: string; name: string; content_groups_count: number };
  onClose: () => void;
}

/** Why a stage with `count` cards cannot be deleted yet, e.g. "“Drafts” holds 3 cards. …". */
export function stageNotEmptyMessage(t: Translate, name: string, count: number): string {
  return t('stage.notEmpty', { name, count });
}

/** Confirms, deletes, and closes on success; for a stage with cards, only says why it cannot go yet. */
export function DeleteStageDialog({ workspaceId, search = '', stage, onClose }: DeleteStageDialogProps) {
  const { t } = useTranslation('board');
  const mutation = useDeleteStage(workspaceId, search);
  if (stage.content_groups_count > 0) {
    return (
      <Dialog title={t('stage.delete')} onClose={onClose} testId="delete-stage-dialog">
        <Text role="alert">{stageNotEmptyMessage(t, stage.name, stage.content_groups_count)}</Text>
        <Flex justifyContent="flex-end">
          <Button variation="primary" onClick={onClose} autoFocus>
            {t('stage.ok')}
          </Button>
        </Flex>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      title={t('stage.delete')}
      message={t('stage.deleteConfirm', { name: stage.name })}
      confirmLabel={t('stage.deleteAction')}
      destructive
      isPending={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : undefined}
      onConfirm={() => mutation.mutate(stage.id, { onSuccess: onClose })}
      onCancel={onClose}
      testId="delete-stage-dialog"
    />
  );
}
