/**
 * The card popup as the app composes it (cards spec §2 Card popup; BRIEF §7 "The popup is a feature"):
 * the card feature's popup with what other features give it (the labels feature's manager for the
 * label dialog's new and edit modes, the contents feature's gallery and uploads (with the proofing
 * viewer of issue 26 behind its preview), the checklists feature's section,
 * the comments feature's tabs with the highlighted comment of the URL, the approvals feature's bar and reviewers by link (issue 37) and the
 * time-tracking feature's timer), closing back to the previous URL, and refreshing the workspace
 * views (board, list, calendar, archived cards) after every change. Loaded lazily by the workspace
 * page when a card route is open (and preloaded once the board is idle), so neither the popup nor its
 * parts weigh on the first load. Its data comes in one request that seeds every part (./card-popup-cache.ts).
 */
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isCardLinkState, paths } from '../config/paths';
import { CardPopup, type CardPopupProps } from '../features/card/components/card-popup';
import type { CardPopupExtensions } from '../features/card/hooks/use-card-popup';
import { ChecklistSection } from '../features/checklists/components/checklist-section';
import { SeeListButton } from '../features/checklists/components/see-list-button';
import { ContentsSection } from '../features/contents/components/contents-section';
import { ProofingHost } from './proofing-host';
import { CommentsTab } from '../features/comments/components/comments-tab';
import { commentKeys } from '../features/comments/api/comments-path';
import type { CommentHighlight } from '../features/card/hooks/use-card-popup';
import { ApprovalBar } from '../features/approvals/components/approval-bar';
import { ReviewersPanel } from '../features/approvals/components/reviewers-panel';
import { TimerControl } from '../features/time-tracking/components/timer-control';
import { getWorkspacesQueryOptions } from '../features/workspaces/api/get-workspaces';
import { cardPopupQueryOptions, seedFromCachedPopup } from './card-popup-cache';
import { findBoardCard, patchBoardCard } from './card-board-cache';
import { getCardQueryOptions } from '../features/card/api/get-card';
import type { CardDetail } from '../../../shared/schemas/card';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { Loader } from '@aws-amplify/ui-react';
import { useTranslation } from '../lib/i18n/use-translation';
import { currentLanguage, loadNamespace } from '../lib/i18n/i18n-store';
import '../features/card/english-messages';

/**
 * The labels feature's manager (new and edit modes), fetched with its `labels` catalogue when the card's label
 * dialog opens (decisions UJ3), so "Manage labels" draws it with no request.
 */
const Labels = lazyWithPreload(() => import('../features/labels/components/label-manager').then((m) => m.LabelManager));
const preloadLabelManager = () => {
  void Labels.preload().catch(() => undefined);
  void loadNamespace(currentLanguage(), 'labels').catch(() => undefined);
};

// The workspace page prefetches through the popup's chunk (one file for both; issue 27).
export { prefetchCardPopup } from './card-popup-cache';

/** What the route gives: the card, its workspace, and whether it was opened from the recycle bin page (cards spec §2, §4). */
type CardPopupHostProps = Pick<
  CardPopupProps,
  'organizationId' | 'workspaceId' | 'workspaceName' | 'cardId' | 'fromRecycleBin'
>;

/**
 * The comment a URL highlights (cards spec §2 "With a highlighted comment: appended
 * /comments/{comment_id}/{internal}-{card_id}"; also `?comment={id}`, decisions R27), or null.
 */
function useCommentHighlight(): CommentHighlight | null {
  const params = useParams();
  const [search] = useSearchParams();
  const commentId = params.comment_id ?? search.get('comment');
  const internal = params.comment_slug?.split('-')[0];
  return useMemo(
    () => (commentId ? { commentId, tab: internal === 'true' ? 'team' : internal === 'false' ? 'guest' : null } : null),
    [commentId, internal],
  );
}

/** The popup over the workspace page. */
export function CardPopupHost(props: CardPopupHostProps) {
  const { organizationId, workspaceId, cardId, fromRecycleBin = false } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { t } = useTranslation('card');
  const openedInApp = isCardLinkState(location.state);
  const commentHighlight = useCommentHighlight();
  // The first screen in one request (issue 27): an answer cached by a hover seeds the parts before they
  // mount; otherwise the parts wait for the one request instead of each asking (decisions W39, W40).
  // From the bin the card is read as before (the popup route reads live cards of the board).
  const [prefetched] = useState(() => !fromRecycleBin && seedFromCachedPopup(queryClient, workspaceId, cardId));
  const popup = useQuery({ ...cardPopupQueryOptions(queryClient, workspaceId, cardId), enabled: !fromRecycleBin });
  const waiting = !fromRecycleBin && !prefetched && popup.isPending;
  // A cold click draws what the board holds of the card until the answer comes (issue 39; decisions CO5).
  const [draft] = useState(() => (fromRecycleBin ? null : findBoardCard(queryClient, workspaceId, cardId)));

  // Opened from a view: back to it (the previous URL). Opened by a pasted link: to the workspace list.
  // From the bin: back to /organizations/{id}/recycle_bin (cards spec §2 "On close it returns to …").
  const onClose = useCallback(() => {
    if (fromRecycleBin) void navigate(paths.recycleBin.getHref(organizationId), { replace: true });
    else if (openedInApp) void navigate(-1);
    else void navigate(paths.workspace.getHref(organizationId, workspaceId, 'list'), { replace: true });
  }, [fromRecycleBin, openedInApp, navigate, organizationId, workspaceId]);

  // The card's unread counts change in place (marking comments read): the board's card follows without a
  // refetch of the workspace (issue 39; decisions CO3).
  useEffect(() => {
    const cardKey = hashKey(getCardQueryOptions(workspaceId, cardId).queryKey);
    let last: CardDetail['unread_comments'] | undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== cardKey) return;
      const unread = (event.query.state.data as CardDetail | undefined)?.unread_comments;
      if (!unread || unread === last) return;
      last = unread;
      patchBoardCard(queryClient, workspaceId, cardId, { unread_comments: unread });
    });
  }, [queryClient, workspaceId, cardId]);

  // Every query about the workspace sits under ['workspaces', id] (board, stage pages, calendar, archived).
  const onCardChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['workspaces', workspaceId] }),
    [queryClient, workspaceId],
  );

  const extensions = useMemo<CardPopupExtensions>(
    () => ({
      renderLabelManager: ({ workspaceId: id, onChanged }) => (
        <Suspense fallback={<Loader ariaLabel={t('labels.loading')} />}>
          <Labels.Component workspaceId={id} onChanged={onChanged} />
        </Suspense>
      ),
      preloadLabelManager,
      renderContents: (props) => <ContentsSection {...props} renderProofing={(open) => <ProofingHost {...open} />} />,
      renderApprovals: ({ onApprovalChanged, ...props }) => (
        <ApprovalBar
          {...props}
          onApprovalChanged={(result) => {
            onApprovalChanged(result);
            // The organization home's Approvals and Revisions counts changed (accounts spec §1).
            void queryClient.invalidateQueries({ queryKey: getWorkspacesQueryOptions(organizationId).queryKey });
            // The action's event comment joins the Guest stream (cards spec §4), also without the socket.
            void queryClient.invalidateQueries({ queryKey: commentKeys.card(props.cardId) });
          }}
        />
      ),
      renderTimeTracking: (props) => <TimerControl {...props} />,
      renderReviewers: (props) => <ReviewersPanel {...props} />,
      renderChecklists: (props) => (
        <>
          <SeeListButton />
          <ChecklistSection {...props} />
        </>
      ),
      renderComments: (props) => <CommentsTab {...props} />,
      commentHighlight,
    }),
    [commentHighlight, queryClient, organizationId, t],
  );

  return (
    <CardPopup
      key={cardId}
      {...props}
      onClose={onClose}
      onCardChanged={onCardChanged}
      extensions={extensions}
      waiting={waiting}
      draft={draft}
    />
  );
}
