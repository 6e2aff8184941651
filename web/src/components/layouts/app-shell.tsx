/**
 * The signed-in app shell (accounts spec §2 Header and Sidebar; 768 px mobile breakpoint, §9).
 * Header: wordmark, a slot for the organization dropdown, a slot for the profile menu.
 * Sidebar: a slot; under 768 px it becomes a drawer opened by the menu button and closed by Escape,
 * the backdrop, or following a link. Feature parts are passed in by `app/routes/app-root.tsx`.
 * Its texts come from the `header` catalogue, whose English is bundled (issue 41; decisions LR1).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n/use-translation';
import './header-english-messages';
import { useHeaderFolding } from './use-header-folding';

/** The product's name in the wordmark: a name, the same in every language. */
const BRAND = 'Greenlight';

interface AppShellProps {
  /** Next to the wordmark: the organization dropdown. */
  headerStart?: ReactNode;
  /** Right end of the header: the profile menu. */
  headerEnd?: ReactNode;
  /** Sidebar content; `closeSidebar` lets links close the mobile drawer. */
  sidebar: (closeSidebar: () => void) => ReactNode;
  children: ReactNode;
}

/** Header + sidebar + main region. */
export function AppShell({ headerStart, headerEnd, sidebar, children }: AppShellProps) {
  const { t } = useTranslation('header');
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const folded = useHeaderFolding(headerRef);
  const close = () => setOpen(false);
  const toggle = () => {
    const next = !open;
    setOpen(next);
    // Opening the drawer moves focus into it, so keyboard users land on its links.
    if (next) requestAnimationFrame(() => sidebarRef.current?.focus());
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="gl-shell">
      <a className="gl-skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      <header className="gl-header" ref={headerRef} data-folded={folded}>
        <Button
          className="gl-menu-toggle"
          size="small"
          variation="link"
          aria-label={open ? t('shell.closeMenu') : t('shell.openMenu')}
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={toggle}
          ref={toggleRef}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </Button>
        <Link to={paths.home.getHref()} className="gl-wordmark" aria-label={t('shell.home')}>
          <span className="gl-wordmark__dot" aria-hidden="true" />
          <span className="gl-wordmark__text">{BRAND}</span>
        </Link>
        {headerStart}
        <span className="gl-header__spacer" />
        {headerEnd}
      </header>
      <div className="gl-body">
        <aside
          ref={sidebarRef}
          tabIndex={-1}
          id={sidebarId}
          className={`gl-sidebar${open ? ' gl-sidebar--open' : ''}`}
          aria-label={t('sidebar.label')}
        >
          {sidebar(close)}
        </aside>
        <button
          type="button"
          className={`gl-backdrop${open ? ' gl-backdrop--open' : ''}`}
          aria-hidden="true"
          tabIndex={-1}
          onClick={close}
        />
        <main id="main-content" className="gl-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
