/**
 * The panel beside the artwork (issue 26; BRIEF §8): the new annotation's comment box with its tab
 * (Team or Guest, among those the caller may post in), an open annotation's thread with Resolve or Reopen,
 * or the threads list with its filters and the carry-over of the previous version's open annotations.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '@aws-amplify/ui-react';
import type { Annotation, AnnotationAnchor } from '../../../../../shared/schemas/annotations';
import { pinLabel } from '../../../../../shared/schemas/pin-label';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CommentTab, ProofingCommentParts } from '../../../lib/proofing-slot';

/** Each tab's name, a key of the `proofing` catalogue. */
const TAB_NAMES: Record<CommentTab, string> = { team: 'tab.team', guest: 'tab.guest' };

interface NewPinPanelProps {
  anchor: AnnotationAnchor;
  tabs: CommentTab[];
  renderComposer: ProofingCommentParts['renderComposer'];
  /** Called once the pin is posted, with the tab it went to. */
  onPosted: (tab: CommentTab) => void;
  onCancel: () => void;
}

/**
 * The comment box of a new pin. Before posting it says where the pin will go ("Will be posted in the Guest
 * tab."; issue 35), or offers the tabs the caller may post in.
 */
export function NewPinPanel({ anchor, tabs, renderComposer, onPosted, onCancel }: NewPinPanelProps) {
  const { t } = useTranslation('proofing');
  const [tab, setTab] = useState<CommentTab>(tabs[0]);
  return (
    <section className="gl-proof-panel__section" aria-label={t('panel.newAnnotation')} data-testid="new-annotation">
      <div className="gl-proof-panel__head">
        <h3 className="gl-proof-panel__title">
          {anchor.page > 1 ? t('panel.newAnnotationOnPage', { page: anchor.page }) : t('panel.newAnnotation')}
        </h3>
        <Button size="small" variation="link" onClick={onCancel}>
          {t('common:action.cancel')}
        </Button>
      </div>
      {tabs.length > 1 ? (
        <div className="gl-proof-panel__tabs" role="radiogroup" aria-label={t('panel.postIn')}>
          {tabs.map((each) => (
            <label key={each} className="gl-proof-panel__tab">
              <input
                type="radio"
                name="annotation-tab"
                value={each}
                checked={tab === each}
                onChange={() => setTab(each)}
              />
              {t(TAB_NAMES[each])}
            </label>
          ))}
        </div>
      ) : (
        <p className="gl-proof-panel__hint">{t('panel.willPost', { tab: t(TAB_NAMES[tabs[0]]) })}</p>
      )}
      {/* Keyed by tab: each tab's comment box works on that tab's draft. */}
      <div key={tab}>{renderComposer({ tab, anchor, onPosted: () => onPosted(tab) })}</div>
    </section>
  );
}

/** The note shown once a pin is posted (issue 35: "Posted" only after it is). */
export function PostedNotice({ tab }: { tab: CommentTab }) {
  const { t } = useTranslation('proofing');
  return (
    <p className="gl-proof-panel__hint" role="status" data-testid="pin-posted">
      {t('panel.posted', { tab: t(TAB_NAMES[tab]) })}
    </p>
  );
}

interface ThreadPanelProps {
  annotation: Annotation;
  mayResolve: boolean;
  busy: boolean;
  onResolve: (resolved: boolean) => void;
  onBack: () => void;
  thread: ReactNode;
}

/** An annotation's thread. */
export function ThreadPanel({ annotation, mayResolve, busy, onResolve, onBack, thread }: ThreadPanelProps) {
  const { t } = useTranslation('proofing');
  return (
    <section
      className="gl-proof-panel__section"
      aria-label={t('panel.annotation', { pin: pinLabel(annotation) })}
      data-testid="thread-panel"
    >
      <div className="gl-proof-panel__head">
        <Button size="small" variation="link" onClick={onBack}>
          {t('panel.allAnnotations')}
        </Button>
        <h3 className="gl-proof-panel__title">
          {t('panel.title', {
            pin: pinLabel(annotation),
            tab: t(annotation.internal ? 'tab.team' : 'tab.guest'),
            resolved: annotation.resolved ? 'yes' : 'no',
          })}
        </h3>
        {mayResolve ? (
          <Button
            size="small"
            variation={annotation.resolved ? undefined : 'primary'}
            onClick={() => onResolve(!annotation.resolved)}
            isLoading={busy}
          >
            {t(annotation.resolved ? 'action.reopen' : 'action.resolve')}
          </Button>
        ) : null}
      </div>
      {thread}
    </section>
  );
}
