/**
 * The workspace page's top bar (accounts spec §2 Workspace page): the workspace name, the List/Board
 * switcher (links, keeping the search), and the search box ('Search by card title...') that writes
 * `?search=` about 300 ms after typing stops. Switcher avatars, calendar and the options menu arrive
 * with their issues.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchField } from '@aws-amplify/ui-react';
import { paths, type WorkspaceMode } from '../../../config/paths';

/** Delay between the last keystroke and the URL update. */
export const SEARCH_DEBOUNCE_MS = 300;

interface WorkspaceTopBarProps {
  organizationId: string;
  workspaceId: string;
  name: string | undefined;
  mode: WorkspaceMode;
  search: string;
  onSearchChange: (search: string) => void;
  /** Small status shown after the switcher (the "refreshed" indicator). */
  status?: ReactNode;
}

const MODES: { mode: WorkspaceMode; label: string }[] = [
  { mode: 'list', label: 'List' },
  { mode: 'board', label: 'Board' },
];

function SearchBox({ search, onSearchChange }: Pick<WorkspaceTopBarProps, 'search' | 'onSearchChange'>) {
  const [value, setValue] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  const [lastWritten, setLastWritten] = useState(search);
  const timer = useRef<number | undefined>(undefined);

  // The URL changed under us (back button, a link): show it, unless it is our own write catching up.
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (search !== lastWritten) {
      setValue(search);
      setLastWritten(search);
    }
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const write = (next: string) => {
    window.clearTimeout(timer.current);
    setLastWritten(next);
    onSearchChange(next);
  };

  return (
    <SearchField
      className="gl-topbar__search"
      label="Search cards"
      labelHidden
      placeholder="Search by card title..."
      size="small"
      value={value}
      hasSearchButton={false}
      onChange={(event) => {
        const next = event.target.value;
        setValue(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => write(next), SEARCH_DEBOUNCE_MS);
      }}
      onSubmit={(submitted) => write(submitted)}
      onClear={() => {
        setValue('');
        write('');
      }}
      clearButtonLabel="Clear search"
    />
  );
}

/** Name, view switcher, status and search. */
export function WorkspaceTopBar({ organizationId, workspaceId, name, mode, search, onSearchChange, status }: WorkspaceTopBarProps) {
  return (
    <div className="gl-topbar">
      <h1 className="gl-topbar__title" title={name}>
        {name ?? '\u00a0'}
      </h1>
      <nav className="gl-mode-switch" aria-label="Workspace view">
        {MODES.map((m) => (
          <Link
            key={m.mode}
            to={paths.workspace.getHref(organizationId, workspaceId, m.mode, search || undefined)}
            aria-current={m.mode === mode ? 'page' : undefined}
          >
            {m.label}
          </Link>
        ))}
      </nav>
      {status}
      <SearchBox search={search} onSearchChange={onSearchChange} />
    </div>
  );
}
