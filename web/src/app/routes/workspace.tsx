/**
 * `/organizations/:organization_id/workspaces/:workspace_id/:mode?` (accounts spec §2 Workspace page):
 * the top bar (workspaces feature) over the list or board view (board feature) or the calendar (calendar
 * feature, accounts spec §2 Calendar view, lazy-loaded per BRIEF §6); list is the default
 * mode. The search box writes `?search=`, and the board refreshes every 5 s with a "Refreshed" badge.
 * The card routes use this page too (cards spec §2): `…/content/:content_slug` (also with a highlighted
 * comment) and `…/content_groups/:content_group_id(/contents)` open the card popup over the view the
 * card was opened from, or over the list for a pasted link.
 */
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { isCardLinkState, paths, toWorkspaceMode } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { EmptyState } from '../../components/ui/empty-state';
import { PageLoader } from '../../components/ui/page-loader';
import { WorkspaceTopBar } from '../../features/workspaces/components/workspace-top-bar';
import { WorkspaceBottomNav } from '../../features/workspaces/components/workspace-bottom-nav';
import {
  getWorkspaceQueryOptions,
  getWorkspaceScopeQueryKey,
  useWorkspace,
} from '../../features/board/api/get-workspace';
import { useRefreshedIndicator } from '../../features/board/hooks/use-refreshed-indicator';
import { cardIdFromSlug, expandId } from '../../lib/card-slug';
import { RefreshedIndicator } from '../../features/board/components/refreshed-indicator';
import { LoadFailure } from '../../components/ui/load-failure';
import { ScrollHint } from '../../components/ui/scroll-hint';
import { useOrganizations } from '../../features/organizations/api/get-organizations';
import { maxPictureBytes } from '../../../../shared/schemas/upload-limits';
import { CardPrefetchContext } from '../../lib/card-prefetch';
import { provideTimerActions, useInvalidStageCards } from '../../components/ui/invalid-stage/invalid-stage-store';
import { getCurrentTimer } from '../../features/time-tracking/api/get-current-timer';
import { stopTimer } from '../../features/time-tracking/api/toggle-timer';
import { toast } from '../../components/ui/toast/toast-store';
import { timerStoppedMessage } from '../../lib/format-duration';
import { currentLanguage, loadNamespace, translate } from '../../lib/i18n/i18n-store';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../features/workspaces/english-messages';

// Each view is its own chunk (BRIEF §6): dnd-kit loads with the board or the list, react-big-calendar with
// the calendar. The route starts the open view's download beside the workspace request, so the view
// renders as soon as its data is there, without a Suspense round trip (web/src/lib/lazy-with-preload.tsx).
const BoardView = lazyWithPreload(() => import('../../features/board/components/board-view').then((m) => m.BoardView));
const ListView = lazyWithPreload(() => import('../../features/board/components/list-view').then((m) => m.ListView));
const CalendarView = lazyWithPreload(() =>
  import('../../features/calendar/components/calendar-view').then((m) => m.CalendarView),
);
const VIEWS = { board: BoardView, list: ListView, calendar: CalendarView } as const;
// The card popup (cards spec §2) is its own chunk, loaded when a card opens (BRIEF §6).
const CardPopupHost = lazyWithPreload(() => import('../card-popup-host').then((m) => m.CardPopupHost));
/** The popup's one-request cache (app/card-popup-cache.ts), in the popup's own chunk. */
const loadCardPopupCache = () => import('../card-popup-host');
/** The comment editor (TipTap, the `editor` chunk) that an opened comment box draws (decisions LO2, CB2). */
const loadCommentEditor = () => import('../../features/comments/components/comment-editor');
// The live chat (accounts spec §2 Live chat dock), shown to members with can_access_live_chat, and the
// member avatars load after first paint in the header widgets' one chunk (../header-widgets.ts; decisions W42).
const ChatDock = lazy(() => import('../header-widgets').then((m) => ({ default: m.ChatDock })));
const MemberAvatars = lazy(() => import('../header-widgets').then((m) => ({ default: m.MemberAvatars })));

// The invalid-stage popup (and its words) loads when a move is refused, not with the board (issue 41;
// decisions MC2: the page's first script stays within its budget).
const InvalidStageDialog = lazy(() =>
  import('../../components/ui/invalid-stage/invalid-stage-dialog').then((m) => ({ default: m.InvalidStageDialog })),
);

/** The workspace page. */
export function WorkspaceRoute() {
  const { t } = useTranslation('workspace');
  const moveRefused = useInvalidStageCards().length > 0;
  const params = useParams();
  const queryClient = useQueryClient();
  const organizationId = params.organization_id ?? '';
  const workspaceId = params.workspace_id ?? '';
  const location = useLocation();
  // The card routes (cards spec §2): `content/{slug}` (and its comment form) or `content_groups/{id}`.
  const openCardId =
    cardIdFromSlug(params.content_slug) ??
    (params.content_group_id ? (expandId(params.content_group_id) ?? params.content_group_id) : undefined);
  // A card route shows the list behind the popup (accounts spec §2 "forces list mode"), unless the card
  // was opened from another view, which then stays behind it.
  const background = isCardLinkState(location.state) ? location.state.background : 'list';
  const mode = openCardId ? background : toWorkspaceMode(params.mode);
  const highlightCardId = openCardId;
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  // The invalid-stage popup may stop the caller's own timer before retrying a move (issue 30 item 2).
  useEffect(() => {
    provideTimerActions({
      currentCardId: async () => (await getCurrentTimer())?.card_id ?? null,
      stop: async (timerWorkspaceId, cardId) => {
        const stopped = await stopTimer(timerWorkspaceId, cardId);
        // The timer control's own words (`time-tracking:timer.stopped`): English comes with the card popup's
        // chunk (the timer control's), another language as its lazy chunk; neither joins the board's cold load
        // (decisions LU3).
        await loadCardPopupCache()
          .then(() => loadNamespace(currentLanguage(), 'time-tracking'))
          .catch(() => undefined);
        toast.success(
          timerStoppedMessage(
            (key, values) => translate('time-tracking', key, values),
            stopped.stopped_seconds,
            stopped.total_timestamp_info.total_seconds,
          ),
        );
        await queryClient.invalidateQueries({ queryKey: ['workspaces', timerWorkspaceId] });
      },
    });
  }, [queryClient]);

  const query = useWorkspace(workspaceId, search);
  // The organization (cached by the app shell) sets the workspace logo size limit (docs/decisions.md W13).
  const organization = useOrganizations().data?.find((o) => o.id === organizationId);
  const refreshed = useRefreshedIndicator(getWorkspaceQueryOptions(workspaceId, search).queryKey);

  const onSearchChange = useCallback(
    (next: string) =>
      setSearchParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('search', next);
          else updated.delete('search');
          return updated;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // Settings renamed the workspace: refresh it under every search.
  const onRenamed = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: getWorkspaceScopeQueryKey(workspaceId) }),
    [queryClient, workspaceId],
  );
  // Deleted or left: nothing of it should be refetched (and fail) once the page has moved on.
  const onRemoved = useCallback(
    () => queryClient.removeQueries({ queryKey: getWorkspaceScopeQueryKey(workspaceId) }),
    [queryClient, workspaceId],
  );

  if (mode !== null) void VIEWS[mode].preload();
  // An open card (a pasted link) fetches its popup's chunk at once. Not the editors': the popup's comment box is
  // drawn closed, and fetches them on its own hover or focus (decisions CB1, CB2, superseding LO2's fetch here).
  if (openCardId) void CardPopupHost.preload();
  // The popup's chunk loads on the first sign that a card may open: the pointer over the view or the focus in
  // it, once (issue 39 "≤ 50 KB of unused JavaScript on first load"; decisions LO1, superseding W41's load
  // on idle). A card's own hover or focus also fetches its popup's answer and the comment editor (below; LO2,
  // CB2); the description editor loads when the pointer is over the description. A screen with no hover (a phone's tap) gives no earlier sign than
  // the tap itself, so there the chunk still loads once the view is up and the page idle.
  const intentSeen = useRef(false);
  const onIntent = useCallback(() => {
    if (intentSeen.current) return;
    intentSeen.current = true;
    void CardPopupHost.preload().catch(() => undefined);
  }, []);
  const viewReady = query.data !== undefined;
  useEffect(() => {
    if (!viewReady || !window.matchMedia('(hover: none)').matches) return;
    return whenIdle(onIntent);
  }, [viewReady, onIntent]);
  // Hovering or focusing a card fetches its popup's first screen (issue 27; decisions W40).
  // The editors' chunk comes too, so that neither the click nor opening the popup's closed comment box after it
  // waits for code (issue 27; decisions LO2, CB2).
  const prefetchCard = useCallback(
    (cardId: string) => {
      void loadCardPopupCache().then((cache) => cache.prefetchCardPopup(queryClient, workspaceId, cardId));
      void loadCommentEditor().catch(() => undefined);
    },
    [queryClient, workspaceId],
  );
  if (mode === null)
    return <Navigate to={paths.workspace.getHref(organizationId, workspaceId, 'list', search || undefined)} replace />;

  const workspace = query.data;
  let body;
  if (query.isPending) {
    body = <PageLoader label={t('page.loadingWorkspace')} />;
  } else if (!workspace) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    body = missing ? (
      <div className="gl-page">
        <EmptyState
          title={t('page.unavailable')}
          description={t('page.unavailableHint')}
          action={
            <Link className="gl-link" to={paths.organization.getHref(organizationId)}>
              {t('page.backToOrganization')}
            </Link>
          }
        />
      </div>
    ) : (
      <div className="gl-page">
        <LoadFailure error={query.error} heading={t('page.loadFailed')} onRetry={() => void query.refetch()} />
      </div>
    );
  } else if (mode === 'board') {
    body = (
      <Suspense fallback={<PageLoader label={t('page.loadingBoard')} />}>
        {/* Fades and buttons show that the board scrolls sideways (issue 11). */}
        <ScrollHint scrollerSelector=".gl-board">
          <BoardView.Component workspace={workspace} search={search} />
        </ScrollHint>
      </Suspense>
    );
  } else if (mode === 'calendar') {
    body = (
      <Suspense fallback={<PageLoader label={t('page.loadingCalendar')} />}>
        <CalendarView.Component organizationId={organizationId} workspace={workspace} search={search} />
      </Suspense>
    );
  } else {
    body = (
      <Suspense fallback={<PageLoader label={t('page.loadingList')} />}>
        <ListView.Component workspace={workspace} search={search} highlightCardId={highlightCardId} />
      </Suspense>
    );
  }

  return (
    <CardPrefetchContext.Provider value={prefetchCard}>
      <div className="gl-workspace" aria-busy={query.isFetching && query.isPlaceholderData}>
        {workspace ? <title>{t('page.documentTitle', { workspace: workspace.name })}</title> : null}
        <WorkspaceTopBar
          organizationId={organizationId}
          workspaceId={workspaceId}
          workspace={workspace}
          mode={mode}
          search={search}
          onSearchChange={onSearchChange}
          status={<RefreshedIndicator visible={refreshed} />}
          onRenamed={onRenamed}
          onRemoved={onRemoved}
          logoMaxBytes={organization ? maxPictureBytes(organization.organization_type) : undefined}
          storageCapped={organization ? organization.organization_type === 'personal' : undefined}
          members={
            <Suspense fallback={null}>
              <MemberAvatars organizationId={organizationId} workspaceId={workspaceId} />
            </Suspense>
          }
        />
        <div className="gl-workspace__view" onPointerOver={onIntent} onFocus={onIntent}>
          {body}
        </div>
        {openCardId ? (
          <Suspense fallback={null}>
            <CardPopupHost.Component
              organizationId={organizationId}
              workspaceId={workspaceId}
              workspaceName={workspace?.name}
              cardId={openCardId}
            />
          </Suspense>
        ) : null}
        {/* A move refused because the card is time-tracked (board, list, popup; cards spec §8). */}
        {moveRefused ? (
          <Suspense fallback={null}>
            <InvalidStageDialog />
          </Suspense>
        ) : null}
        {workspace?.permissions.can_access_live_chat === true ? (
          <Suspense fallback={null}>
            <ChatDock
              key={workspaceId}
              workspaceId={workspaceId}
              workspaceName={workspace.name}
              canHide={workspace.permissions.can_hide_live_chat === true}
            />
          </Suspense>
        ) : null}
        <WorkspaceBottomNav organizationId={organizationId} workspaceId={workspaceId} mode={mode} search={search} />
      </div>
    </CardPrefetchContext.Provider>
  );
}
