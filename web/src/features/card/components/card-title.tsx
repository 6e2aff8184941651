/**
 * The popup's title (cards spec §2 "Title is edited inline"; §5 "Title edit: empty or unchanged is
 * discarded. Enter saves, Escape cancels"). Click the title, or its Edit button, to edit; needs
 * can_access_edit_title (otherwise the title is plain text).
 */
import { useState } from 'react';
import { InlineEdit } from '../../../components/ui/inline-edit';
import { useUpdateCard } from '../api/update-card';
import { useCardPopup } from '../hooks/use-card-popup';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The title, editable in place. */
export function CardTitle() {
  const { t } = useTranslation('card');
  const { card, can } = useCardPopup();
  const [editing, setEditing] = useState(false);
  const update = useUpdateCard();
  const editable = can('can_access_edit_title');

  if (editing && editable) {
    return (
      <div className="gl-card-popup__title gl-card-popup__title--editing">
        <InlineEdit
          value={card.name}
          label={t('header.titleField')}
          size="large"
          onSave={(name) => update.mutate({ name })}
          onDone={() => setEditing(false)}
        />
      </div>
    );
  }
  return (
    <h2 className="gl-card-popup__title">
      {editable ? (
        <button
          type="button"
          className="gl-card-popup__title-button"
          onClick={() => setEditing(true)}
          title={t('header.editTitle')}
        >
          <span className="visually-hidden">{t('header.editTitlePrefix')} </span>
          {card.name}
        </button>
      ) : (
        card.name
      )}
    </h2>
  );
}
