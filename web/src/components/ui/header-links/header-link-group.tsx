/**
 * A group of header links (accounts spec §2 Header "admin links (Board Stages, Users)"; issue 28 "the
 * organization's header has 'Time report' and 'Approval analytics'"): the links in a row on wide screens;
 * under 768 px (or 1024 or 1280 px for a group the header has room for only on wider screens), the same
 * links fold into a small menu behind an icon.
 * Following a link in the folded menu closes it. Used by the admin and the report links.
 */
import type { MouseEvent, ReactNode } from 'react';
import './header-link-group.css';

interface HeaderLinkGroupProps {
  /** The group's name, for both navigation landmarks and the menu's toggle ("Administration", "Reports"). */
  label: string;
  /** The folded menu's icon (decorative: the toggle is named by `label`). */
  icon: ReactNode;
  /** Feature-specific hook for tests and styles, e.g. `gl-report-menu` on the menu. */
  name: string;
  /** The links: `NavLink`s with the class `gl-header-links__link`. */
  children: ReactNode;
  /** The window width (px) under which the links fold into the menu: 768, or 1024 / 1280 for a group the header has room for only on wider screens. */
  foldBelow?: 768 | 1024 | 1280;
}

function closeOnLink(event: MouseEvent<HTMLDetailsElement>) {
  if ((event.target as HTMLElement).closest('a')) event.currentTarget.open = false;
}

export function HeaderLinkGroup({ label, icon, name, children, foldBelow = 768 }: HeaderLinkGroupProps) {
  const fold = foldBelow === 768 ? '' : ` gl-header-fold-${foldBelow}`;
  return (
    <>
      <nav className={`gl-header-links gl-${name}-links${fold}`} aria-label={label}>
        {children}
      </nav>
      <details className={`gl-header-menu gl-${name}-menu${fold}`} onClick={closeOnLink}>
        <summary className={`gl-header-menu__toggle gl-${name}-menu__toggle`} aria-label={label}>
          {icon}
        </summary>
        <nav className="gl-header-menu__panel" aria-label={label}>
          {children}
        </nav>
      </details>
    </>
  );
}
