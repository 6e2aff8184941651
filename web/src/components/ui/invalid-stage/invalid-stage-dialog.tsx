/**
 * The invalid-stage popup (cards spec §8: '"{card name}" card is currently being time-tracked in
 * "{workspace}" workspace. Move out of time-tracking stage to proceed.' with an Ok button), one line per
 * tracked card. Mount once inside the router; it opens from `invalid-stage-store.ts`. A native modal
 * dialog, so it shows above the card popup too.
 *
 * A refused move that can be retried (board, list, the popup's stage dropdown) is explained in plain
 * words instead (issue 30 item 2): when the caller's own timer runs on the card it says so and offers
 * "Stop my timer and move", which stops the timer and makes the same move again; when someone else's
 * timer does, it says the card can move once their timer stops.
 */
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../ui-english-messages';
import { useState } from 'react';
import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../dialog/dialog';
import { errorMessage } from '../../../lib/api-client';
import {
  closeInvalidStage,
  getTimerActions,
  invalidStageText,
  useInvalidStageCards,
  type TrackedCard,
} from './invalid-stage-store';

/** The retryable refusal of one card's move. */
function RetryableMove({ card }: { card: TrackedCard & { retry: () => void; cardId: string; workspaceId: string } }) {
  const { t } = useTranslation('ui');
  const actions = getTimerActions()!;
  const current = useQuery({
    queryKey: ['invalid-stage', 'current-timer', card.cardId],
    queryFn: actions.currentCardId,
    staleTime: 0,
  });
  const [stopping, setStopping] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (current.isPending) return <Loader ariaLabel={t('invalidStage.checking')} />;
  const mine = current.data === card.cardId;
  const stopAndMove = async () => {
    setStopping(true);
    setFailure(null);
    try {
      await actions.stop(card.workspaceId, card.cardId);
      closeInvalidStage();
      card.retry();
    } catch (error) {
      setFailure(errorMessage(error));
      setStopping(false);
    }
  };
  return (
    <>
      <Text>{t(mine ? 'invalidStage.mine' : 'invalidStage.theirs', { name: card.name })}</Text>
      {failure ? (
        <Text role="alert" variation="error">
          {failure}
        </Text>
      ) : null}
      <Flex justifyContent="flex-end">
        {mine ? (
          <>
            <Button onClick={closeInvalidStage}>{t('common:action.cancel')}</Button>
            <Button
              variation="primary"
              onClick={() => void stopAndMove()}
              isLoading={stopping}
              loadingText={t('invalidStage.stopping')}
              autoFocus
            >
              {t('invalidStage.stopAndMove')}
            </Button>
          </>
        ) : (
          <Button variation="primary" onClick={closeInvalidStage} autoFocus>
            {t('invalidStage.ok')}
          </Button>
        )}
      </Flex>
    </>
  );
}

/** The popup while a refused move is shown. */
export function InvalidStageDialog() {
  const { t } = useTranslation('ui');
  const cards = useInvalidStageCards();
  if (cards.length === 0) return null;
  const [only] = cards;
  const retryable = cards.length === 1 && only.retry && only.cardId && only.workspaceId && getTimerActions();
  return (
    <Dialog title={t('invalidStage.title')} onClose={closeInvalidStage} testId="invalid-stage-popup">
      {retryable ? (
        <RetryableMove card={{ ...only, retry: only.retry!, cardId: only.cardId!, workspaceId: only.workspaceId! }} />
      ) : (
        <>
          {cards.map((card) => (
            <Text key={`${card.workspaceName ?? ''}/${card.name}`}>{invalidStageText(card, t)}</Text>
          ))}
          <Flex justifyContent="flex-end">
            <Button variation="primary" onClick={closeInvalidStage} autoFocus>
              {t('invalidStage.ok')}
            </Button>
          </Flex>
        </>
      )}
    </Dialog>
  );
}
