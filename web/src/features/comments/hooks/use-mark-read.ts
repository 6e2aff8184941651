/**
 * Mark-as-read (cards spec §4 "Mark-as-read runs after the card chat has been visible for 1 second (10%
 * visibility)"; §9 "read marking after 1 s"): while the tab has unread comments and at least 10% of its
 * stream is on screen in a visible page for a whole second, `onRead` runs once (again when new unread
 * comments arrive).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { COMMENT_LIMITS } from '../../../../../shared/schemas/comments-limits';

/** Calls `onRead` after the element has been visible for 1 s while `unread` > 0. */
export function useMarkRead(target: RefObject<Element | null>, unread: number, onRead: () => void): void {
  const [visible, setVisible] = useState(false);
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  useEffect(() => {
    const node = target.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((e) => e.isIntersecting)), {
      threshold: 0.1,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [target]);

  useEffect(() => {
    if (!visible || unread <= 0) return;
    let timer: number | undefined;
    const arm = () => {
      window.clearTimeout(timer);
      if (document.visibilityState === 'visible')
        timer = window.setTimeout(() => onReadRef.current(), COMMENT_LIMITS.markReadDelayMs);
    };
    arm();
    document.addEventListener('visibilitychange', arm);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', arm);
    };
  }, [visible, unread]);
}
