/**
 * Move to Recycle Bin (cards spec §4 "Moving to the recycle bin": after confirmation the card is removed,
 * added to the deleted list, its minimized card is removed and a success alert shows; §5 'Don't show this
 * again for 5 minutes'; §6 can_crud_content_group; accounts spec §4 Deleted card). While the confirmation
 * is snoozed (`PUT /popup_dismisses/bin_card`) the card is binned without asking. A time-tracking
 * refusal (cards spec §8; decisions R17) closes the confirmation and opens the invalid-stage popup; other
 * refusals show in the confirmation.
 */
import { useEffect, useRef, useState } from 'react';
import { CheckboxField, Loader } from '@aws-amplify/ui-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MinimizedCard } from '../../../../../../shared/schemas/user-preferences';
import { ConfirmDialog } from '../../../../components/ui/dialog/confirm-dialog';
import { toast } from '../../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../../lib/api-client';
import { openInvalidStageFor } from '../../../../components/ui/invalid-stage/invalid-stage-store';
import type { CardDetail } from '../../../../../../shared/schemas/card';
import { moveCardToBin } from '../../api/move-card-to-bin';
import { getCardQueryOptions } from '../../api/get-card';
import { getMinimizedCardsQueryOptions } from '../../api/get-minimized-cards';
import { isSnoozed, usePopupDismiss } from '../../api/get-popup-dismiss';
import { useSnoozePopup } from '../../api/snooze-popup';
import { useCardPopup } from '../../hooks/use-card-popup';
import { translate } from '../../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';

/** The snooze name of this confirmation (docs/decisions.md K26). */
export const BIN_CARD_POPUP_ID = 'bin_card';

/** The confirmation (unless snoozed), then the move. */
export function BinConfirm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('card');
  const { workspaceId, workspaceName, card, onCardChanged, close } = useCardPopup();
  const queryClient = useQueryClient();
  const dismiss = usePopupDismiss(BIN_CARD_POPUP_ID);
  const snooze = useSnoozePopup(BIN_CARD_POPUP_ID);
  const [dontAsk, setDontAsk] = useState(false);
  // The moment the item was chosen: a snooze running then skips the question.
  const [openedAt] = useState(() => Date.now());
  const bin = useMutation({
    mutationFn: () => moveCardToBin(workspaceId, card.id),
    // The refusal shows in the popup, not as a toast too.
    meta: { errorToast: false },
    onError: (error) => {
      if (openInvalidStageFor(error, { name: card.name, workspaceName })) onDone();
    },
    onSuccess: (binned) => {
      // The cached card is now in the bin: opened again (from the bin page), it is read-only at once.
      queryClient.setQueryData<CardDetail>(
        getCardQueryOptions(workspaceId, card.id).queryKey,
        (cached) => cached && { ...cached, deleted_at: binned.deleted_at },
      );
      queryClient.setQueryData<MinimizedCard[]>(getMinimizedCardsQueryOptions().queryKey, (dock) =>
        dock?.filter((m) => m.content_group_id !== card.id),
      );
      onCardChanged();
      // The alert outlives the route change that closing the popup makes.
      toast.successAcrossRoute(translate('card', 'bin.moved', { name: card.name }));
      close();
    },
  });
  const snoozed = dismiss.isSuccess && isSnoozed(dismiss.data, openedAt);

  // Snoozed: act at once, without asking (cards spec §5).
  const started = useRef(false);
  useEffect(() => {
    if (!snoozed || started.current) return;
    started.current = true;
    bin.mutate();
  }, [snoozed, bin]);

  if (dismiss.isPending || (snoozed && !bin.isError)) return <Loader ariaLabel={t('bin.moving')} />;
  return (
    <ConfirmDialog
      title={t('settings.moveToBin')}
      message={t('bin.question')}
      extra={
        snoozed ? null : (
          <CheckboxField
            label={t('bin.dontAsk')}
            name="dont-ask"
            checked={dontAsk}
            onChange={(e) => setDontAsk(e.target.checked)}
          />
        )
      }
      confirmLabel={t('settings.moveToBin')}
      destructive
      isPending={bin.isPending}
      error={bin.isError ? errorMessage(bin.error) : undefined}
      onCancel={onDone}
      onConfirm={() => {
        if (dontAsk) snooze.mutate();
        bin.mutate();
      }}
      testId="bin-confirm"
    />
  );
}
