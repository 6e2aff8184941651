/**
 * The organization's recycle bin (accounts spec §2 Recycle bin page; §4 Deleted card: restore 'Put this
 * card back in its original stage?', permanent delete 'Are you sure? This action cannot be undone.',
 * individual or all, "all" applies to `total_deleted_count`, kept 30 days; §8 a refused permanent delete
 * shows the server's error). Each row gives the card's name (opening it read-only in the popup), its
 * workspace and stage, who binned it and when, and the time left before the purge. Pages load on scroll.
 * Loading, empty and error states; a table on wide screens, stacked rows on phones (recycle-bin.css).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, CheckboxField, Flex, Loader, Text } from '@aws-amplify/ui-react';
import type { BinSelection, DeletedCard } from '../../../../../shared/schemas/recycle-bin';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailure } from '../../../components/ui/load-failure';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useDeletedCards } from '../api/get-deleted-cards';
import { useBinAction, type BinAction } from '../api/bin-action';
import { timeLeft } from '../utils/purge-time';
import { formatDateTime } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BinPreview } from './bin-preview';
import './recycle-bin.css';
import { useLoadMoreOnScroll } from '../../../lib/use-load-more-on-scroll';

/** The spec's confirmations (accounts spec §4 Deleted card), as `recycle-bin` keys; `title` takes `{count}`. */
export const BIN_CONFIRMATIONS: Record<BinAction, { title: string; message: string; confirm: string }> = {
  restore: { title: 'confirm.restoreTitle', message: 'confirm.restoreMessage', confirm: 'action.restore' },
  destroy: {
    title: 'confirm.destroyTitle',
    message: 'confirm.destroyMessage',
    confirm: 'confirm.destroy',
  },
};

/** What the user picked: some cards, or every card in the bin. */
type Selection = { all: true } | { all: false; ids: ReadonlySet<string> };
const NONE: Selection = { all: false, ids: new Set() };

function selectionCount(selection: Selection, total: number): number {
  return selection.all ? total : selection.ids.size;
}

function toRequest(selection: Selection): BinSelection {
  return selection.all ? { all: true } : { ids: [...selection.ids] };
}

interface PendingAction {
  action: BinAction;
  selection: Selection;
}

function BinRow({
  organizationId,
  card,
  checked,
  now,
  onToggle,
  onAction,
}: {
  organizationId: string;
  card: DeletedCard;
  checked: boolean;
  now: Date;
  onToggle: (checked: boolean) => void;
  onAction: (action: BinAction) => void;
}) {
  const { t } = useTranslation('recycle-bin');
  return (
    <li className="gl-bin__row" data-testid={`bin-card-${card.id}`}>
      <CheckboxField
        className="gl-bin__check"
        label={t('row.select', { name: card.name })}
        labelHidden
        name="select"
        checked={checked}
        onChange={(e) => onToggle(e.target.checked)}
      />
      <div className="gl-bin__name">
        <BinPreview organizationId={organizationId} cardId={card.id} preview={card.preview} />
        <Link className="gl-link" to={paths.recycleBinCard.getHref(organizationId, card.workspace_id, card)}>
          {card.name}
        </Link>
      </div>
      <div className="gl-bin__cell" data-label={t('column.workspace')}>
        {card.workspace_name}
      </div>
      <div className="gl-bin__cell" data-label={t('column.stage')}>
        {card.stage_name}
      </div>
      <div className="gl-bin__cell" data-label={t('column.deletedBy')}>
        {card.deleted_by.full_name}
      </div>
      <div className="gl-bin__cell" data-label={t('column.deleted')}>
        <time dateTime={card.deleted_at}>{formatDateTime(new Date(card.deleted_at))}</time>
      </div>
      <div className="gl-bin__cell gl-bin__left" data-label={t('column.timeLeft')}>
        {t('row.timeLeft', { ...timeLeft(card.deleted_at, now) })}
      </div>
      <Flex className="gl-bin__actions" gap="xs">
        <Button
          size="small"
          onClick={() => onAction('restore')}
          aria-label={t('row.restoreLabel', { name: card.name })}
        >
          {t('action.restore')}
        </Button>
        <Button
          size="small"
          variation="warning"
          onClick={() => onAction('destroy')}
          aria-label={t('row.deleteLabel', { name: card.name })}
        >
          {t('action.delete')}
        </Button>
      </Flex>
    </li>
  );
}

/** The bin of one organization. */
export function RecycleBin({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('recycle-bin');
  const query = useDeletedCards(organizationId);
  const binAction = useBinAction(organizationId);
  const [selection, setSelection] = useState<Selection>(NONE);
  const [pending, setPending] = useState<PendingAction | null>(null);
  // Endless scroll: the next page loads when the end of the list comes into view.
  const { isFetchingNextPage } = query;
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(query);
  const [now] = useState(() => new Date());

  if (query.isPending) return <Loader size="large" ariaLabel={t('page.loading')} />;
  if (query.isError)
    return <LoadFailure error={query.error} heading={t('page.loadFailed')} onRetry={() => void query.refetch()} />;

  const cards = query.data.pages.flatMap((page) => page.content_groups);
  const total = query.data.pages.at(-1)?.total_deleted_count ?? cards.length;
  if (cards.length === 0) {
    return <EmptyState title={t('page.empty')} description={t('page.emptyHint')} testId="bin-empty" />;
  }

  const count = selectionCount(selection, total);
  const isChecked = (id: string) => selection.all || selection.ids.has(id);
  const toggle = (id: string, checked: boolean) =>
    setSelection((current) => {
      // Unchecking one card of "all" keeps the other loaded cards.
      const ids = new Set(current.all ? cards.map((c) => c.id) : current.ids);
      if (checked) ids.add(id);
      else ids.delete(id);
      return { all: false, ids };
    });

  const run = ({ action, selection: chosen }: PendingAction) =>
    binAction.mutate(
      { action, selection: toRequest(chosen) },
      {
        onSuccess: (result) => {
          const done = t(action === 'restore' ? 'toast.restored' : 'toast.deleted', { count: result.ids.length });
          const skipped = result.skipped_ids.length
            ? t(action === 'restore' ? 'toast.notRestored' : 'toast.notDeleted', { count: result.skipped_ids.length })
            : '';
          // Two sentences, each whole in the catalogue.
          toast.success([done, skipped].filter(Boolean).join(' '));
          setSelection(NONE);
          setPending(null);
        },
      },
    );

  return (
    <div className="gl-bin">
      <Flex className="gl-bin__toolbar" alignItems="center" gap="small" wrap="wrap">
        <CheckboxField
          label={t('toolbar.selectAll', { count: total })}
          name="select-all"
          checked={selection.all}
          onChange={(e) => setSelection(e.target.checked ? { all: true } : NONE)}
        />
        <Text className="gl-bin__count" fontSize="small" color="font.secondary" data-testid="bin-count">
          {count > 0 ? t('toolbar.selected', { count }) : t('toolbar.inBin', { count: total })}
        </Text>
        <Button size="small" isDisabled={count === 0} onClick={() => setPending({ action: 'restore', selection })}>
          {t('toolbar.restoreSelected')}
        </Button>
        <Button
          size="small"
          variation="warning"
          isDisabled={count === 0}
          onClick={() => setPending({ action: 'destroy', selection })}
        >
          {t('toolbar.deleteSelected')}
        </Button>
      </Flex>
      <div className="gl-bin__head" aria-hidden="true">
        <span />
        <span>{t('column.card')}</span>
        <span>{t('column.workspace')}</span>
        <span>{t('column.stage')}</span>
        <span>{t('column.deletedBy')}</span>
        <span>{t('column.deleted')}</span>
        <span>{t('column.timeLeft')}</span>
        <span />
      </div>
      <ul className="gl-bin__list" aria-label={t('page.list')}>
        {cards.map((card) => (
          <BinRow
            key={card.id}
            organizationId={organizationId}
            card={card}
            checked={isChecked(card.id)}
            now={now}
            onToggle={(checked) => toggle(card.id, checked)}
            onAction={(action) => setPending({ action, selection: { all: false, ids: new Set([card.id]) } })}
          />
        ))}
      </ul>
      <div ref={sentinel} className="gl-bin__sentinel">
        {isFetchingNextPage ? <Loader ariaLabel={t('page.loadingMore')} /> : null}
      </div>
      {pending ? (
        <ConfirmDialog
          title={t(BIN_CONFIRMATIONS[pending.action].title, { count: selectionCount(pending.selection, total) })}
          message={t(BIN_CONFIRMATIONS[pending.action].message)}
          confirmLabel={t(BIN_CONFIRMATIONS[pending.action].confirm)}
          destructive={pending.action === 'destroy'}
          isPending={binAction.isPending}
          error={binAction.isError ? errorMessage(binAction.error) : undefined}
          onCancel={() => {
            binAction.reset();
            setPending(null);
          }}
          onConfirm={() => run(pending)}
          testId="bin-action-confirm"
        />
      ) : null}
    </div>
  );
}
