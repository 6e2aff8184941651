/**
 * The proofing viewer as the app composes it (issue 26; BRIEF §5 "features do not import each other", §8):
 * the proofing feature's viewer, loaded as its own chunk when first opened, given the comments feature's
 * composer (a new pin's comment, with mentions and attachments, on the tab's draft) and its thread (the
 * annotation, replies, edit and delete), with who may post in which tab decided by the comment tabs' own
 * rule (`mayPostIn`, decisions R20) from the card's flags, and the approvals feature's decision buttons
 * for the toolbar (issue 37), whose answer is kept in the popup's cached card as the approval bar's is.
 * Opened by the contents feature's preview.
 */
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { Loader } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardDetail } from '../../../shared/schemas/card';
import type { DraftComment } from '../../../shared/schemas/comments';
import { getCardQueryOptions } from '../features/card/api/get-card';
import { mayPostIn } from '../features/comments/components/comments-tab';
import { CommentComposer } from '../features/comments/components/comment-composer';
import { preloadCommentEditor } from '../features/comments/components/lazy-comment-editor';
import { AnnotationThread } from '../features/comments/components/annotation-thread';
import { commentKeys } from '../features/comments/api/comments-path';
import { ViewerDecision } from '../features/approvals/components/viewer-decision';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import type { CommentTab } from '../lib/comments-slot';
import type { ProofingCommentParts, ProofingOpenProps } from '../lib/proofing-slot';
import { useTranslation } from '../lib/i18n/use-translation';
import '../features/comments/english-messages';
import '../features/card/english-messages';

const Viewer = lazyWithPreload(() =>
  import('../features/proofing/components/proofing-viewer').then((m) => m.ProofingViewer),
);

/** Starts loading the viewer's chunk (on hover or focus of the control that opens it). */
export const preloadProofingViewer = Viewer.preload;

/** The viewer over the card popup. */
export function ProofingHost(props: ProofingOpenProps) {
  const { workspaceId, cardId } = props;
  // The composer's own namespace (English bundled with it), so nothing new loads.
  const { t } = useTranslation('comments');
  const { t: tCard } = useTranslation('card');
  const client = useQueryClient();
  const cardKey = getCardQueryOptions(workspaceId, cardId).queryKey;
  const card = useQuery(getCardQueryOptions(workspaceId, cardId)).data;
  const scope = useMemo(() => ({ workspaceId, cardId }), [workspaceId, cardId]);

  const onDraftChanged = useCallback(
    (tab: CommentTab) => (draft: DraftComment | null) =>
      client.setQueryData<CardDetail>(
        cardKey,
        (c) => c && { ...c, drafts: { ...c.drafts, [tab === 'team' ? 'internal_draft' : 'partner_draft']: draft } },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is made of these ids
    [client, workspaceId, cardId],
  );

  const parts = useMemo<ProofingCommentParts | null>(() => {
    if (!card) return null;
    // Commenting follows the card's flags, not the title-editing read-only mode; a binned card is frozen (R20).
    const frozen = card.deleted_at !== null;
    const permissions = card.permissions;
    const tabs = (['team', 'guest'] as const).filter((t) => mayPostIn(permissions, t, frozen));
    const draftOf = (tab: CommentTab) => (tab === 'team' ? card.drafts.internal_draft : card.drafts.partner_draft);
    return {
      postableTabs: [...tabs],
      isTeam: permissions.can_access_show_team_comment === true,
      renderComposer: ({ tab, anchor, onPosted }) => (
        <CommentComposer
          scope={scope}
          tab={tab}
          draft={draftOf(tab)}
          onDraftChanged={onDraftChanged(tab)}
          replyTo={null}
          onCancelReply={() => undefined}
          onPosted={(posted) => {
            client.setQueryData<CardDetail>(cardKey, (c) => c && { ...c, unread_comments: posted.unread_comments });
            void client.invalidateQueries({ queryKey: ['comments', cardId, tab] });
            onPosted();
          }}
          anchor={anchor}
          label={t('composer.annotationLabel', { tab })}
          // A pin just placed: the next keys typed are its comment (the viewer's N would otherwise drop it).
          focusOnOpen
        />
      ),
      renderDecision: () =>
        frozen ? null : (
          <ViewerDecision
            workspaceId={workspaceId}
            cardId={cardId}
            stage={card.stage}
            canNote={card.stage.note_allowed}
            onApprovalChanged={(result) => {
              // As the popup's bar does (web/src/features/card/components/review-bar.tsx): the badge and
              // counts at once, then the card, the workspace views, the home's counts and the Guest stream.
              client.setQueryData<CardDetail>(
                cardKey,
                (c) =>
                  c && {
                    ...c,
                    stage: result.stage,
                    revision_count: result.revision_count,
                    approval: {
                      status: result.stage.status,
                      revisions: result.stage.revisions,
                      badge: result.stage.badge,
                    },
                  },
              );
              void client.invalidateQueries({ queryKey: ['workspaces', workspaceId] });
              void client.invalidateQueries({ queryKey: ['organizations'] });
              void client.invalidateQueries({ queryKey: commentKeys.card(cardId) });
            }}
            reloadCard={() => void client.invalidateQueries({ queryKey: cardKey })}
          />
        ),
      renderThread: ({ annotationId, tab, onChanged }) => (
        <AnnotationThread
          key={annotationId}
          scope={scope}
          annotationId={annotationId}
          tab={tab}
          mayPost={tabs.includes(tab)}
          draft={draftOf(tab)}
          onDraftChanged={onDraftChanged(tab)}
          onChanged={() => {
            void client.invalidateQueries({ queryKey: ['comments', cardId, tab] });
            onChanged();
          }}
        />
      ),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is made of these ids
  }, [card, scope, client, onDraftChanged, t]);

  // Whoever may pin gets the editor's code with the viewer, so a placed pin's box is there and focused at once:
  // keys typed while it loaded would go to the viewer's shortcuts (N drops the pin being written).
  const mayPin = (parts?.postableTabs.length ?? 0) > 0;
  useEffect(() => {
    // A failed import is tried again when the box draws (LazyCommentEditor), which shows its own error.
    if (mayPin) void preloadCommentEditor().catch(() => undefined);
  }, [mayPin]);

  if (!parts) return null;
  return (
    <Suspense fallback={<Loader ariaLabel={tCard('proofing.opening')} />}>
      <Viewer.Component {...props} {...parts} />
    </Suspense>
  );
}
