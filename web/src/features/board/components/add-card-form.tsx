/**
 * Quick "Add Card" (accounts spec §2 board column and list row; cards spec §7 create: name required).
 * A button that becomes a "Card title" input (the shared InlineForm): Enter adds and clears the input for
 * the next card at once, Escape (or Cancel) closes it. The server's field errors show under the input. The added card is shown
 * and scrolled into view whatever page of its stage is loaded (issue 30 item 1).
 */
import { InlineForm } from '../../../components/ui/inline-form';
import { fieldError } from '../../../lib/api-client';
import { useCreateCard } from '../api/create-card';
import { revealCard } from '../utils/reveal-card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface AddCardFormProps {
  workspaceId: string;
  stageId: string;
  stageName: string;
  search: string;
  /** Compact inline layout for a list-view row. */
  inline?: boolean;
}

/** "Add Card" button and its inline form. */
export function AddCardForm({ workspaceId, stageId, stageName, search, inline = false }: AddCardFormProps) {
  const { t } = useTranslation('board');
  const mutation = useCreateCard(workspaceId, search);
  return (
    <InlineForm
      frame="plain"
      layout={inline ? 'row' : 'stack'}
      openLabel={t('card.addButton')}
      openAriaLabel={t('card.addTo', { stage: stageName })}
      openButton={{ size: 'small', variation: 'link', justifyContent: 'flex-start', width: inline ? 'auto' : '100%' }}
      formLabel={t('card.addTo', { stage: stageName })}
      fieldLabel={t('card.titleField')}
      fieldLabelHidden
      placeholder={t('card.titleField')}
      maxLength={255}
      submitLabel={t('card.add')}
      required
      clearOnSubmit
      // Never pending: a busy default button would block Enter for the next card while this one saves.
      isPending={false}
      serverError={fieldError(mutation.error, 'name')}
      onSubmit={(title, { restore }) =>
        mutation.mutate(
          { name: title, stage_id: stageId },
          // The new card shows at once and is scrolled into view (issue 30 item 1, K43).
          { onSuccess: (card) => revealCard(card.id, stageId), onError: restore },
        )
      }
      onClose={() => mutation.reset()}
    />
  );
}
