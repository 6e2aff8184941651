/**
 * The proofing viewer (issue 26 "A proofing viewer. From a content's preview, open a full-screen view of
 * the image or the PDF"; BRIEF §8): a full-screen native dialog with the toolbar, the page rail of a PDF,
 * the page in the zoom stage with its numbered pins, and the panel beside it (new pin, thread, or the
 * threads list with carry-over). Compare replaces the page with two versions in one of three modes.
 * Loaded as its own chunk when first opened (web/src/app/proofing-host.tsx), with pdfjs-dist after it.
 * Issue 37: the toolbar carries the approvals feature's decision buttons (`renderDecision`); N shows a
 * crosshair that the arrows move and Enter places; focus goes to the new pin once it is posted.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import type { Annotation, AnnotationAnchor, AnnotationShape } from '../../../../../shared/schemas/annotations';
import { useModalDialog } from '../../../components/ui/dialog/use-modal-dialog';
import { errorMessage } from '../../../lib/api-client';
import type { CommentTab, ProofingViewerProps } from '../../../lib/proofing-slot';
import { proofingKeys, setResolved, useAnnotations, useVersions, type AnnotationFilter } from '../api/annotations-api';
import { useViewerKeys } from '../hooks/use-viewer-keys';
import { versionSources } from '../utils/sources';
import { openPinsPerPage, tabOf } from '../utils/pin-facts';
import { CarryOverPanel } from './carry-over-panel';
import { CompareBar } from './compare-bar';
import { CompareView, type CompareMode } from './compare-view';
import type { PinTool } from './draw-layer';
import { PageRail } from './page-rail';
import { PageView } from './page-view';
import { NewPinPanel, PostedNotice, ThreadPanel } from './side-panel';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { passes, ThreadsList } from './threads-list';
import { panStage, ViewerToolbar, zoomActions } from './viewer-toolbar';
import './proofing.css';

// The stage is the compare modes' tab panel (a role, not text).
const TABPANEL = 'tabpanel';

/** The viewer. */
export function ProofingViewer(props: ProofingViewerProps) {
  const {
    workspaceId,
    cardId,
    contents,
    startId,
    canVersions,
    startInCompare = false,
    onClose,
    onNewVersion,
    postableTabs,
    isTeam,
    renderComposer,
    renderThread,
    renderDecision,
  } = props;
  const scope = useMemo(() => ({ workspaceId, cardId }), [workspaceId, cardId]);
  const client = useQueryClient();
  const { t } = useTranslation('proofing');
  const [contentId, setContentId] = useState(startId);
  const [versionId, setVersionId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(1);
  const [tool, setTool] = useState<PinTool | null>(null);
  const [pending, setPending] = useState<AnnotationAnchor | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [filter, setFilter] = useState<AnnotationFilter>('all');
  const [compare, setCompare] = useState(startInCompare);
  const [mode, setMode] = useState<CompareMode>('side');
  const [otherId, setOtherId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The tab the last pin went to, said once it is posted (issue 35).
  const [postedIn, setPostedIn] = useState<CommentTab | null>(null);
  // The keyboard's crosshair, in page fractions (issue 37); null when not shown.
  const [cross, setCross] = useState<{ x: number; y: number } | null>(null);
  // The annotations known when a pin was posted: the new one gets focus once it shows (issue 37).
  const focusNew = useRef<Set<string> | null>(null);
  const controlRef = useRef<ReactZoomPanPinchContentRef | null>(null);
  const readoutRef = useRef<HTMLSpanElement | null>(null);

  const index = Math.max(
    0,
    contents.findIndex((c) => c.id === contentId),
  );
  const content = contents[index];
  const earlier = useVersions(scope, content?.id ?? '', canVersions && (content?.versions_count ?? 0) > 0);
  const sources = useMemo(
    () => (content ? versionSources(content, canVersions ? (earlier.data ?? []) : []) : []),
    [content, canVersions, earlier.data],
  );
  const source = sources.find((s) => s.versionId === versionId) ?? sources[0];
  const annotations = useAnnotations(scope, content?.id ?? '', source?.versionId ?? null);
  const all = useMemo(() => annotations.data ?? [], [annotations.data]);
  const onPage = useMemo(() => all.filter((a) => a.anchor.page === page && passes(a, filter)), [all, page, filter]);
  const openPins = useMemo(() => openPinsPerPage(all), [all]);
  const selected = all.find((a) => a.id === selectedId) ?? null;
  const pages = source?.pdf ? Math.max(pageCount, source.pageCount ?? 1) : 1;
  const mayPin = postableTabs.length > 0;
  const mayResolve = useCallback(
    (a: Annotation) => a.is_user || (isTeam && postableTabs.includes(tabOf(a))),
    [isTeam, postableTabs],
  );
  const mayCarry = useCallback((a: Annotation) => postableTabs.includes(tabOf(a)), [postableTabs]);
  const other =
    sources.find((s) => s.versionId === otherId && s.versionId !== source?.versionId) ??
    sources.find((s) => s.versionId !== source?.versionId) ??
    null;

  // Everything placed or chosen belongs to one content, version and page.
  const resetPlace = () => {
    setTool(null);
    setCross(null);
    setPending(null);
    setSelectedId(null);
  };
  const { ref, onCancel } = useModalDialog(onClose);
  // The content went away (deleted elsewhere, or hidden from this guest): close.
  useEffect(() => {
    if (!content) onClose();
  }, [content, onClose]);

  const goContent = (step: number) => {
    if (contents.length < 2) return;
    setContentId(contents[(index + step + contents.length) % contents.length].id);
    setVersionId(null);
    setOtherId(null);
    setPage(1);
    setPageCount(1);
    resetPlace();
  };
  const goPage = (next: number) => {
    if (next < 1 || next > pages || next === page) return;
    setPage(next);
    setTool(null);
    setCross(null);
    setPending(null);
  };
  const onVersion = (id: string) => {
    setVersionId(id);
    setPage(1);
    resetPlace();
  };
  const onPlaced = useCallback(
    (shape: AnnotationShape) => {
      if (!content || !source) return;
      setTool(null);
      setCross(null);
      setSelectedId(null);
      setPending({ content_id: content.id, version_id: source.versionId, page, shape });
    },
    [content, source, page],
  );
  const openThread = useCallback(
    (id: string) => {
      const a = all.find((x) => x.id === id);
      if (!a) return;
      setPending(null);
      setTool(null);
      setCross(null);
      setSelectedId(id);
      if (a.anchor.page !== page) setPage(a.anchor.page);
    },
    [all, page],
  );
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: proofingKeys.all(cardId) });
    void client.invalidateQueries({ queryKey: ['workspaces', workspaceId, 'cards', cardId, 'contents'] });
  }, [client, cardId, workspaceId]);
  const resolve = async (a: Annotation, resolved: boolean) => {
    setBusyId(a.id);
    setError(null);
    try {
      await setResolved(scope, a.id, resolved);
      refresh();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusyId(null);
    }
  };

  // Focus the pin just posted once the refreshed list holds it.
  useEffect(() => {
    const known = focusNew.current;
    if (!known) return;
    const added = onPage.find((a) => !known.has(a.id));
    if (!added) return;
    focusNew.current = null;
    ref.current?.querySelector<HTMLElement>(`[data-pin-id="${added.id}"]`)?.focus({ preventScroll: true });
  }, [onPage, ref]);

  useViewerKeys({
    content: goContent,
    page: (step: number) => goPage(page + step),
    zoomIn: () => zoomActions(controlRef.current).in(),
    zoomOut: () => zoomActions(controlRef.current).out(),
    fit: () => zoomActions(controlRef.current).fit(),
    newPin:
      mayPin && !compare
        ? () => {
            setTool('point');
            setPending(null);
            setCross({ x: 0.5, y: 0.5 });
          }
        : null,
    pan: (dx, dy) => panStage(controlRef.current, dx, dy),
    crosshair: cross
      ? {
          move: (dx, dy) =>
            setCross((c) => c && { x: Math.min(1, Math.max(0, c.x + dx)), y: Math.min(1, Math.max(0, c.y + dy)) }),
          place: () => onPlaced({ type: 'point', x: cross.x, y: cross.y }),
        }
      : null,
    disarm: () => {
      if (!tool && !pending && !cross) return false;
      setTool(null);
      setCross(null);
      setPending(null);
      return true;
    },
  });
  // Escape first drops a pin in progress, then closes.
  const onDialogCancel = (event: React.SyntheticEvent<HTMLDialogElement>) => {
    if (tool || pending) {
      event.preventDefault();
      event.stopPropagation();
      setTool(null);
      setCross(null);
      setPending(null);
      return;
    }
    onCancel(event);
  };

  if (!content || !source) return null;
  // The content's name, kept across versions (issue 37); each version's own file name is in its label.
  const title = content.name || content.filename || t('viewer.untitled', { number: index + 1 });

  const panel = pending ? (
    <NewPinPanel
      anchor={pending}
      tabs={postableTabs}
      renderComposer={renderComposer}
      onPosted={(tab) => {
        focusNew.current = new Set(all.map((a) => a.id));
        setPending(null);
        setPostedIn(tab);
        refresh();
      }}
      onCancel={() => setPending(null)}
    />
  ) : selected ? (
    <ThreadPanel
      annotation={selected}
      mayResolve={mayResolve(selected)}
      busy={busyId === selected.id}
      onResolve={(r) => void resolve(selected, r)}
      onBack={() => setSelectedId(null)}
      thread={renderThread({ annotationId: selected.id, tab: tabOf(selected), onChanged: refresh })}
    />
  ) : (
    <>
      {postedIn ? <PostedNotice tab={postedIn} /> : null}
      {source.current && sources.length > 1 ? (
        <CarryOverPanel
          scope={scope}
          contentId={content.id}
          target={source}
          previous={sources[1]}
          mayCarry={mayCarry}
        />
      ) : null}
      {annotations.isPending ? (
        <p className="gl-threads__empty">{t('viewer.loading')}</p>
      ) : annotations.isError ? (
        <p role="alert">{t('viewer.loadFailed', { error: errorMessage(annotations.error) })}</p>
      ) : (
        <ThreadsList
          annotations={all}
          filter={filter}
          onFilter={setFilter}
          selectedId={selectedId}
          onOpen={(a) => openThread(a.id)}
          mayResolve={mayResolve}
          onResolve={(a, r) => void resolve(a, r)}
          busyId={busyId}
          multiPage={pages > 1}
        />
      )}
    </>
  );

  return (
    <dialog
      ref={ref}
      className="gl-proof"
      aria-label={t('viewer.label', { title })}
      onCancel={onDialogCancel}
      data-testid="proofing-viewer"
    >
      <ViewerToolbar
        title={title}
        index={index}
        count={contents.length}
        onContent={goContent}
        versions={sources}
        versionId={source.versionId}
        onVersion={onVersion}
        page={page}
        pageCount={pages}
        onPage={goPage}
        controlRef={controlRef}
        readoutRef={readoutRef}
        tool={mayPin ? tool : undefined}
        onTool={
          mayPin
            ? (t, byKeyboard) => {
                setTool(t);
                setCross(t === 'point' && byKeyboard ? { x: 0.5, y: 0.5 } : null);
                setPending(null);
              }
            : undefined
        }
        decision={renderDecision()}
        onNewVersion={onNewVersion ? (file) => onNewVersion(content.id, file) : undefined}
        compare={compare}
        onCompare={sources.length > 1 ? () => setCompare((c) => !c) : null}
        onClose={onClose}
      />
      {error ? (
        <p className="gl-proof__error" role="alert">
          {error}
        </p>
      ) : null}
      {compare && other ? (
        <CompareBar
          mode={mode}
          onMode={setMode}
          choices={sources.filter((s) => s.versionId !== source.versionId)}
          otherId={other.versionId}
          onOther={setOtherId}
        />
      ) : null}
      <div className={`gl-proof__body${compare ? ' gl-proof__body--compare' : ''}`}>
        {source.pdf && pages > 1 && !compare ? (
          <PageRail source={source} pageCount={pages} page={page} onPage={goPage} openPins={openPins} />
        ) : null}
        <div className="gl-proof__stage" {...(compare ? { role: TABPANEL, 'aria-label': t('toolbar.compare') } : {})}>
          {compare && other ? (
            <CompareView
              scope={scope}
              contentId={content.id}
              base={source}
              other={other}
              page={page}
              mode={mode}
              controlRef={controlRef}
              readoutRef={readoutRef}
            />
          ) : (
            <PageView
              key={`${source.versionId}:${page}`}
              source={source}
              page={page}
              annotations={onPage}
              selectedId={selectedId}
              onSelect={openThread}
              tool={tool}
              pending={pending?.shape ?? null}
              crosshair={cross}
              onPlaced={onPlaced}
              controlRef={controlRef}
              readoutRef={readoutRef}
              onPageCount={setPageCount}
              label={`${t(pages > 1 ? 'viewer.stagePage' : 'viewer.stageImage', { title, page })}${cross ? t('viewer.hintKeyboard') : tool ? t('viewer.hintClick') : ''}`}
              testId="proof-stage"
            />
          )}
        </div>
        {!compare ? (
          <aside className="gl-proof__panel" aria-label={t('viewer.annotations')}>
            {panel}
          </aside>
        ) : null}
      </div>
    </dialog>
  );
}
