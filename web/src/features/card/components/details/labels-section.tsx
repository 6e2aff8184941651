/**
 * Labels (cards spec §2 "a label dialog with modes list, new and edit"; §3 Label; §7 Labels; §6
 * can_access_edit_label). The row shows the card's labels; Edit opens the dialog: list mode ticks the
 * workspace's labels on and off the card, and "Manage labels" switches to the labels feature's new and
 * edit modes (given by the app as `extensions.renderLabelManager`).
 */
import { useEffect, useState } from 'react';
import { Button, CheckboxField, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { LabelChip, LabelChips } from '../../../../components/ui/label-chip';
import { Dialog } from '../../../../components/ui/dialog/dialog';
import { LoadFailure } from '../../../../components/ui/load-failure';
import { useQueryClient } from '@tanstack/react-query';
import { getCardLabelsQueryOptions, useCardLabels } from '../../api/get-card-labels';
import { useAssignCardLabel } from '../../api/assign-card-label';
import { getCardQueryOptions } from '../../api/get-card';
import { useCardPopup } from '../../hooks/use-card-popup';
import { DialogDetailRow } from './detail-row';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';

/** The dialog's list mode: every label with a checkbox. */
function LabelList() {
  const { t } = useTranslation('card');
  const { workspaceId, card } = useCardPopup();
  const choices = useCardLabels(workspaceId, card.id);
  const assign = useAssignCardLabel(workspaceId, card.id);
  if (choices.isPending) return <Loader ariaLabel={t('labels.loading')} />;
  if (choices.isError)
    return (
      <LoadFailure error={choices.error} heading={t('labels.loadFailed')} onRetry={() => void choices.refetch()} />
    );
  if (choices.data.length === 0) return <Text color="font.secondary">{t('labels.noneInWorkspace')}</Text>;
  return (
    <Flex direction="column" gap="xs" as="ul" className="gl-card-labels" aria-label={t('labels.ofWorkspace')}>
      {choices.data.map((label) => (
        <li key={label.id}>
          <CheckboxField
            name={`label-${label.id}`}
            label={<LabelChip name={label.name} colorHex={label.color_hex} />}
            checked={label.assigned}
            disabled={assign.isPending}
            aria-label={label.name}
            onChange={(event) => assign.mutate({ label_id: label.id, assigned: event.target.checked })}
          />
        </li>
      ))}
    </Flex>
  );
}

/** The label dialog. */
function LabelsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('card');
  const { workspaceId, card, extensions, onCardChanged } = useCardPopup();
  const queryClient = useQueryClient();
  const [managing, setManaging] = useState(false);
  // The manager's code is not on the card's first screen: an open dialog fetches it before "Manage labels" is pressed.
  useEffect(() => extensions.preloadLabelManager?.(), [extensions]);
  // A renamed, recoloured or deleted label changes this card and the list.
  const onLabelsChanged = () => {
    void queryClient.invalidateQueries({ queryKey: getCardLabelsQueryOptions(workspaceId, card.id).queryKey });
    void queryClient.invalidateQueries({ queryKey: getCardQueryOptions(workspaceId, card.id).queryKey });
    onCardChanged();
  };
  return (
    <Dialog title={t('details.labels')} onClose={onClose} testId="labels-dialog">
      {managing && extensions.renderLabelManager ? (
        extensions.renderLabelManager({ workspaceId, onChanged: onLabelsChanged })
      ) : (
        <LabelList />
      )}
      <Flex justifyContent="space-between">
        {extensions.renderLabelManager ? (
          <Button variation="link" onClick={() => setManaging((m) => !m)}>
            {managing ? t('labels.back') : t('labels.manage')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onClose}>{t('dialog.done')}</Button>
      </Flex>
    </Dialog>
  );
}

/** The Labels row. */
export function LabelsSection() {
  const { t } = useTranslation('card');
  const { card, can } = useCardPopup();
  return (
    <DialogDetailRow
      label={t('details.labels')}
      testId="card-labels"
      editLabel={t('labels.edit')}
      editable={can('can_access_edit_label')}
      renderDialog={(onClose) => <LabelsDialog onClose={onClose} />}
    >
      {card.labels.length ? <LabelChips labels={card.labels} /> : t('details.none')}
    </DialogDetailRow>
  );
}
