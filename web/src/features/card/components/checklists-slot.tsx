/**
 * The checklist section of the contents area (cards spec §2 Popup sections "checklist section" and the
 * floating 'See List' button; §6 list flags). The checklists feature renders it through the app's
 * `extensions.renderChecklists`; after a checklist write the card and the workspace views refresh, so the
 * subtask counts follow.
 */
import { useQueryClient } from '@tanstack/react-query';
import { getCardQueryOptions } from '../api/get-card';
import { useCardPopup } from '../hooks/use-card-popup';

/** The checklists, when the app provides them. */
export function ChecklistsSlot() {
  const { workspaceId, card, can, readOnly, onCardChanged, extensions } = useCardPopup();
  const queryClient = useQueryClient();
  if (!extensions.renderChecklists) return null;
  const onSubtasksChanged = () => {
    onCardChanged();
    void queryClient.invalidateQueries({ queryKey: getCardQueryOptions(workspaceId, card.id).queryKey });
  };
  const flags = { can_create: can('can_create'), can_update: can('can_update'), can_destroy: can('can_destroy') };
  return (
    <>
      {extensions.renderChecklists({
        workspaceId,
        cardId: card.id,
        readOnly,
        flags,
        onSubtasksChanged,
      })}
    </>
  );
}
