/**
 * `<meta name="referrer" content="no-referrer">` while the review page is shown (issue 37; decisions RP1):
 * no request from it (images, links) carries the page's address. Restores the earlier policy on leaving.
 */
import { useEffect } from 'react';

/** Sets the document's referrer policy to no-referrer for the component's lifetime. */
export function useNoReferrer(): void {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    const created = !meta;
    const previous = meta?.content ?? '';
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'referrer';
      document.head.appendChild(meta);
    }
    meta.content = 'no-referrer';
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, []);
}
