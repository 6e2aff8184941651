import { describe, expect, it } from 'vitest';
import { placeNear } from './place-near';

const viewport = { width: 1000, height: 800 };
const panel = { width: 280, height: 500 };

describe('placeNear', () => {
  it('puts the panel beside the trigger, top edges aligned, so the column it sits in stays in view', () => {
    expect(placeNear({ left: 600, top: 40, right: 640, bottom: 70 }, panel, viewport)).toEqual({ left: 644, top: 40 });
    // Near the bottom it moves up to stay inside the window.
    expect(placeNear({ left: 300, top: 600, right: 340, bottom: 630 }, panel, viewport)).toEqual({
      left: 344,
      top: 292,
    });
  });

  it('puts the panel under the trigger, right edges aligned, when there is no room beside it', () => {
    expect(placeNear({ left: 900, top: 40, right: 940, bottom: 70 }, panel, viewport)).toEqual({ left: 660, top: 74 });
  });

  it('keeps the panel inside the window on the left and at the bottom', () => {
    expect(placeNear({ left: 10, top: 700, right: 40, bottom: 730 }, { width: 980, height: 500 }, viewport)).toEqual({
      left: 8,
      top: 196,
    });
  });

  it('pins a panel taller than the window to the top margin', () => {
    expect(placeNear({ left: 600, top: 40, right: 640, bottom: 70 }, { width: 280, height: 900 }, viewport).top).toBe(
      8,
    );
    expect(placeNear({ left: 900, top: 40, right: 940, bottom: 70 }, { width: 280, height: 900 }, viewport).top).toBe(
      8,
    );
  });

  it('centres the panel without a trigger', () => {
    expect(placeNear(null, panel, viewport)).toEqual({ left: 360, top: 150 });
  });
});
