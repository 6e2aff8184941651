/**
 * The panel beside the artwork (issue 26; BRIEF §8): the new annotation's comment box with its tab
 * (Team or Guest, among those the caller may post in), an open annotation's thread with Resolve or Reopen,
 * or the threads list with its filters and the carry-over of the previous version's open annotations.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '@aws-amplify/ui-react';
import type { Annotation, AnnotationAnchor } from '../../../../../shared/schemas/annotations';
import { pinLabel } from '../../../../../shared/schemas/pin-label';
import type { CommentTab, ProofingCommentParts } from '../../../lib/proofing-slot';

const TAB_NAMES: Record<CommentTab, string> = { team: 'Team', guest: 'Guest' };

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
  const [tab, setTab] = useState<CommentTab>(tabs[0]);
  return (
    <section className="gl-proof-panel__section" aria-label="New annotation" data-testid="new-annotation">
      <div className="gl-proof-panel__head">
        <h3 className="gl-proof-panel__title">New annotation{anchor.page > 1 ? ` on page ${anchor.page}` : ''}</h3>
        <Button size="small" variation="link" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {tabs.length > 1 ? (
        <div className="gl-proof-panel__tabs" role="radiogroup" aria-label="Post in">
          {tabs.map((t) => (
            <label key={t} className="gl-proof-panel__tab">
              <input type="radio" name="annotation-tab" value={t} checked={tab === t} onChange={() => setTab(t)} />
              {TAB_NAMES[t]}
            </label>
          ))}
        </div>
      ) : (
        <p className="gl-proof-panel__hint">Will be posted in the {TAB_NAMES[tabs[0]]} tab.</p>
      )}
      {/* Keyed by tab: each tab's comment box works on that tab's draft. */}
      <div key={tab}>{renderComposer({ tab, anchor, onPosted: () => onPosted(tab) })}</div>
    </section>
  );
}

/** The note shown once a pin is posted (issue 35: "Posted" only after it is). */
export function PostedNotice({ tab }: { tab: CommentTab }) {
  return (
    <p className="gl-proof-panel__hint" role="status" data-testid="pin-posted">
      Posted in the {TAB_NAMES[tab]} tab.
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
  return (
    <section
      className="gl-proof-panel__section"
      aria-label={`Annotation ${pinLabel(annotation)}`}
      data-testid="thread-panel"
    >
      <div className="gl-proof-panel__head">
        <Button size="small" variation="link" onClick={onBack}>
          ‹ All annotations
        </Button>
        <h3 className="gl-proof-panel__title">
          Annotation {pinLabel(annotation)} · {annotation.internal ? 'Team' : 'Guest'}
          {annotation.resolved ? ' · resolved' : ''}
        </h3>
        {mayResolve ? (
          <Button
            size="small"
            variation={annotation.resolved ? undefined : 'primary'}
            onClick={() => onResolve(!annotation.resolved)}
            isLoading={busy}
          >
            {annotation.resolved ? 'Reopen' : 'Resolve'}
          </Button>
        ) : null}
      </div>
      {thread}
    </section>
  );
}
