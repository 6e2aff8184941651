/**
 * The "⋯" drawn on options-menu buttons (accounts spec §2 the workspace's options menu; §6 a stage
 * column's menu). Decorative: the menu button carries the accessible name. Issue 30: one icon for both.
 */
export function DotsIcon({ size }: { /** Width and height in px. */ size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      <circle cx="3.5" cy="8" r="1.4" />
      <circle cx="8" cy="8" r="1.4" />
      <circle cx="12.5" cy="8" r="1.4" />
    </svg>
  );
}
