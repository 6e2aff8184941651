/**
 * A clock for the comment edit window (cards spec §5 "Edit and Delete within 5 minutes"): the time in ms,
 * re-rendering every 10 s so Edit and Delete turn off when the window closes. Used by the comment tabs
 * and the proofing viewer's annotation threads.
 */
import { useEffect, useState } from 'react';

export function useEditWindowClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 10_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
