/**
 * The description (cards spec §2 "Description is edited by double-click, with save and cancel"; §5
 * "Copying the description shows 'Copied' or 'Failed to copy'"). The stored HTML (sanitized by the
 * server) is sanitized again before render (DOMPurify). Double-click, or the Edit button, opens the
 * TipTap editor, which is loaded only then, or from the pointer's first move over it (BRIEF §6). Editing
 * needs can_access_edit_title (the popup is read-only otherwise, cards spec §6).
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Loader } from '@aws-amplify/ui-react';
import { toast } from '../../../../components/ui/toast/toast-store';
import { richTextToPlain, sanitizeForRender } from '../../../../lib/rich-text';
import { useUpdateCard } from '../../api/update-card';
import { useCardPopup } from '../../hooks/use-card-popup';
import { translate } from '../../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';

const loadDescriptionEditor = () => import('./description-editor');
const DescriptionEditor = lazy(() => loadDescriptionEditor().then((m) => ({ default: m.DescriptionEditor })));
/**
 * The pointer over the description or its Edit button, or the focus on that button, starts the editor's
 * download, so a double-click or Edit seldom waits for it (issue 39; decisions LO2: not on the popup's open).
 */
const preloadEditor = () => void loadDescriptionEditor().catch(() => undefined);

/** Copies the description's text; toasts 'Copied' or 'Failed to copy'. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(translate('card', 'description.copied'));
  } catch {
    toast.error(translate('card', 'description.copyFailed'));
  }
}

/** The description with its editor. */
export function DescriptionSection() {
  const { t } = useTranslation('card');
  const { card, can } = useCardPopup();
  const update = useUpdateCard();
  const [editing, setEditing] = useState(false);
  const editable = can('can_access_edit_title');
  const html = sanitizeForRender(card.description);

  return (
    <section className="gl-card-popup__region" aria-label={t('description.heading')} data-testid="card-description">
      <div className="gl-card-detail__head">
        <h3 className="gl-card-popup__section-title">{t('description.heading')}</h3>
        {!editing ? (
          <span>
            {html ? (
              <Button
                size="small"
                variation="link"
                padding="xxs"
                onClick={() => void copyText(richTextToPlain(card.description))}
              >
                {t('description.copy')}
              </Button>
            ) : null}
            {editable ? (
              <Button
                size="small"
                variation="link"
                padding="xxs"
                onClick={() => setEditing(true)}
                onPointerEnter={preloadEditor}
                onFocus={preloadEditor}
                aria-label={t('description.edit')}
              >
                {t('details.edit')}
              </Button>
            ) : null}
          </span>
        ) : null}
      </div>
      {editing && editable ? (
        <Suspense fallback={<Loader ariaLabel={t('description.loadingEditor')} />}>
          <DescriptionEditor
            initialHtml={card.description}
            isSaving={update.isPending}
            onCancel={() => setEditing(false)}
            onSave={(next) => update.mutate({ description: next }, { onSuccess: () => setEditing(false) })}
          />
        </Suspense>
      ) : html ? (
        <div
          className="gl-rich-text gl-card-popup__description"
          onPointerEnter={editable ? preloadEditor : undefined}
          onDoubleClick={editable ? () => setEditing(true) : undefined}
          // Sanitized twice: by the server on save and by DOMPurify here.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p
          className="gl-card-popup__placeholder"
          onPointerEnter={editable ? preloadEditor : undefined}
          onDoubleClick={editable ? () => setEditing(true) : undefined}
        >
          {editable ? t('description.emptyEditable') : t('description.empty')}
        </p>
      )}
    </section>
  );
}
