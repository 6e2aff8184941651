/**
 * The zoomable, pannable area of the viewer (issue 26 "Zoom (fit, 100%, wheel and pinch) and pan, through
 * a well-kept library"): react-zoom-pan-pinch around a page box of the page's CSS size at 100%. The page
 * fits the area when its size becomes known. Every transform writes the zoom readout and the pins'
 * counter-scale (`--gl-pin-scale`) straight to the DOM, so a pan or a pinch re-renders no React component.
 * `controlRef` gives the toolbar and the compare view the library's handlers (zoom, fit, setTransform).
 * The wheel is the stage's own (issue 37 "one wheel notch zooms about 10 %"): the library adds a fixed
 * step times the wheel's delta, so three notches went from 87 % to 800 %; here a notch multiplies the
 * scale by `WHEEL_NOTCH`, about the pointer, and a touchpad's small deltas zoom in proportion.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import { formatNumber } from '../../../lib/i18n/format-number';

/** A zoom scale as the interface language writes a percentage: "192%", "192 %" in French and German (FR2). */
export const zoomPercent = (scale: number): string =>
  formatNumber(scale, { style: 'percent', maximumFractionDigits: 0 });

/** Zoom limits: 5% to 800%. */
export const MIN_SCALE = 0.05;
export const MAX_SCALE = 8;
/** Share of the area a fitted page takes, so its edges show. */
export const FIT_MARGIN = 0.96;
/** One wheel notch (deltaY 100 px, or 3 lines): ×1.1 in, ÷1.1 out. */
export const WHEEL_NOTCH = 1.1;

/**
 * The scale after a wheel event of `deltaY` in `deltaMode` (0 pixels, 1 lines, 2 pages) from `scale`,
 * within MIN_SCALE…MAX_SCALE. A fast flick counts as at most 3 notches.
 */
export function wheelScale(scale: number, deltaY: number, deltaMode: number): number {
  const notches = (deltaMode === 1 ? deltaY / 3 : deltaMode === 2 ? deltaY * 3 : deltaY / 100) * -1;
  const next = scale * WHEEL_NOTCH ** Math.max(-3, Math.min(3, notches));
  return Math.max(MIN_SCALE, Math.min(MAX_SCALE, next));
}

export interface ZoomState {
  scale: number;
  positionX: number;
  positionY: number;
}

interface ZoomStageProps {
  size: { width: number; height: number } | null;
  controlRef?: RefObject<ReactZoomPanPinchContentRef | null>;
  /** Where the zoom percentage is written (a live region in the toolbar). */
  readoutRef?: RefObject<HTMLElement | null>;
  /** Every transform (side by side keeps the other pane in step). */
  onTransformed?: (state: ZoomState) => void;
  /** A pin tool is active: dragging draws instead of panning (pinch still zooms). */
  drawing?: boolean;
  label: string;
  testId?: string;
  children: ReactNode;
}

/** The stage. */
export function ZoomStage({
  size,
  controlRef,
  readoutRef,
  onTransformed,
  drawing = false,
  label,
  testId,
  children,
}: ZoomStageProps) {
  const own = useRef<ReactZoomPanPinchContentRef | null>(null);
  const page = useRef<HTMLDivElement>(null);
  const fitted = useRef<string>('');

  const apply = (scale: number) => {
    page.current?.style.setProperty('--gl-pin-scale', String(1 / scale));
    if (readoutRef?.current) readoutRef.current.textContent = zoomPercent(scale);
  };

  // The wheel zooms about the pointer by WHEEL_NOTCH per notch (a native listener: React's is passive).
  useEffect(() => {
    const ref = own.current;
    const wrapper = ref?.instance.wrapperComponent;
    if (!ref || !wrapper) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { scale, positionX, positionY } = ref.instance.state;
      const next = wheelScale(scale, event.deltaY, event.deltaMode);
      if (next === scale) return;
      const box = wrapper.getBoundingClientRect();
      const x = event.clientX - box.left;
      const y = event.clientY - box.top;
      ref.setTransform(x - ((x - positionX) * next) / scale, y - ((y - positionY) * next) / scale, next, 0);
    };
    wrapper.addEventListener('wheel', onWheel, { passive: false });
    return () => wrapper.removeEventListener('wheel', onWheel);
  }, []);

  // Fit once per page size (a new page, version or content).
  useEffect(() => {
    const key = size ? `${size.width}x${size.height}` : '';
    if (!size || fitted.current === key || !own.current) return;
    fitted.current = key;
    const ref = own.current;
    requestAnimationFrame(() => {
      // Fit, then a little smaller so the page's edges show.
      void ref
        .fitToView({ animationTime: 0, maxScale: 2 })
        .then(() => ref.centerView(ref.state.scale * FIT_MARGIN, 0))
        .then(() => apply(ref.state.scale));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply only writes to refs
  }, [size]);

  return (
    <TransformWrapper
      ref={(ref) => {
        own.current = ref;
        if (controlRef) controlRef.current = ref;
      }}
      minScale={MIN_SCALE}
      maxScale={MAX_SCALE}
      limitToBounds={false}
      initialScale={0.5}
      doubleClick={{ disabled: true }}
      panning={{ disabled: drawing, excluded: ['gl-pin'], velocityDisabled: true }}
      pinch={{ step: 5 }}
      wheel={{ disabled: true }}
      onTransform={(_, state) => {
        apply(state.scale);
        onTransformed?.(state);
      }}
    >
      <TransformComponent
        wrapperClass="gl-proof-stage"
        contentClass="gl-proof-stage__content"
        wrapperProps={
          { 'aria-label': label, role: 'region', 'data-testid': testId } as React.HTMLAttributes<HTMLDivElement>
        }
      >
        <div
          ref={page}
          className="gl-proof-page"
          style={size ? { width: size.width, height: size.height } : { width: 320, height: 240 }}
        >
          {children}
        </div>
      </TransformComponent>
    </TransformWrapper>
  );
}
