/**
 * The "No cards match" state of the workspace views (cards spec §2 Search; issue 12): shown by the board,
 * list and calendar while `?search=` finds no card, instead of empty columns.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { EmptyState } from './empty-state';

/** 'No cards match "{search}"', with a hint to change or clear the search. */
export function NoSearchMatch({ search }: { search: string }) {
  const { t } = useTranslation('common');
  return (
    <EmptyState title={t('search.noMatch', { search })} description={t('search.noMatchHint')} testId="no-cards-match" />
  );
}
