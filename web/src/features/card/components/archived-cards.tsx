/**
 * The workspace's archived cards (docs/decisions.md K7; cards spec §4 Card states "Archived or
 * unarchived"): each card opens in its popup, and with can_access_content_group_archive it can be
 * unarchived here after 'Are you sure you want to unarchive?'. Empty, loading and failure states.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Card } from '../../../../../shared/schemas/card';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LabelChips } from '../../../components/ui/label-chip';
import { LoadFailure } from '../../../components/ui/load-failure';
import { toast } from '../../../components/ui/toast/toast-store';
import { DueTag } from '../../../components/ui/due-tag';
import { useArchivedCards } from '../api/get-archived-cards';
import { toggleCardArchived } from '../api/toggle-card-archived';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface ArchivedCardsProps {
  organizationId: string;
  workspaceId: string;
  canUnarchive: boolean;
}

/** The list of archived cards. */
export function ArchivedCards({ organizationId, workspaceId, canUnarchive }: ArchivedCardsProps) {
  const { t } = useTranslation('card');
  const query = useArchivedCards(workspaceId);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Card | null>(null);
  const unarchive = useMutation({
    mutationFn: (card: Card) => toggleCardArchived(workspaceId, card.id),
    onSuccess: () => {
      toast.success(t('archive.unarchived'));
      setConfirming(null);
    },
    // The board, list and calendar get the card back; this list loses it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['workspaces', workspaceId] }),
  });

  if (query.isPending) return <Loader size="large" ariaLabel={t('archived.loading')} />;
  if (query.isError)
    return <LoadFailure error={query.error} heading={t('archived.loadFailed')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={t('archived.empty')} description={t('archived.emptyHint')} />;

  return (
    <>
      <ul className="gl-archived-cards" aria-label={t('archived.list')}>
        {query.data.map((card) => (
          <li key={card.id} className="gl-archived-cards__row" data-testid={`archived-${card.id}`}>
            <Flex direction="column" gap="xxs" flex="1">
              <Link
                className="gl-link"
                to={paths.card.getHref(organizationId, workspaceId, card)}
                state={paths.card.state('list')}
              >
                {card.name}
              </Link>
              <Flex gap="small" alignItems="center" wrap="wrap">
                <DueTag dueDate={card.due_date} completed={card.completed} />
                <LabelChips labels={card.labels} compact />
              </Flex>
            </Flex>
            {canUnarchive ? (
              <Button
                size="small"
                onClick={() => setConfirming(card)}
                aria-label={t('archived.unarchiveNamed', { name: card.name })}
              >
                {t('settings.unarchive')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Text fontSize="small" color="font.secondary">
        {t('archived.count', { count: query.data.length })}
      </Text>
      {confirming ? (
        <ConfirmDialog
          title={t('archive.unarchiveTitle')}
          message={t('archive.unarchiveQuestion')}
          confirmLabel={t('settings.unarchive')}
          action={unarchive}
          onConfirm={() => unarchive.mutate(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
