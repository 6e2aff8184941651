/**
 * The proofing viewer's top bar (issue 26 "Move between the card's contents and between a content's
 * versions … Zoom (fit, 100%, wheel and pinch) … a 'Compare' button"): the content's name and place with
 * Previous/Next content, the version picker, page buttons for PDFs, the zoom buttons and readout, the pin
 * tools (only for those who may comment), Compare, the approver's decision (issue 37, given by the app),
 * and Close. It wraps onto more rows at phone width.
 */
import { useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '@aws-amplify/ui-react';
import type { ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import { versionLabel, type VersionSource } from '../utils/sources';
import type { PinTool } from './draw-layer';
import { FIT_MARGIN } from './zoom-stage';

export const PIN_TOOLS: ReadonlyArray<{ id: PinTool; label: string; icon: string }> = [
  { id: 'point', label: 'Point', icon: '●' },
  { id: 'rect', label: 'Rectangle', icon: '▭' },
  { id: 'path', label: 'Freehand', icon: '✎' },
];

interface ViewerToolbarProps {
  title: string;
  index: number;
  count: number;
  onContent: (step: number) => void;
  versions: readonly VersionSource[];
  versionId: string;
  onVersion: (versionId: string) => void;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  controlRef: RefObject<ReactZoomPanPinchContentRef | null>;
  readoutRef: RefObject<HTMLSpanElement | null>;
  /** Null: the caller may not pin. */
  tool: PinTool | null | undefined;
  /** `byKeyboard`: chosen with Enter or Space, so the point tool shows the keyboard's crosshair. */
  onTool?: (tool: PinTool | null, byKeyboard: boolean) => void;
  /** Approve and Request changes when the card awaits the caller's decision (nothing otherwise). */
  decision?: ReactNode;
  /** Uploads a file as the shown content's new version; absent for callers who may not (issue 37). */
  onNewVersion?: (file: File) => void;
  compare: boolean;
  onCompare: (() => void) | null;
  onClose: () => void;
}

/** Zoom: fit, 100%, and steps (wheel and pinch are the stage's). */
export function zoomActions(ref: ReactZoomPanPinchContentRef | null) {
  return {
    in: () => void ref?.zoomIn(0.25, 150),
    out: () => void ref?.zoomOut(0.25, 150),
    fit: () =>
      void ref
        ?.fitToView({ animationTime: 0, maxScale: 2 })
        .then(() => ref.centerView(ref.state.scale * FIT_MARGIN, 150)),
    actual: () => void ref?.centerView(1, 150),
  };
}

/**
 * Pans the stage by a tenth of its size per step (`dx`, `dy` in −1…1) when the page is zoomed in beyond
 * it (issue 37 "when zoomed in, the arrow keys pan"); false, with nothing done, when all of it shows.
 */
export function panStage(ref: ReactZoomPanPinchContentRef | null, dx: number, dy: number): boolean {
  const wrapper = ref?.instance.wrapperComponent;
  const content = ref?.instance.contentComponent;
  if (!ref || !wrapper || !content) return false;
  const area = wrapper.getBoundingClientRect();
  const page = content.getBoundingClientRect();
  if (page.width <= area.width + 1 && page.height <= area.height + 1) return false;
  void ref.panBy(-dx * area.width * 0.1, -dy * area.height * 0.1, 100);
  return true;
}

/** The bar. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const {
    title,
    index,
    count,
    onContent,
    versions,
    versionId,
    onVersion,
    page,
    pageCount,
    onPage,
    controlRef,
    readoutRef,
    tool,
    onTool,
    decision,
    onNewVersion,
    compare,
    onCompare,
    onClose,
  } = props;
  const zoom = () => zoomActions(controlRef.current);
  const picker = useRef<HTMLInputElement>(null);
  return (
    <header className="gl-proof-bar">
      <div className="gl-proof-bar__group gl-proof-bar__title-group">
        <Button size="small" onClick={() => onContent(-1)} isDisabled={count < 2} aria-label="Previous content">
          ‹
        </Button>
        <h2 className="gl-proof-bar__title" title={title}>
          {title}
        </h2>
        <span className="gl-proof-bar__count" aria-live="polite">
          {index + 1} of {count}
        </span>
        <Button size="small" onClick={() => onContent(1)} isDisabled={count < 2} aria-label="Next content">
          ›
        </Button>
      </div>
      {versions.length > 1 ? (
        <label className="gl-proof-bar__group gl-proof-bar__version">
          <span className="visually-hidden">Version</span>
          <select value={versionId} onChange={(e) => onVersion(e.target.value)} aria-label="Version">
            {versions.map((v) => (
              <option key={v.versionId} value={v.versionId}>
                {versionLabel(v)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {pageCount > 1 ? (
        <div className="gl-proof-bar__group" role="group" aria-label="Pages">
          <Button size="small" onClick={() => onPage(page - 1)} isDisabled={page <= 1} aria-label="Previous page">
            ↑
          </Button>
          <span className="gl-proof-bar__page" aria-live="polite" data-testid="page-indicator">
            Page {page} of {pageCount}
          </span>
          <Button size="small" onClick={() => onPage(page + 1)} isDisabled={page >= pageCount} aria-label="Next page">
            ↓
          </Button>
        </div>
      ) : null}
      <div className="gl-proof-bar__group" role="group" aria-label="Zoom">
        <Button size="small" onClick={() => zoom().out()} aria-label="Zoom out">
          −
        </Button>
        <span ref={readoutRef} className="gl-proof-bar__zoom" aria-live="polite" data-testid="zoom-readout">
          100%
        </span>
        <Button size="small" onClick={() => zoom().in()} aria-label="Zoom in">
          +
        </Button>
        <Button size="small" onClick={() => zoom().fit()}>
          Fit
        </Button>
        <Button size="small" onClick={() => zoom().actual()} aria-label="100%, actual size">
          100%
        </Button>
      </div>
      {onTool && tool !== undefined && !compare ? (
        <div className="gl-proof-bar__group" role="group" aria-label="New pin">
          {PIN_TOOLS.map((t) => (
            <button
              key={t.id}
              type="button"
              className="gl-proof-bar__tool"
              aria-pressed={tool === t.id}
              onClick={(event) => onTool(tool === t.id ? null : t.id, event.detail === 0)}
              title={t.id === 'point' ? 'Pin a point (N)' : `Draw a ${t.label.toLowerCase()}`}
            >
              <span aria-hidden="true">{t.icon}</span> {t.label}
            </button>
          ))}
        </div>
      ) : null}
      {onCompare ? (
        <Button size="small" onClick={onCompare} aria-pressed={compare} className="gl-proof-bar__compare">
          Compare
        </Button>
      ) : null}
      {onNewVersion ? (
        <>
          <Button size="small" onClick={() => picker.current?.click()} aria-label={`Upload new version of ${title}`}>
            Upload new version
          </Button>
          <input
            ref={picker}
            type="file"
            accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
            hidden
            aria-label={`New version of ${title}`}
            data-testid="new-version-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onNewVersion(file);
            }}
          />
        </>
      ) : null}
      {decision}
      <Button size="small" variation="link" onClick={onClose} aria-label="Close viewer" className="gl-proof-bar__close">
        ✕
      </Button>
    </header>
  );
}
