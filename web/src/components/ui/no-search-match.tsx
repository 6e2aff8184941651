/**
 * The "No cards match" state of the workspace views (cards spec §2 Search; issue 12): shown by the board,
 * list and calendar while `?search=` finds no card, instead of empty columns.
 */
import { EmptyState } from './empty-state';

/** 'No cards match "{search}"', with a hint to change or clear the search. */
export function NoSearchMatch({ search }: { search: string }) {
  return (
    <EmptyState
      title={`No cards match "${search}"`}
      description="Try another card title, or clear the search to see every card."
      testId="no-cards-match"
    />
  );
}
