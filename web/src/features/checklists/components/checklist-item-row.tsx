/**
 * One checklist item (cards spec §4 Checklists): a done checkbox toggled at once and reverted on error,
 * the description edited by a double click within 250 ms (or Enter on the focused text), a drag handle
 * and a delete button, each shown only with its flag (cards spec §6 `can_update`, `can_destroy`).
 */
import { useState, type KeyboardEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ChecklistItem } from '../../../../../shared/schemas/checklist';
import { CHECKLIST_LIMITS } from '../../../../../shared/schemas/checklist-limits';
import { InlineEdit } from '../../../components/ui/inline-edit';
import { useQuickDoubleClick } from '../hooks/use-quick-double-click';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The drag handles' grip, a symbol, not a word: the handle's aria-label names it. */
export const GRIP = '⠿';

export interface ChecklistPermissions {
  canCreate: boolean;
  canUpdate: boolean;
  canDestroy: boolean;
}

interface ChecklistItemRowProps {
  item: ChecklistItem;
  permissions: ChecklistPermissions;
  /** Toggle done; `settled` runs once the server answered (either way). */
  onToggle: (done: boolean, settled: () => void) => void;
  onRename: (description: string) => void;
  onDelete: () => void;
}

/** The item's row. */
export function ChecklistItemRow({ item, permissions, onToggle, onRename, onDelete }: ChecklistItemRowProps) {
  const { t } = useTranslation('checklists');
  const [editing, setEditing] = useState(false);
  // The box shows the click at once, before the cached lists catch up (they update a tick later), and
  // follows the lists again once the request settled (reverted on error).
  const [pendingDone, setPendingDone] = useState<boolean | null>(null);
  const startEdit = () => permissions.canUpdate && setEditing(true);
  const onClick = useQuickDoubleClick(startEdit);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !permissions.canUpdate || editing,
  });
  const style = { transform: CSS.Transform.toString(transform), transition: transition };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEdit();
    }
  };

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`gl-checklist-item${isDragging ? ' gl-checklist-item--dragging' : ''}`}
      data-testid="checklist-item"
    >
      {permissions.canUpdate ? (
        <button
          type="button"
          className="gl-checklist-handle"
          aria-label={t('item.move', { item: item.description })}
          {...attributes}
          {...listeners}
        >
          {GRIP}
        </button>
      ) : null}
      <input
        type="checkbox"
        className="gl-checklist-check"
        checked={pendingDone ?? item.done}
        disabled={!permissions.canUpdate}
        aria-label={t('item.done', { item: item.description })}
        onChange={(e) => {
          const done = e.target.checked;
          setPendingDone(done);
          onToggle(done, () => setPendingDone(null));
        }}
      />
      {editing ? (
        <InlineEdit
          value={item.description}
          label={t('item.descriptionField')}
          maxLength={CHECKLIST_LIMITS.descriptionLength}
          onSave={onRename}
          onDone={() => setEditing(false)}
          className="gl-checklist-edit"
        />
      ) : (
        <span
          className={`gl-checklist-text${item.done ? ' gl-checklist-text--done' : ''}`}
          onClick={onClick}
          onKeyDown={onKeyDown}
          tabIndex={permissions.canUpdate ? 0 : undefined}
          role={permissions.canUpdate ? 'button' : undefined}
          aria-label={permissions.canUpdate ? t('item.editHint', { item: item.description }) : undefined}
        >
          {item.description}
        </span>
      )}
      {permissions.canDestroy ? (
        <button
          type="button"
          className="gl-checklist-remove"
          aria-label={t('item.delete', { item: item.description })}
          onClick={onDelete}
        >
          ×
        </button>
      ) : null}
    </li>
  );
}
