/**
 * The minimized-card dock (cards spec §2 Minimized cards; accounts spec §2 "minimized-card dock"): a bar
 * at the bottom of every signed-in page listing the user's minimized cards. A click restores the card
 * (opens its popup and `DELETE /api/v1/minimized_content_groups/{card id}`); ✕ removes it. On phones the
 * dock is a collapsed pill that expands into the list, and collapses by itself when one card is left.
 * Nothing shows while the dock is empty or cannot be read. Its words are the `ui` namespace's, English
 * bundled with the dock (issue 41).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { MinimizedCard } from '../../../../../shared/schemas/user-preferences';
import { paths } from '../../../config/paths';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useMinimizedCards } from '../api/get-minimized-cards';
import { useRemoveMinimizedCard } from '../api/remove-minimized-card';
import './minimized-dock.css';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../components/ui/ui-english-messages';

/** Phones: where the workspace's bottom bar shows (app.css). */
const PHONE_QUERY = '(max-width: 767.98px)';

/** The phone toggle's arrow: open (points down) or closed (points up). */
const ARROW = { open: '▾', closed: '▴' };

function DockItem({ item, onRestore, onRemove }: { item: MinimizedCard; onRestore: () => void; onRemove: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <li className="gl-dock__item" data-testid={`dock-${item.content_group_id}`}>
      <button
        type="button"
        className="gl-dock__open"
        onClick={onRestore}
        title={`${item.content_group.name} · ${item.workspace.name}`}
      >
        <span className="gl-dock__name">{item.content_group.name}</span>
        <span className="gl-dock__workspace">{item.workspace.name}</span>
      </button>
      <button
        type="button"
        className="gl-dock__remove"
        onClick={onRemove}
        aria-label={t('dock.remove', { name: item.content_group.name })}
      >
        ✕
      </button>
    </li>
  );
}

/** The dock. */
export function MinimizedDock() {
  const { t } = useTranslation('ui');
  const query = useMinimizedCards();
  const remove = useRemoveMinimizedCard();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const [expanded, setExpanded] = useState(false);
  const cards = query.data ?? [];
  // One card left: the phone dock folds back by itself (accounts spec §2).
  const [lastCount, setLastCount] = useState(cards.length);
  if (lastCount !== cards.length) {
    setLastCount(cards.length);
    if (cards.length <= 1) setExpanded(false);
  }
  if (cards.length === 0) return null;

  const restore = (item: MinimizedCard) => {
    remove.mutate(item.content_group_id);
    void navigate(
      paths.card.getHref(item.workspace.organization_id, item.workspace.id, {
        id: item.content_group_id,
        name: item.content_group.name,
      }),
      {
        state: paths.card.state('list'),
      },
    );
  };
  const list = (
    <ul className="gl-dock__list">
      {cards.map((item) => (
        <DockItem
          key={item.id}
          item={item}
          onRestore={() => restore(item)}
          onRemove={() => remove.mutate(item.content_group_id)}
        />
      ))}
    </ul>
  );

  return (
    <nav
      className={`gl-dock${phone ? ' gl-dock--phone' : ''}`}
      aria-label={t('dock.label')}
      data-testid="minimized-dock"
    >
      {phone ? (
        <>
          <button
            type="button"
            className="gl-dock__toggle"
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {t('dock.count', { count: cards.length })}
            <span aria-hidden="true">{expanded ? ARROW.open : ARROW.closed}</span>
          </button>
          {expanded ? list : null}
        </>
      ) : (
        list
      )}
    </nav>
  );
}
