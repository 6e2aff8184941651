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
import { useTranslation } from '../../../lib/i18n/use-translation';
import { versionLabel, type VersionSource } from '../utils/sources';
import type { PinTool } from './draw-layer';
import { FIT_MARGIN, zoomPercent } from './zoom-stage';

// Arrow and close symbols of the buttons (their names are their aria-labels).
const [PREVIOUS, NEXT, UP, DOWN, CLOSE] = ['‹', '›', '↑', '↓', '✕'];

export const PIN_TOOLS: ReadonlyArray<{ id: PinTool; label: string; title: string; icon: string }> = [
  { id: 'point', label: 'tool.point', title: 'tool.pointTitle', icon: '●' },
  { id: 'rect', label: 'tool.rect', title: 'tool.rectTitle', icon: '▭' },
  { id: 'path', label: 'tool.path', title: 'tool.pathTitle', icon: '✎' },
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
  const { t } = useTranslation('proofing');
  const zoom = () => zoomActions(controlRef.current);
  const picker = useRef<HTMLInputElement>(null);
  return (
    <header className="gl-proof-bar">
      <div className="gl-proof-bar__group gl-proof-bar__title-group">
        <Button
          size="small"
          onClick={() => onContent(-1)}
          isDisabled={count < 2}
          aria-label={t('toolbar.previousContent')}
        >
          {PREVIOUS}
        </Button>
        <h2 className="gl-proof-bar__title" title={title}>
          {title}
        </h2>
        <span className="gl-proof-bar__count" aria-live="polite">
          {t('toolbar.position', { index: index + 1, count })}
        </span>
        <Button size="small" onClick={() => onContent(1)} isDisabled={count < 2} aria-label={t('toolbar.nextContent')}>
          {NEXT}
        </Button>
      </div>
      {versions.length > 1 ? (
        <label className="gl-proof-bar__group gl-proof-bar__version">
          <span className="visually-hidden">{t('toolbar.version')}</span>
          <select value={versionId} onChange={(e) => onVersion(e.target.value)} aria-label={t('toolbar.version')}>
            {versions.map((v) => (
              <option key={v.versionId} value={v.versionId}>
                {versionLabel(v)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {pageCount > 1 ? (
        <div className="gl-proof-bar__group" role="group" aria-label={t('toolbar.pages')}>
          <Button
            size="small"
            onClick={() => onPage(page - 1)}
            isDisabled={page <= 1}
            aria-label={t('toolbar.previousPage')}
          >
            {UP}
          </Button>
          <span className="gl-proof-bar__page" aria-live="polite" data-testid="page-indicator">
            {t('toolbar.pageOf', { page, pages: pageCount })}
          </span>
          <Button
            size="small"
            onClick={() => onPage(page + 1)}
            isDisabled={page >= pageCount}
            aria-label={t('toolbar.nextPage')}
          >
            {DOWN}
          </Button>
        </div>
      ) : null}
      <div className="gl-proof-bar__group" role="group" aria-label={t('toolbar.zoom')}>
        <Button size="small" onClick={() => zoom().out()} aria-label={t('toolbar.zoomOut')}>
          −
        </Button>
        <span ref={readoutRef} className="gl-proof-bar__zoom" aria-live="polite" data-testid="zoom-readout">
          {zoomPercent(1)}
        </span>
        <Button size="small" onClick={() => zoom().in()} aria-label={t('toolbar.zoomIn')}>
          +
        </Button>
        <Button size="small" onClick={() => zoom().fit()}>
          {t('toolbar.fit')}
        </Button>
        <Button size="small" onClick={() => zoom().actual()} aria-label={t('toolbar.actualSize')}>
          {zoomPercent(1)}
        </Button>
      </div>
      {onTool && tool !== undefined && !compare ? (
        <div className="gl-proof-bar__group" role="group" aria-label={t('toolbar.newPin')}>
          {PIN_TOOLS.map((pin) => (
            <button
              key={pin.id}
              type="button"
              className="gl-proof-bar__tool"
              aria-pressed={tool === pin.id}
              onClick={(event) => onTool(tool === pin.id ? null : pin.id, event.detail === 0)}
              title={t(pin.title)}
            >
              <span aria-hidden="true">{pin.icon}</span> {t(pin.label)}
            </button>
          ))}
        </div>
      ) : null}
      {onCompare ? (
        <Button size="small" onClick={onCompare} aria-pressed={compare} className="gl-proof-bar__compare">
          {t('toolbar.compare')}
        </Button>
      ) : null}
      {onNewVersion ? (
        <>
          <Button
            size="small"
            onClick={() => picker.current?.click()}
            aria-label={t('toolbar.uploadVersionOf', { title })}
          >
            {t('toolbar.uploadVersion')}
          </Button>
          <input
            ref={picker}
            type="file"
            accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
            hidden
            aria-label={t('toolbar.newVersionOf', { title })}
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
      <Button
        size="small"
        variation="link"
        onClick={onClose}
        aria-label={t('toolbar.close')}
        className="gl-proof-bar__close"
      >
        {CLOSE}
      </Button>
    </header>
  );
}
