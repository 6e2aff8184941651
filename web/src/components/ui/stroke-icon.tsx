/**
 * A line icon drawn on a 20 × 20 grid in the text's colour (the header's and the top bar's icons: the bell, the
 * recycle bin, the reports, the workspace's users). Decorative: the link or button around it carries the name.
 */
import type { ReactNode } from 'react';

interface StrokeIconProps {
  /** Its width and height, in CSS pixels (default 20). */
  size?: number;
  className?: string;
  /** SVG `stroke-linecap` / `stroke-linejoin` for every path (unset: SVG's defaults, butt and miter). */
  linecap?: 'round';
  linejoin?: 'round';
  /** The paths and shapes, in the 20 × 20 view box. */
  children: ReactNode;
}

/** An `<svg>` of `children`, stroked 1.6 wide, unfilled, hidden from assistive technology. */
export function StrokeIcon({ size = 20, className, linecap, linejoin, children }: StrokeIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap={linecap}
      strokeLinejoin={linejoin}
    >
      {children}
    </svg>
  );
}
