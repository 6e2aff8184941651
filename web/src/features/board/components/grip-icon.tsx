/**
 * The six-dot grip drawn on drag handles (accounts spec §4 moves): the board's stage headers and the
 * list's card rows. Decorative: the handle's button carries the accessible name.
 */
export const GripIcon = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
    <circle cx="5.5" cy="3.5" r="1.3" />
    <circle cx="10.5" cy="3.5" r="1.3" />
    <circle cx="5.5" cy="8" r="1.3" />
    <circle cx="10.5" cy="8" r="1.3" />
    <circle cx="5.5" cy="12.5" r="1.3" />
    <circle cx="10.5" cy="12.5" r="1.3" />
  </svg>
);
