/**
 * The invalid-stage popup (cards spec §8: '"{card name}" card is currently being time-tracked in
 * "{workspace}" workspace. Move out of time-tracking stage to proceed.' with an Ok button), one line per
 * tracked card. Mount once inside the router; it opens from `invalid-stage-store.ts`. A native modal
 * dialog, so it shows above the card popup too.
 */
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { Dialog } from '../dialog/dialog';
import { closeInvalidStage, invalidStageText, useInvalidStageCards } from './invalid-stage-store';

/** The popup while a refused move is shown. */
export function InvalidStageDialog() {
  const cards = useInvalidStageCards();
  if (cards.length === 0) return null;
  return (
    <Dialog title="Card is being time-tracked" onClose={closeInvalidStage} testId="invalid-stage-popup">
      {cards.map((card) => (
        <Text key={`${card.workspaceName ?? ''}/${card.name}`}>{invalidStageText(card)}</Text>
      ))}
      <Flex justifyContent="flex-end">
        <Button variation="primary" onClick={closeInvalidStage} autoFocus>
          Ok
        </Button>
      </Flex>
    </Dialog>
  );
}
