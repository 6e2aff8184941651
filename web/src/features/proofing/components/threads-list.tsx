/**
 * The annotations of the shown version beside the artwork (issue 26 "listed beside it … clicking a thread
 * shows its pin … Filters: open, resolved, mine"; "the resolve control says Resolve or Reopen"): one row
 * per annotation with its number, page, author, tab and text; the filter buttons; Resolve or Reopen on
 * each row for those allowed (decisions R44: the author, and team members who may post in its tab).
 */
import { Button } from '@aws-amplify/ui-react';
import type { Annotation } from '../../../../../shared/schemas/annotations';
import { pinLabel } from '../../../../../shared/schemas/pin-label';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { AnnotationFilter } from '../api/annotations-api';
import { plainText } from '../utils/shapes';

export const FILTERS: ReadonlyArray<{ id: AnnotationFilter; label: string }> = [
  { id: 'open', label: 'filter.open' },
  { id: 'resolved', label: 'filter.resolved' },
  { id: 'mine', label: 'filter.mine' },
  { id: 'all', label: 'filter.all' },
];

/** Whether `a` passes `filter`. */
export function passes(a: Annotation, filter: AnnotationFilter): boolean {
  if (filter === 'open') return !a.resolved;
  if (filter === 'resolved') return a.resolved;
  if (filter === 'mine') return a.is_user;
  return true;
}

interface ThreadsListProps {
  annotations: readonly Annotation[];
  filter: AnnotationFilter;
  onFilter: (filter: AnnotationFilter) => void;
  selectedId: string | null;
  onOpen: (a: Annotation) => void;
  mayResolve: (a: Annotation) => boolean;
  onResolve: (a: Annotation, resolved: boolean) => void;
  busyId: string | null;
  multiPage: boolean;
}

/** The list. */
export function ThreadsList({
  annotations,
  filter,
  onFilter,
  selectedId,
  onOpen,
  mayResolve,
  onResolve,
  busyId,
  multiPage,
}: ThreadsListProps) {
  const { t } = useTranslation('proofing');
  const shown = annotations.filter((a) => passes(a, filter));
  return (
    <div className="gl-threads" data-testid="threads">
      <div className="gl-threads__filters" role="group" aria-label={t('threads.show')}>
        {FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            className="gl-threads__filter"
            aria-pressed={filter === f.id}
            onClick={() => onFilter(f.id)}
          >
            {t('filter.count', { label: t(f.label), count: annotations.filter((a) => passes(a, f.id)).length })}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="gl-threads__empty">
          {t(annotations.length === 0 ? 'threads.emptyVersion' : 'threads.emptyFilter')}
        </p>
      ) : (
        <ol className="gl-threads__list" aria-label={t('viewer.annotations')}>
          {shown.map((a) => (
            <li
              key={a.id}
              className={`gl-thread-row${a.resolved ? ' gl-thread-row--resolved' : ''}${a.id === selectedId ? ' gl-thread-row--selected' : ''}`}
              data-testid="thread-row"
            >
              <button
                type="button"
                className="gl-thread-row__open"
                onClick={() => onOpen(a)}
                aria-current={a.id === selectedId ? 'true' : undefined}
              >
                <span className="gl-thread-row__number" aria-hidden="true">
                  {pinLabel(a)}
                </span>
                <span className="gl-thread-row__body">
                  <span className="gl-thread-row__meta">
                    <strong>{a.user?.full_name ?? t('annotation.FormerMember')}</strong> ·{' '}
                    {t(a.internal ? 'tab.team' : 'tab.guest')}
                    {multiPage ? t('threads.page', { page: a.anchor.page }) : ''}
                    {a.reply_count > 0 ? t('threads.replies', { count: a.reply_count }) : ''}
                    {a.resolved ? t('threads.resolved') : ''}
                  </span>
                  <span className="gl-thread-row__text">{plainText(a.description) || t('annotation.noText')}</span>
                  <span className="visually-hidden">{t('threads.open', { pin: pinLabel(a) })}</span>
                </span>
              </button>
              {mayResolve(a) ? (
                <Button size="small" onClick={() => onResolve(a, !a.resolved)} isLoading={busyId === a.id}>
                  {t(a.resolved ? 'action.reopen' : 'action.resolve')}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
