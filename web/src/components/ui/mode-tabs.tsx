/**
 * A row of tabs that switch one panel between modes (WAI-ARIA tabs pattern: arrow keys, Home and End
 * move between tabs). Used by the sidebar's modes (accounts spec §2 Sidebar: Notifications, My Workspace,
 * Shared, Business). The hidden ", n unread" comes from the `header` catalogue (issue 41; decisions LR6).
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../layouts/header-english-messages';

export interface ModeTab<T extends string> {
  id: T;
  label: string;
  /** A count shown beside the label (e.g. unread notifications); hidden when 0 or absent. */
  count?: number;
}

interface ModeTabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly ModeTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Prefix of the tab and panel element ids; unique on the page. */
  idPrefix: string;
  /** The selected mode's content. */
  children: ReactNode;
}

/** Id of the tab element for `id`, so panels can name their tab. */
export const modeTabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;

/** Tabs plus the panel they control. */
export function ModeTabs<T extends string>({ label, tabs, value, onChange, idPrefix, children }: ModeTabsProps<T>) {
  const { t } = useTranslation('header');
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const panelId = `${idPrefix}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === value);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next].id);
    refs.current.get(tabs[next].id)?.focus();
  };

  return (
    <>
      <div className="gl-mode-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={modeTabId(idPrefix, tab.id)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={`gl-mode-tabs__tab${selected ? ' gl-mode-tabs__tab--selected' : ''}`}
              onClick={() => onChange(tab.id)}
            >
              <span className="gl-mode-tabs__label">{tab.label}</span>
              {tab.count ? (
                <>
                  <span className="gl-mode-tabs__count" aria-hidden="true">
                    {tab.count > 99 ? '99+' : tab.count}
                  </span>
                  <span className="visually-hidden">{t('sidebar.unread', { count: tab.count })}</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={modeTabId(idPrefix, value)} className="gl-mode-tabs__panel">
        {children}
      </div>
    </>
  );
}
