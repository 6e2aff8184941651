import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, currentToasts, toast } from './toast-store';

describe('toast store across route changes', () => {
  afterEach(() => {
    clearToasts();
    clearToasts();
  });

  it('clears ordinary toasts on a route change', () => {
    toast.success('Saved');
    clearToasts();
    expect(currentToasts()).toEqual([]);
  });

  it('keeps a toast raised by an action that leaves the page for exactly one route change', () => {
    toast.info('Old news');
    toast.successAcrossRoute('"Card" was moved to the recycle bin.');
    clearToasts();
    expect(currentToasts().map((t) => t.message)).toEqual(['"Card" was moved to the recycle bin.']);
    clearToasts();
    expect(currentToasts()).toEqual([]);
  });
});
