/**
 * Shows that a horizontally scrolling area has more to either side (issue 11: the board must show that
 * it scrolls when its last column, Add Stage, is off screen). Wraps content whose scroller is found by
 * `scrollerSelector` (the board's `.gl-board`, rendered later by a lazy view), and puts a fade and a
 * "Scroll left"/"Scroll right" button on each side that has hidden content. The buttons scroll by most
 * of a screen; the fades ignore the pointer so drags still reach the content.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './scroll-hint.css';

interface ScrollHintProps {
  /** CSS selector of the scrolling element inside `children`. */
  scrollerSelector: string;
  children: ReactNode;
}

/** Which sides of `el` have content out of view (1 px of slack for sub-pixel widths). */
export function hiddenSides(el: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): {
  left: boolean;
  right: boolean;
} {
  return { left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
}

/** The wrapped content with its side fades and scroll buttons. */
/** The buttons' arrows (their names are the aria-labels). */
const ARROW = { left: '‹', right: '›' };

export function ScrollHint({ scrollerSelector, children }: ScrollHintProps) {
  const { t } = useTranslation('common');
  const hostRef = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [sides, setSides] = useState({ left: false, right: false });

  // The scroller appears once the lazy content has rendered, and may be replaced (empty ⇄ columns).
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const find = () => setScroller(host.querySelector<HTMLElement>(scrollerSelector));
    find();
    const observer = new MutationObserver(find);
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [scrollerSelector]);

  useEffect(() => {
    if (!scroller) return;
    const update = () => {
      const next = hiddenSides(scroller);
      setSides((current) => (current.left === next.left && current.right === next.right ? current : next));
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(scroller);
    // New columns (a stage added, more cards) change the width without resizing the scroller.
    const content = new MutationObserver(update);
    content.observe(scroller, { childList: true, subtree: true });
    return () => {
      scroller.removeEventListener('scroll', update);
      resize.disconnect();
      content.disconnect();
    };
  }, [scroller]);

  const scrollBy = (direction: -1 | 1) =>
    scroller?.scrollBy({ left: direction * scroller.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <div ref={hostRef} className="gl-scroll-hint">
      {children}
      {sides.left ? (
        <>
          <span
            className="gl-scroll-hint__fade gl-scroll-hint__fade--left"
            aria-hidden="true"
            data-testid="scroll-fade-left"
          />
          <button
            type="button"
            className="gl-scroll-hint__button gl-scroll-hint__button--left"
            onClick={() => scrollBy(-1)}
            aria-label={t('scroll.left')}
          >
            {ARROW.left}
          </button>
        </>
      ) : null}
      {sides.right ? (
        <>
          <span
            className="gl-scroll-hint__fade gl-scroll-hint__fade--right"
            aria-hidden="true"
            data-testid="scroll-fade-right"
          />
          <button
            type="button"
            className="gl-scroll-hint__button gl-scroll-hint__button--right"
            onClick={() => scrollBy(1)}
            aria-label={t('scroll.right')}
          >
            {ARROW.right}
          </button>
        </>
      ) : null}
    </div>
  );
}
