/**
 * One page of one version in the viewer (issue 26; BRIEF §8): the file drawn at full resolution (an image,
 * or a PDF page rendered by pdfjs-dist), its pins, and, while a pin tool is chosen, the drawing layer, all
 * inside the zoom stage. Loading and error states are shown over the page.
 */
import { memo, useEffect, useState, type RefObject } from 'react';
import type { ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import type { Annotation, AnnotationShape } from '../../../../../shared/schemas/annotations';
import { usePageSurface } from '../hooks/use-page-surface';
import type { VersionSource } from '../utils/sources';
import { DrawLayer, type PinTool } from './draw-layer';
import { PinLayer } from './pin-layer';
import { SurfaceMedia } from './surface-media';
import { ZoomStage, type ZoomState } from './zoom-stage';

export interface PageViewProps {
  source: VersionSource;
  page: number;
  /** Force the page's CSS width (compare views draw both versions alike). */
  width?: number;
  /** This page's annotations. */
  annotations: readonly Annotation[];
  selectedId: string | null;
  onSelect: ((id: string) => void) | null;
  tool?: PinTool | null;
  /** A shape placed, waiting for its comment. */
  pending?: AnnotationShape | null;
  onPlaced?: (shape: AnnotationShape) => void;
  /** The keyboard's crosshair in page fractions (issue 37), or null. */
  crosshair?: { x: number; y: number } | null;
  controlRef?: RefObject<ReactZoomPanPinchContentRef | null>;
  readoutRef?: RefObject<HTMLElement | null>;
  onTransformed?: (state: ZoomState) => void;
  /** The PDF's page count once read (the toolbar and rail need it). */
  onPageCount?: (count: number) => void;
  label: string;
  testId?: string;
}

/** The page. */
export const PageView = memo(function PageView(props: PageViewProps) {
  const {
    source,
    page,
    width,
    annotations,
    selectedId,
    onSelect,
    tool = null,
    pending = null,
    onPlaced,
    crosshair = null,
    controlRef,
    readoutRef,
    onTransformed,
    onPageCount,
    label,
    testId,
  } = props;
  const surface = usePageSurface(source, page, width);
  const [drawing, setDrawing] = useState<AnnotationShape | null>(null);
  useEffect(() => {
    if (source.pdf) onPageCount?.(surface.pageCount);
  }, [source.pdf, surface.pageCount, onPageCount]);

  return (
    <ZoomStage
      size={surface.size}
      controlRef={controlRef}
      readoutRef={readoutRef}
      onTransformed={onTransformed}
      drawing={tool !== null}
      label={label}
      testId={testId}
    >
      <SurfaceMedia source={source} page={page} surface={surface} />
      <PinLayer annotations={annotations} selectedId={selectedId} onSelect={onSelect} pending={drawing ?? pending} />
      {tool && onPlaced ? <DrawLayer tool={tool} onDrawing={setDrawing} onPlaced={onPlaced} /> : null}
      {crosshair ? (
        <span
          className="gl-crosshair"
          style={{ left: `${crosshair.x * 100}%`, top: `${crosshair.y * 100}%` }}
          data-testid="crosshair"
          aria-hidden="true"
        />
      ) : null}
    </ZoomStage>
  );
});
