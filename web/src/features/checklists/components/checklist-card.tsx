/**
 * One checklist (cards spec §4 Checklists): its title (double click within 250 ms to rename), progress as
 * the rounded percent of done items, 'Hide to Guests' / 'Show to Guests', delete with a confirmation,
 * its items in drag order, and the add-item field. Every control follows its flag (cards spec §6).
 */
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@aws-amplify/ui-react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Checklist } from '../../../../../shared/schemas/checklist';
import { CHECKLIST_LIMITS, checklistProgress } from '../../../../../shared/schemas/checklist-limits';
import { InlineEdit } from '../../../components/ui/inline-edit';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { useQuickDoubleClick } from '../hooks/use-quick-double-click';
import type { ChecklistScope } from '../hooks/use-checklist-mutation';
import { useUpdateChecklist } from '../api/update-checklist';
import { useDeleteChecklist } from '../api/delete-checklist';
import { useCreateChecklistItem } from '../api/create-checklist-item';
import { useUpdateChecklistItem } from '../api/update-checklist-item';
import { useDeleteChecklistItem } from '../api/delete-checklist-item';
import { useSortChecklistItems } from '../api/sort-checklist-items';
import { AddTextForm } from './add-text-form';
import { ChecklistItemRow, GRIP, type ChecklistPermissions } from './checklist-item-row';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface ChecklistCardProps {
  list: Checklist;
  scope: ChecklistScope;
  permissions: ChecklistPermissions;
}

/** Sensors for sorting: pointer after a small move, touch after a hold, and the keyboard. */
export function useSortSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** The list's card. */
export function ChecklistCard({ list, scope, permissions }: ChecklistCardProps) {
  const { t } = useTranslation('checklists');
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const updateList = useUpdateChecklist(scope);
  const deleteList = useDeleteChecklist(scope);
  const createItem = useCreateChecklistItem(scope);
  const updateItem = useUpdateChecklistItem(scope);
  const deleteItem = useDeleteChecklistItem(scope);
  const sortItems = useSortChecklistItems(scope);
  const sensors = useSortSensors();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: list.id,
    disabled: !permissions.canUpdate || editing,
  });
  const startEdit = () => permissions.canUpdate && setEditing(true);
  const onTitleClick = useQuickDoubleClick(startEdit);
  const progress = checklistProgress(list.items);

  const onItemDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = list.items.map((i) => i.id);
    sortItems.mutate({
      listId: list.id,
      orderedIds: arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))),
    });
  };
  const onTitleKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEdit();
    }
  };

  return (
    <section
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition: transition }}
      className={`gl-checklist${list.hidden ? ' gl-checklist--hidden' : ''}`}
      aria-label={t('list.label', { title: list.title })}
      data-testid="checklist"
    >
      <header className="gl-checklist-header">
        {permissions.canUpdate ? (
          <button
            type="button"
            className="gl-checklist-handle"
            aria-label={t('list.move', { title: list.title })}
            {...attributes}
            {...listeners}
          >
            {GRIP}
          </button>
        ) : null}
        {editing ? (
          <InlineEdit
            value={list.title}
            label={t('list.titleField')}
            maxLength={CHECKLIST_LIMITS.titleLength}
            onSave={(title) => updateList.mutate({ listId: list.id, changes: { title } })}
            onDone={() => setEditing(false)}
            className="gl-checklist-edit"
          />
        ) : (
          <h4
            className="gl-checklist-title"
            onClick={onTitleClick}
            onKeyDown={onTitleKey}
            tabIndex={permissions.canUpdate ? 0 : undefined}
            title={permissions.canUpdate ? t('list.renameHint') : undefined}
          >
            {list.title}
          </h4>
        )}
        {list.hidden ? <span className="gl-checklist-badge">{t('list.hiddenBadge')}</span> : null}
        {permissions.canUpdate ? (
          <Button
            size="small"
            variation="link"
            onClick={() => updateList.mutate({ listId: list.id, changes: { hidden: !list.hidden } })}
          >
            {list.hidden ? t('list.show') : t('list.hide')}
          </Button>
        ) : null}
        {permissions.canDestroy ? (
          <Button size="small" variation="link" colorTheme="error" onClick={() => setConfirmDelete(true)}>
            {t('list.delete')}
          </Button>
        ) : null}
      </header>
      <div className="gl-checklist-progress">
        <span className="gl-checklist-percent">{t('list.percent', { percent: progress })}</span>
        <progress
          max={100}
          value={progress}
          aria-label={t('list.progress', { title: list.title })}
          aria-valuetext={t('list.progressDone', { percent: progress })}
        />
      </div>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onItemDragEnd}>
        <SortableContext items={list.items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <ul className="gl-checklist-items">
            {list.items.map((item) => (
              <ChecklistItemRow
                key={item.id}
                item={item}
                permissions={permissions}
                onToggle={(done, settled) =>
                  updateItem.mutate({ listId: list.id, itemId: item.id, changes: { done } }, { onSettled: settled })
                }
                onRename={(description) =>
                  updateItem.mutate({ listId: list.id, itemId: item.id, changes: { description } })
                }
                onDelete={() => deleteItem.mutate({ listId: list.id, itemId: item.id })}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {permissions.canCreate && list.items.length < CHECKLIST_LIMITS.itemsPerList ? (
        <AddTextForm
          label={t('list.newItem', { title: list.title })}
          placeholder={t('list.addItemPlaceholder')}
          buttonLabel={t('list.addItem')}
          maxLength={CHECKLIST_LIMITS.descriptionLength}
          isPending={createItem.isPending}
          onAdd={(description) => createItem.mutateAsync({ listId: list.id, description })}
        />
      ) : null}
      {confirmDelete ? (
        <ConfirmDialog
          title={t('list.deleteTitle')}
          message={t('list.deleteQuestion', { title: list.title, count: list.items.length })}
          confirmLabel={t('list.delete')}
          destructive
          isPending={deleteList.isPending}
          onConfirm={() => deleteList.mutate(list.id, { onSettled: () => setConfirmDelete(false) })}
          onCancel={() => setConfirmDelete(false)}
        />
      ) : null}
    </section>
  );
}
