/**
 * Endless scroll for paged lists (accounts spec §4 "Feeds (bin, activity, notifications) load the next
 * page on scroll"): the next page loads when the sentinel at the end of the list comes into view.
 */
import { useEffect, useRef } from 'react';

/** What an infinite query offers (TanStack `useInfiniteQuery`). */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A ref for the sentinel element placed after the list's last row. */
export function useLoadMoreOnScroll<T extends Element>({ hasNextPage, isFetchingNextPage, fetchNextPage }: Pages) {
  const sentinel = useRef<T>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return sentinel;
}
