/**
 * The workspace search box (cards spec §2 Search: placeholder 'Search by card title...', writes the
 * query to the page's `?search=`, a dropdown with history and recommendations, suggestions 3 s after
 * typing stops, an empty search is stored and clears the query; §4 Search history; §9 timings). Typing
 * filters the views about 300 ms after the last keystroke; Enter or choosing an entry records the
 * search (`POST …/search_histories`). The dropdown is a combobox listbox: ArrowDown and ArrowUp move,
 * Enter chooses, Escape closes; each past search has a remove button.
 */
import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchHistoryEntry } from '../../../../../shared/schemas/user-preferences';
import { useSearchHistories } from '../api/get-search-histories';
import { useRecordSearch } from '../api/record-search';
import { useDeleteSearchHistory } from '../api/delete-search-history';
import { useSearchRecommendations, type SearchRecommendation } from '../api/get-search-recommendations';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** Delay between the last keystroke and the URL update. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Delay between the last keystroke and the suggestions (cards spec §9 "Search suggestions 3 s after typing"). */
export const SUGGESTION_DELAY_MS = 3000;
/** Past searches shown in the dropdown. */
const HISTORY_SHOWN = 8;

interface SearchBoxProps {
  workspaceId: string;
  search: string;
  onSearchChange: (search: string) => void;
}

type Option = { kind: 'history'; entry: SearchHistoryEntry } | { kind: 'suggestion'; card: SearchRecommendation };

/** The option after `current` (-1 is the field itself), wrapping through the field. */
export function nextActive(current: number, step: 1 | -1, count: number): number {
  const next = current + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}

/** React's key of an option: past searches and suggestions may share an id. */
const optionKey = (option: Option) => (option.kind === 'history' ? `h-${option.entry.id}` : `s-${option.card.id}`);

const optionText = (option: Option) => (option.kind === 'history' ? option.entry.text : option.card.name);

/** The search field and its dropdown. */
export function SearchBox({ workspaceId, search, onSearchChange }: SearchBoxProps) {
  const { t } = useTranslation('workspace');
  const [value, setValue] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  const [lastWritten, setLastWritten] = useState(search);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestFor, setSuggestFor] = useState('');
  const writeTimer = useRef<number | undefined>(undefined);
  const suggestTimer = useRef<number | undefined>(undefined);
  const listId = useId();

  const history = useSearchHistories(workspaceId, everOpened);
  const recommendations = useSearchRecommendations(workspaceId, suggestFor);
  const record = useRecordSearch(workspaceId);
  const removeEntry = useDeleteSearchHistory(workspaceId);

  // The URL changed under us (back button, a link): show it, unless it is our own write catching up.
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (search !== lastWritten) {
      setValue(search);
      setLastWritten(search);
    }
  }

  useEffect(
    () => () => {
      window.clearTimeout(writeTimer.current);
      window.clearTimeout(suggestTimer.current);
    },
    [],
  );

  const needle = value.trim().toLowerCase();
  const pastSearches = (history.data ?? [])
    .filter((h) => h.text.toLowerCase().includes(needle))
    .slice(0, HISTORY_SHOWN);
  const suggestions = suggestFor.trim() !== '' && suggestFor === value ? (recommendations.data ?? []) : [];
  const options: Option[] = [
    ...pastSearches.map((entry) => ({ kind: 'history' as const, entry })),
    ...suggestions.map((card) => ({ kind: 'suggestion' as const, card })),
  ];
  const shown = open && (options.length > 0 || (suggestFor === value && recommendations.isFetching));

  const write = (next: string) => {
    window.clearTimeout(writeTimer.current);
    setLastWritten(next);
    onSearchChange(next);
  };

  /** A search the user committed to: written at once and recorded (an empty one only clears the query: decisions A33). */
  const commit = (text: string) => {
    const trimmed = text.trim();
    setValue(trimmed);
    write(trimmed);
    if (trimmed) record.mutate(trimmed);
    setOpen(false);
    setActive(-1);
  };

  const openDropdown = () => {
    setOpen(true);
    setEverOpened(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openDropdown();
      if (options.length === 0) return;
      setActive((current) => nextActive(current, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = shown && active >= 0 ? options[active] : undefined;
      commit(option ? optionText(option) : value);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div
      className="gl-search gl-topbar__search"
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
    >
      <div className="amplify-field-group gl-search__field">
        <input
          className="amplify-input amplify-field-group__control amplify-input--small gl-search__input"
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          value={value}
          onFocus={openDropdown}
          onClick={openDropdown}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            const next = event.target.value;
            setValue(next);
            setActive(-1);
            openDropdown();
            window.clearTimeout(writeTimer.current);
            writeTimer.current = window.setTimeout(() => write(next), SEARCH_DEBOUNCE_MS);
            window.clearTimeout(suggestTimer.current);
            suggestTimer.current = window.setTimeout(() => setSuggestFor(next), SUGGESTION_DELAY_MS);
          }}
        />
        {value ? (
          <button type="button" className="gl-search__clear" aria-label={t('search.clear')} onClick={() => commit('')}>
            ✕
          </button>
        ) : null}
      </div>
      {shown ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.listLabel')}
          className="gl-search__list"
          data-testid="search-dropdown"
        >
          {options.map((option, index) => {
            const first = index === 0 || options[index - 1].kind !== option.kind;
            const key = optionKey(option);
            return (
              <Fragment key={key}>
                {first ? (
                  <li role="presentation" className="gl-search__group">
                    {option.kind === 'history' ? t('search.recent') : t('search.suggestions')}
                  </li>
                ) : null}
                {/* The remove button sits beside the option, not in it: an option holds no controls. */}
                <li role="presentation" className={`gl-search__row gl-search__row--${option.kind}`}>
                  <div
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === active}
                    className="gl-search__option"
                    // Keep focus in the field: a click chooses without blurring first.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => commit(optionText(option))}
                    onMouseEnter={() => setActive(index)}
                  >
                    {optionText(option)}
                  </div>
                  {option.kind === 'history' ? (
                    <button
                      type="button"
                      tabIndex={-1}
                      className="gl-search__remove"
                      aria-label={t('search.remove', { text: option.entry.text })}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => removeEntry.mutate(option.entry.id)}
                    >
                      ✕
                    </button>
                  ) : null}
                </li>
              </Fragment>
            );
          })}
          {suggestFor === value && recommendations.isFetching && suggestions.length === 0 ? (
            <li className="gl-search__loading">{t('search.looking')}</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
