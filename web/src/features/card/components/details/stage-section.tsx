/**
 * Stage (cards spec §2 "The stage dropdown changes the stage inline"; §6 can_access_edit_title "title
 * and stage editing" and can_access_move_content_board). The choices are the stages the caller may see
 * (guests: the client-visible ones). Without the flags the stage name is plain text.
 */
import { SelectField } from '@aws-amplify/ui-react';
import { useUpdateCardStage } from '../../api/update-card-stage';
import { useCardPopup } from '../../hooks/use-card-popup';
import { DetailRow } from './detail-row';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';

/** The stage row. */
export function StageSection() {
  const { t } = useTranslation('card');
  const { card, can } = useCardPopup();
  const move = useUpdateCardStage();
  const editable = can('can_access_edit_title') && can('can_access_move_content_board') && !card.archived;
  return (
    <DetailRow label={t('details.stage')} testId="card-stage">
      {editable ? (
        <SelectField
          label={t('details.stage')}
          labelHidden
          size="small"
          value={card.stage_id}
          isDisabled={move.isPending}
          onChange={(event) => move.mutate(event.target.value)}
        >
          {card.allowed_stages.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stage.name}
            </option>
          ))}
        </SelectField>
      ) : (
        card.stage_name
      )}
    </DetailRow>
  );
}
