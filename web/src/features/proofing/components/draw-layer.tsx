/**
 * Placing a new pin (issue 26 "clicks a point, or drags a rectangle or a freehand stroke … It works on a
 * phone (tap to pin, pinch to zoom)"): a layer over the page, present only while a pin tool is chosen,
 * that turns pointer positions into page fractions through the page's on-screen box, so it is right at any
 * zoom. A point is a click or tap; a rectangle a drag (a click makes a point); a stroke the pointer's
 * path. A second finger is left to the zoom library (pinch), and cancels the shape.
 */
import { useRef, type PointerEvent } from 'react';
import type { AnnotationShape } from '../../../../../shared/schemas/annotations';
import { pathFrom, rectFrom, toPagePoint } from '../utils/shapes';

/** The pin tools. */
export type PinTool = 'point' | 'rect' | 'path';

interface DrawLayerProps {
  tool: PinTool;
  /** The shape as it is being drawn (null when cleared), for the live outline. */
  onDrawing: (shape: AnnotationShape | null) => void;
  onPlaced: (shape: AnnotationShape) => void;
}

/** Under this many fractions of the page a drag is a click. */
const CLICK_SLOP = 0.004;

/** The drawing surface. */
export function DrawLayer({ tool, onDrawing, onPlaced }: DrawLayerProps) {
  const start = useRef<[number, number] | null>(null);
  const points = useRef<Array<[number, number]>>([]);
  const pointers = useRef(new Set<number>());

  const at = (event: PointerEvent<HTMLDivElement>) =>
    toPagePoint(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
  const reset = () => {
    start.current = null;
    points.current = [];
    onDrawing(null);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.add(event.pointerId);
    if (pointers.current.size > 1) return reset(); // a pinch: the zoom library's
    if (event.button !== 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = at(event);
    points.current = [start.current];
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current || pointers.current.size > 1) return;
    const p = at(event);
    if (tool === 'rect') onDrawing(rectFrom(start.current, p));
    if (tool === 'path') {
      points.current.push(p);
      onDrawing(pathFrom(points.current));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    const from = start.current;
    if (!from) return;
    const to = at(event);
    const moved = Math.hypot(to[0] - from[0], to[1] - from[1]) > CLICK_SLOP;
    let shape: AnnotationShape | null = null;
    if (tool === 'point' || !moved) shape = { type: 'point', x: from[0], y: from[1] };
    else if (tool === 'rect') shape = rectFrom(from, to);
    else shape = pathFrom([...points.current, to]);
    reset();
    if (shape) onPlaced(shape);
  };
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    reset();
  };

  return (
    <div
      className={`gl-draw gl-draw--${tool}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      data-testid="draw-layer"
      aria-hidden="true"
    />
  );
}
