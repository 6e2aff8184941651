/**
 * The checklist section of the card popup's contents area (cards spec §2 Popup sections "checklist
 * section", §4 Checklists, §6 list flags `can_create`, `can_update`, `can_destroy`; read-only cards allow
 * no edits). Lists can be dragged into a new order; each list is a `ChecklistCard`.
 */
import { Button, Loader, Text } from '@aws-amplify/ui-react';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CHECKLIST_LIMITS } from '../../../../../shared/schemas/checklist-limits';
import { errorMessage } from '../../../lib/api-client';
import { useChecklists } from '../api/get-checklists';
import { useCreateChecklist } from '../api/create-checklist';
import { useSortChecklists } from '../api/sort-checklists';
import type { ChecklistScope } from '../hooks/use-checklist-mutation';
import { AddTextForm } from './add-text-form';
import { ChecklistCard, useSortSensors } from './checklist-card';
import './checklists.css';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The id the floating 'See List' button scrolls to. */
export const CHECKLIST_SECTION_ID = 'card-checklists';

interface ChecklistSectionProps extends ChecklistScope {
  /** The caller's list flags for this workspace (cards spec §6). */
  flags: { can_create: boolean; can_update: boolean; can_destroy: boolean };
  /** A card in the recycle bin, or opened from it, takes no edits (cards spec §4 Card states). */
  readOnly: boolean;
}

/** Every list of the card, with the "Add a list" field. */
export function ChecklistSection({ workspaceId, cardId, onSubtasksChanged, flags, readOnly }: ChecklistSectionProps) {
  const { t } = useTranslation('checklists');
  const scope = { workspaceId, cardId, onSubtasksChanged };
  const lists = useChecklists(workspaceId, cardId);
  const createList = useCreateChecklist(scope);
  const sortLists = useSortChecklists(scope);
  const sensors = useSortSensors();
  const permissions = {
    canCreate: flags.can_create && !readOnly,
    canUpdate: flags.can_update && !readOnly,
    canDestroy: flags.can_destroy && !readOnly,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id || !lists.data) return;
    const ids = lists.data.map((l) => l.id);
    sortLists.mutate(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <section id={CHECKLIST_SECTION_ID} className="gl-checklists" aria-labelledby={`${CHECKLIST_SECTION_ID}-heading`}>
      <h3 id={`${CHECKLIST_SECTION_ID}-heading`} className="gl-card-popup__section-title">
        {t('section.heading')}
      </h3>
      {lists.isPending ? (
        <Loader aria-label={t('section.loading')} />
      ) : lists.isError ? (
        <div role="alert" className="gl-checklists-error">
          <Text>{t('section.loadFailed', { error: errorMessage(lists.error) })}</Text>
          <Button size="small" onClick={() => void lists.refetch()}>
            {t('common:action.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          {lists.data.length === 0 ? <Text className="gl-checklists-empty">{t('section.empty')}</Text> : null}
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={lists.data.map((l) => l.id)} strategy={verticalListSortingStrategy}>
              {lists.data.map((list) => (
                <ChecklistCard key={list.id} list={list} scope={scope} permissions={permissions} />
              ))}
            </SortableContext>
          </DndContext>
          {permissions.canCreate && lists.data.length < CHECKLIST_LIMITS.listsPerCard ? (
            <AddTextForm
              label={t('section.newList')}
              placeholder={t('section.addListPlaceholder')}
              buttonLabel={t('section.addList')}
              maxLength={CHECKLIST_LIMITS.titleLength}
              allowEmpty
              isPending={createList.isPending}
              onAdd={(title) => createList.mutateAsync(title)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
