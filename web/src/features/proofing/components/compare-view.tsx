/**
 * Compare two versions of a content (issue 26 "Compare any two versions of a content: side by side, with
 * zoom and pan kept in step; as an overlay with an opacity slider; as a pixel difference with changed
 * pixels highlighted … For PDFs this is page by page. Each side shows its own version's pins"; "the compare
 * modes are buttons or tabs named 'Side by side', 'Overlay' and 'Difference'"). Both versions are drawn
 * at the same CSS width so one transform fits both.
 */
import { useCallback, useRef, useState } from 'react';
import type { ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import type { Annotation } from '../../../../../shared/schemas/annotations';
import { useAnnotations, type ProofingScope } from '../api/annotations-api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePageSurface } from '../hooks/use-page-surface';
import { versionLabel, versionName, type VersionSource } from '../utils/sources';
import { DifferenceView } from './difference-view';
import { PageView } from './page-view';
import { PinLayer } from './pin-layer';
import { SurfaceMedia } from './surface-media';
import { ZoomStage, type ZoomState } from './zoom-stage';

/** The compare modes. */
export type CompareMode = 'side' | 'overlay' | 'difference';

export const COMPARE_MODES: ReadonlyArray<{ id: CompareMode; label: string }> = [
  { id: 'side', label: 'compare.side' },
  { id: 'overlay', label: 'compare.overlay' },
  { id: 'difference', label: 'compare.difference' },
];

/** Both sides' CSS width at 100%. */
const COMPARE_WIDTH = 1000;

interface CompareViewProps {
  scope: ProofingScope;
  contentId: string;
  /** The version shown in the viewer, and the one compared with it. */
  base: VersionSource;
  other: VersionSource;
  page: number;
  mode: CompareMode;
  controlRef: React.RefObject<ReactZoomPanPinchContentRef | null>;
  readoutRef: React.RefObject<HTMLElement | null>;
}

function usePagePins(scope: ProofingScope, contentId: string, source: VersionSource, page: number): Annotation[] {
  const list = useAnnotations(scope, contentId, source.versionId);
  return (list.data ?? []).filter((a) => a.anchor.page === page);
}

/** Two panes whose zoom and pan follow each other. */
function SideBySide({ scope, contentId, base, other, page, controlRef, readoutRef }: Omit<CompareViewProps, 'mode'>) {
  const second = useRef<ReactZoomPanPinchContentRef | null>(null);
  const syncing = useRef(false);
  const follow = useCallback(
    (target: React.RefObject<ReactZoomPanPinchContentRef | null>) => (state: ZoomState) => {
      if (syncing.current || !target.current) return;
      syncing.current = true;
      target.current.setTransform(state.positionX, state.positionY, state.scale, 0);
      syncing.current = false;
    },
    [],
  );
  const { t } = useTranslation('proofing');
  const basePins = usePagePins(scope, contentId, base, page);
  const otherPins = usePagePins(scope, contentId, other, page);
  return (
    <div className="gl-compare__panes" data-testid="compare-side-by-side">
      {[
        // The base pane drives the toolbar's zoom readout; each pane's moves move the other.
        { source: base, annotations: basePins, controlRef, readoutRef, follows: second },
        { source: other, annotations: otherPins, controlRef: second, readoutRef: undefined, follows: controlRef },
      ].map(({ follows, ...pane }) => (
        <figure key={pane.source.versionId} className="gl-compare__pane" data-testid="compare-pane">
          <figcaption>{versionLabel(pane.source)}</figcaption>
          <PageView
            {...pane}
            page={page}
            width={COMPARE_WIDTH}
            selectedId={null}
            onSelect={null}
            onTransformed={follow(follows)}
            label={t('compare.pane', { version: versionName(pane.source), page })}
          />
        </figure>
      ))}
    </div>
  );
}

/** The other version over the base one, with an opacity slider. */
function Overlay({
  base,
  other,
  page,
  controlRef,
  readoutRef,
}: Omit<CompareViewProps, 'mode' | 'scope' | 'contentId'>) {
  const { t } = useTranslation('proofing');
  const [opacity, setOpacity] = useState(50);
  const bottom = usePageSurface(base, page, COMPARE_WIDTH);
  const top = usePageSurface(other, page, COMPARE_WIDTH);
  return (
    <div className="gl-compare__single" data-testid="compare-overlay">
      <label className="gl-compare__slider">
        <span>{t('compare.opacity', { version: versionName(other) })}</span>
        <input
          type="range"
          min={0}
          max={100}
          value={opacity}
          onChange={(e) => setOpacity(Number(e.target.value))}
          aria-valuetext={`${opacity}%`}
        />
        <span aria-hidden="true">{opacity}%</span>
      </label>
      <ZoomStage
        size={bottom.size}
        controlRef={controlRef}
        readoutRef={readoutRef}
        label={t('compare.overlayLabel', { top: versionName(other), base: versionName(base), page })}
      >
        <SurfaceMedia source={base} page={page} surface={bottom} />
        <SurfaceMedia
          source={other}
          page={page}
          surface={top}
          className="gl-proof-page__media gl-proof-page__media--over"
          style={{ opacity: opacity / 100 }}
        />
        <PinLayer annotations={[]} selectedId={null} onSelect={null} />
      </ZoomStage>
    </div>
  );
}

/** The compare area in the chosen mode. */
export function CompareView(props: CompareViewProps) {
  const { mode, ...rest } = props;
  if (mode === 'side') return <SideBySide {...rest} />;
  if (mode === 'overlay')
    return (
      <Overlay
        base={rest.base}
        other={rest.other}
        page={rest.page}
        controlRef={rest.controlRef}
        readoutRef={rest.readoutRef}
      />
    );
  return (
    <DifferenceView
      base={rest.base}
      other={rest.other}
      page={rest.page}
      controlRef={rest.controlRef}
      readoutRef={rest.readoutRef}
    />
  );
}
