/**
 * A column's cards sorted by due date (accounts spec §7 `stages/{sid}/sort?sort_type`): a read-only view
 * of the column with "Back to board order". Cards cannot be dragged here; the search box still
 * filters them by title, as it does the board.
 */
import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { useStageSortedCards, type StageSortType } from '../api/get-stage-sorted-cards';
import { CardFace } from './board-card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface SortedStageCardsProps {
  workspaceId: string;
  stageId: string;
  stageName: string;
  sortType: StageSortType;
  search: string;
  onBack: () => void;
}

/** The sorted, read-only card list of one column. */
export function SortedStageCards({ workspaceId, stageId, stageName, sortType, search, onBack }: SortedStageCardsProps) {
  const { t } = useTranslation('board');
  const query = useStageSortedCards(workspaceId, stageId, sortType);
  const needle = search.trim().toLowerCase();
  const cards = (query.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (c) => !needle || c.name.toLowerCase().includes(needle),
  );

  return (
    <div className="gl-column__sorted" data-testid={`sorted-${stageId}`}>
      <Flex className="gl-column__sorted-bar" direction="column" alignItems="flex-start" gap="0">
        <Text fontSize="small" color="font.secondary">
          {sortType === 'ascending' ? t('sort.byDueEarliest') : t('sort.byDueLatest')}
        </Text>
        <Button size="small" variation="link" padding="xxs" onClick={onBack}>
          {t('sort.back')}
        </Button>
      </Flex>
      <ul className="gl-column__cards" aria-label={t('sort.cardsByDue', { stage: stageName })}>
        {query.isPending ? (
          <li>
            <Flex justifyContent="center" padding="small">
              <Loader ariaLabel={t('sort.sorting', { stage: stageName })} />
            </Flex>
          </li>
        ) : query.isError ? (
          <li className="gl-column__error" role="alert">
            {errorMessage(query.error)}
          </li>
        ) : cards.length === 0 ? (
          <li>
            <EmptyState compact title={t('stage.noQueue')} />
          </li>
        ) : (
          cards.map((card) => (
            <li key={card.id} className="gl-card gl-card--readonly" data-testid={`sorted-card-${card.id}`}>
              <CardFace card={card} />
            </li>
          ))
        )}
      </ul>
      {query.hasNextPage ? (
        <div className="gl-column__footer">
          <Button
            size="small"
            onClick={() => void query.fetchNextPage()}
            isLoading={query.isFetchingNextPage}
            loadingText={t('common:loading')}
          >
            {t('stage.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
