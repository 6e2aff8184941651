/**
 * The card popup (cards spec §2 Card popup and Popup sections; issue 12): a modal over the workspace
 * page that loads the card (one request, BRIEF §7), shares it with its parts through `CardPopupContext`
 * and lays out the sections of `card-popup-sections.tsx`. Escape and the close button close it; a card
 * that does not exist, belongs to another organization or sits in a stage the caller may not see shows
 * 'The content cannot be found.' (cards spec §8). Without can_access_edit_title the popup is read-only
 * (cards spec §6), and so is a card in the recycle bin or opened from it (cards spec §4 Card states). This module is the lazy chunk the app loads when a card opens (BRIEF §6).
 */
import { useMemo, type ReactNode } from 'react';
import { useModalDialog } from '../../../components/ui/dialog/use-modal-dialog';
import { Button, Loader } from '@aws-amplify/ui-react';
import { ApiError } from '../../../lib/api-client';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailure } from '../../../components/ui/load-failure';
import { useCard } from '../api/get-card';
import {
  CardPopupContext,
  cardAbilities,
  type CardPopupContextValue,
  type CardPopupExtensions,
} from '../hooks/use-card-popup';
import { CardPopupLayout } from './card-popup-layout';
import { CardPopupDraft, type CardPopupDraftProps } from './card-popup-draft';
import './card-popup.css';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The spec's message for a card that cannot be shown (cards spec §8): `card` catalogue key. */
const CARD_NOT_FOUND_MESSAGE = 'popup.notFound';

/** The popup's props; the app's host passes the route's part through (app/card-popup-host.tsx). */
export interface CardPopupProps {
  organizationId: string;
  workspaceId: string;
  /** The workspace's name, for the invalid-stage popup (cards spec §8). */
  workspaceName?: string;
  cardId: string;
  /** Back to the previous URL (cards spec §2 "On close it returns to the previous URL"). */
  onClose: () => void;
  /** A write changed the card: the app refreshes the workspace views. */
  onCardChanged: () => void;
  /** Parts other features give the popup (the app composes them), e.g. the label manager. */
  extensions?: CardPopupExtensions;
  /** Opened from the recycle bin (`…/content/{slug}/recycle_bin`): read-only whatever the card's state (cards spec §4). */
  fromRecycleBin?: boolean;
  /** The app is loading the popup's first screen in one request (issue 27): show the loader, ask for nothing yet. */
  waiting?: boolean;
  /** What the board already holds of the card: drawn while the card loads instead of a spinner (issue 39; decisions CO5). */
  draft?: CardPopupDraftProps | null;
}

/** The modal frame: a native `<dialog>` (focus trap, Escape, inert page; docs/decisions.md W5). */
function PopupFrame({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  const { ref, onCancel } = useModalDialog(onClose);
  return (
    <dialog ref={ref} className="gl-card-popup" aria-label={label} data-testid="card-popup" onCancel={onCancel}>
      {children}
    </dialog>
  );
}

const NO_EXTENSIONS: CardPopupExtensions = {};

/** The popup of one card. */
export function CardPopup({
  organizationId,
  workspaceId,
  workspaceName,
  cardId,
  onClose,
  onCardChanged,
  extensions = NO_EXTENSIONS,
  fromRecycleBin = false,
  waiting = false,
  draft = null,
}: CardPopupProps) {
  const { t } = useTranslation('card');
  const query = useCard(workspaceId, cardId, !waiting);
  const card = query.data;
  const context = useMemo<CardPopupContextValue | null>(() => {
    if (!card) return null;
    // Read-only without the title flag (cards spec §6), in the bin, or opened from it (§4 Card states).
    const frozen = card.deleted_at !== null || fromRecycleBin;
    const readOnly = card.permissions.can_access_edit_title !== true || frozen;
    return {
      organizationId,
      workspaceId,
      workspaceName,
      card,
      can: cardAbilities(card.permissions, readOnly),
      readOnly,
      frozen,
      onCardChanged,
      close: onClose,
      extensions,
    };
  }, [card, organizationId, workspaceId, workspaceName, onCardChanged, onClose, extensions, fromRecycleBin]);

  if (!context && query.isPending && draft) {
    return (
      <PopupFrame label={draft.card.name} onClose={onClose}>
        <CardPopupDraft {...draft} onClose={onClose} />
      </PopupFrame>
    );
  }
  if (!context) {
    const notFound = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);
    return (
      <PopupFrame
        label={t(query.isPending ? 'popup.loadingName' : notFound ? CARD_NOT_FOUND_MESSAGE : 'popup.card')}
        onClose={onClose}
      >
        <div className="gl-card-popup__state">
          {query.isPending ? (
            <Loader size="large" ariaLabel={t('popup.loading')} />
          ) : notFound ? (
            <EmptyState
              title={t(CARD_NOT_FOUND_MESSAGE)}
              action={<Button onClick={onClose}>{t('common:action.close')}</Button>}
              testId="card-not-found"
            />
          ) : (
            <>
              <LoadFailure error={query.error} heading={t('popup.loadFailed')} onRetry={() => void query.refetch()} />
              <Button onClick={onClose}>{t('common:action.close')}</Button>
            </>
          )}
        </div>
      </PopupFrame>
    );
  }

  return (
    <CardPopupContext.Provider value={context}>
      <PopupFrame label={context.card.name} onClose={onClose}>
        <CardPopupLayout />
      </PopupFrame>
    </CardPopupContext.Provider>
  );
}
