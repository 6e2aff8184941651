/**
 * The numbered pins of one page (issue 26 "Pins are numbered in order on the artwork … A resolved pin is
 * dimmed"; "each pin is a button named for what it is"; performance "200 pins on one page pan and zoom at
 * 60 fps"). Each pin is one plain button placed in percentages of the page inside the zoomed content, so
 * panning and zooming move no React state: the library's transform moves them all, and one CSS variable
 * (`--gl-pin-scale`, set by the stage) keeps them the same size on screen. Rectangles and strokes are
 * drawn in one SVG in the page's 0–1 box with non-scaling strokes.
 */
import { memo } from 'react';
import type { Annotation, AnnotationShape } from '../../../../../shared/schemas/annotations';
import { pinLabel } from '../../../../../shared/schemas/pin-label';
import { markerOf, pathData, pinName } from '../utils/shapes';

interface PinLayerProps {
  annotations: readonly Annotation[];
  selectedId: string | null;
  /** Null: the pins are shown but not interactive (compare views still name them). */
  onSelect: ((id: string) => void) | null;
  /** The shape being placed (not yet posted). */
  pending?: AnnotationShape | null;
}

function ShapeOutline({ shape, className }: { shape: AnnotationShape; className: string }) {
  if (shape.type === 'rect')
    return (
      <rect
        className={className}
        x={shape.x}
        y={shape.y}
        width={shape.w}
        height={shape.h}
        vectorEffect="non-scaling-stroke"
      />
    );
  if (shape.type === 'path')
    return <path className={className} d={pathData(shape.points)} vectorEffect="non-scaling-stroke" />;
  return null;
}

/** The page's pins and outlines. */
export const PinLayer = memo(function PinLayer({ annotations, selectedId, onSelect, pending }: PinLayerProps) {
  const outlined = annotations.filter((a) => a.anchor.shape.type !== 'point');
  return (
    <div className="gl-pins" data-testid="pin-layer">
      {outlined.length > 0 || (pending && pending.type !== 'point') ? (
        <svg className="gl-pins__shapes" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
          {outlined.map((a) => (
            <ShapeOutline
              key={a.id}
              shape={a.anchor.shape}
              className={`gl-pins__outline${a.resolved ? ' gl-pins__outline--resolved' : ''}${a.id === selectedId ? ' gl-pins__outline--selected' : ''}`}
            />
          ))}
          {pending ? <ShapeOutline shape={pending} className="gl-pins__outline gl-pins__outline--pending" /> : null}
        </svg>
      ) : null}
      {annotations.map((a) => {
        const at = markerOf(a.anchor.shape);
        return (
          <button
            key={a.id}
            type="button"
            className={`gl-pin${a.resolved ? ' gl-pin--resolved' : ''}${a.id === selectedId ? ' gl-pin--selected' : ''}${a.internal ? ' gl-pin--team' : ''}`}
            style={{ left: `${at.x * 100}%`, top: `${at.y * 100}%` }}
            aria-label={pinName(a)}
            aria-pressed={a.id === selectedId}
            tabIndex={onSelect ? 0 : -1}
            disabled={!onSelect}
            onClick={onSelect ? () => onSelect(a.id) : undefined}
            data-testid="pin"
            data-number={a.number}
            data-pin-id={a.id}
          >
            {pinLabel(a)}
          </button>
        );
      })}
      {pending ? (
        <span
          className="gl-pin gl-pin--pending"
          style={{ left: `${markerOf(pending).x * 100}%`, top: `${markerOf(pending).y * 100}%` }}
          aria-hidden="true"
        >
          +
        </span>
      ) : null}
    </div>
  );
});
