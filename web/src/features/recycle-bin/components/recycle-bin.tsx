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
import { format } from 'date-fns';
import type { BinSelection, DeletedCard } from '../../../../../shared/schemas/recycle-bin';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailure } from '../../../components/ui/load-failure';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useDeletedCards } from '../api/get-deleted-cards';
import { useBinAction, type BinAction } from '../api/bin-action';
import { timeLeftLabel } from '../utils/purge-time';
import { BinPreview } from './bin-preview';
import './recycle-bin.css';
import { useLoadMoreOnScroll } from '../../../lib/use-load-more-on-scroll';

/** The spec's confirmations (accounts spec §4 Deleted card). */
export const BIN_CONFIRMATIONS: Record<BinAction, { title: string; message: string; confirm: string }> = {
  restore: { title: 'Restore', message: 'Put this card back in its original stage?', confirm: 'Restore' },
  destroy: {
    title: 'Delete permanently',
    message: 'Are you sure? This action cannot be undone.',
    confirm: 'Delete permanently',
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

/** "N cards" for toasts. */
function cardsWord(n: number): string {
  return n === 1 ? '1 card' : `${n} cards`;
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
  return (
    <li className="gl-bin__row" data-testid={`bin-card-${card.id}`}>
      <CheckboxField
        className="gl-bin__check"
        label={`Select ${card.name}`}
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
      <div className="gl-bin__cell" data-label="Workspace">
        {card.workspace_name}
      </div>
      <div className="gl-bin__cell" data-label="Stage">
        {card.stage_name}
      </div>
      <div className="gl-bin__cell" data-label="Deleted by">
        {card.deleted_by.full_name}
      </div>
      <div className="gl-bin__cell" data-label="Deleted">
        <time dateTime={card.deleted_at}>{format(new Date(card.deleted_at), 'MMM d, yyyy hh:mm a')}</time>
      </div>
      <div className="gl-bin__cell gl-bin__left" data-label="Time left">
        {timeLeftLabel(card.deleted_at, now)}
      </div>
      <Flex className="gl-bin__actions" gap="xs">
        <Button size="small" onClick={() => onAction('restore')} aria-label={`Restore ${card.name}`}>
          Restore
        </Button>
        <Button
          size="small"
          variation="warning"
          onClick={() => onAction('destroy')}
          aria-label={`Delete ${card.name} permanently`}
        >
          Delete
        </Button>
      </Flex>
    </li>
  );
}

/** The bin of one organization. */
export function RecycleBin({ organizationId }: { organizationId: string }) {
  const query = useDeletedCards(organizationId);
  const binAction = useBinAction(organizationId);
  const [selection, setSelection] = useState<Selection>(NONE);
  const [pending, setPending] = useState<PendingAction | null>(null);
  // Endless scroll: the next page loads when the end of the list comes into view.
  const { isFetchingNextPage } = query;
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(query);
  const [now] = useState(() => new Date());

  if (query.isPending) return <Loader size="large" ariaLabel="Loading the recycle bin…" />;
  if (query.isError)
    return (
      <LoadFailure
        error={query.error}
        heading="The recycle bin could not be loaded"
        onRetry={() => void query.refetch()}
      />
    );

  const cards = query.data.pages.flatMap((page) => page.content_groups);
  const total = query.data.pages.at(-1)?.total_deleted_count ?? cards.length;
  if (cards.length === 0) {
    return (
      <EmptyState
        title="The recycle bin is empty."
        description="Cards moved to the recycle bin stay here for 30 days."
        testId="bin-empty"
      />
    );
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
          const done = cardsWord(result.ids.length);
          const skipped = result.skipped_ids.length
            ? ` ${cardsWord(result.skipped_ids.length)} could not be ${action === 'restore' ? 'restored' : 'deleted'}.`
            : '';
          toast.success(`${action === 'restore' ? `${done} restored.` : `${done} deleted permanently.`}${skipped}`);
          setSelection(NONE);
          setPending(null);
        },
      },
    );

  return (
    <div className="gl-bin">
      <Flex className="gl-bin__toolbar" alignItems="center" gap="small" wrap="wrap">
        <CheckboxField
          label={`Select all (${total})`}
          name="select-all"
          checked={selection.all}
          onChange={(e) => setSelection(e.target.checked ? { all: true } : NONE)}
        />
        <Text className="gl-bin__count" fontSize="small" color="font.secondary" data-testid="bin-count">
          {count > 0 ? `${cardsWord(count)} selected` : `${cardsWord(total)} in the recycle bin`}
        </Text>
        <Button size="small" isDisabled={count === 0} onClick={() => setPending({ action: 'restore', selection })}>
          Restore selected
        </Button>
        <Button
          size="small"
          variation="warning"
          isDisabled={count === 0}
          onClick={() => setPending({ action: 'destroy', selection })}
        >
          Delete selected
        </Button>
      </Flex>
      <div className="gl-bin__head" aria-hidden="true">
        <span />
        <span>Card</span>
        <span>Workspace</span>
        <span>Stage</span>
        <span>Deleted by</span>
        <span>Deleted</span>
        <span>Time left</span>
        <span />
      </div>
      <ul className="gl-bin__list" aria-label="Deleted cards">
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
        {isFetchingNextPage ? <Loader ariaLabel="Loading more deleted cards…" /> : null}
      </div>
      {pending ? (
        <ConfirmDialog
          title={`${BIN_CONFIRMATIONS[pending.action].title}${selectionCount(pending.selection, total) > 1 ? ` ${cardsWord(selectionCount(pending.selection, total))}` : ''}`}
          message={BIN_CONFIRMATIONS[pending.action].message}
          confirmLabel={BIN_CONFIRMATIONS[pending.action].confirm}
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
