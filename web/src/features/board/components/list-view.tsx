/**
 * The list view (accounts spec §2 List view): one table per stage under a sticky header naming the
 * stage, with the columns Title, Stage, Due Date, Labels, Participants, Subtasks, Timer and Revisions
 * (labels, participants, subtasks and timer fill in with their issues), a "Load More" row while the
 * stage has further pages, and an "Add Card" row.
 */
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { StageWithCards } from '../../../../../shared/schemas/stage';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import { EmptyState } from '../../../components/ui/empty-state';
import { useLoadMoreCards } from '../hooks/use-load-more-cards';
import { AddCardForm } from './add-card-form';
import { AddStageForm } from './add-stage-form';
import { formatDueDate } from './due-date';

const COLUMNS = ['Title', 'Stage', 'Due Date', 'Labels', 'Participants', 'Subtasks', 'Timer', 'Revisions'] as const;

interface StageTableProps {
  stage: StageWithCards;
  workspaceId: string;
  search: string;
  canAddCard: boolean;
}

function StageTable({ stage, workspaceId, search, canAddCard }: StageTableProps) {
  const loadMore = useLoadMoreCards(workspaceId, search);
  const headingId = `list-stage-${stage.id}`;
  return (
    <section className="gl-list-stage" aria-labelledby={headingId} data-testid={`list-stage-${stage.id}`}>
      <div className="gl-list-stage__header">
        <h2 className="gl-list-stage__name" id={headingId}>
          {stage.name}
        </h2>
        <span className="gl-column__count" aria-label={`${stage.content_groups_count} cards`}>
          {stage.content_groups_count}
        </span>
      </div>
      <div className="gl-list-table-wrap">
        <Table className="gl-list-table" size="small" highlightOnHover aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell as="th" key={column} scope="col">
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {stage.content_groups.map((card) => (
              <TableRow key={card.id} data-testid={`card-${card.id}`} aria-label={card.name}>
                <TableCell className="gl-list-title">{card.name}</TableCell>
                <TableCell>{stage.name}</TableCell>
                <TableCell>{formatDueDate(card.due_date)}</TableCell>
                <TableCell />
                <TableCell />
                <TableCell />
                <TableCell />
                <TableCell>{stage.enable_revision ? card.revision_count : null}</TableCell>
              </TableRow>
            ))}
            {stage.content_groups.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} className="gl-list-empty">
                  No Queue
                </TableCell>
              </TableRow>
            ) : null}
            {stage.paging.has_next_page ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} textAlign="center">
                  <Button size="small" onClick={() => loadMore.mutate(stage.id)} isLoading={loadMore.isPending} loadingText="Loading…">
                    Load More
                  </Button>
                </TableCell>
              </TableRow>
            ) : null}
            {canAddCard ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>
                  <AddCardForm workspaceId={workspaceId} stageId={stage.id} stageName={stage.name} search={search} inline />
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

/** Every stage of the workspace as a table. */
export function ListView({ workspace, search }: { workspace: WorkspaceDetail; search: string }) {
  const canAddCard = workspace.permissions.can_crud_content_group === true;
  if (workspace.stages.length === 0) {
    return (
      <div className="gl-list">
        <EmptyState
          title={workspace.permissions.can_access_stage ? 'This workspace has no stage yet.' : 'No available stage.'}
          action={workspace.permissions.can_access_stage ? <AddStageForm workspaceId={workspace.id} search={search} /> : undefined}
        />
      </div>
    );
  }
  return (
    <div className="gl-list" data-testid="list">
      {workspace.stages.map((stage) => (
        <StageTable key={stage.id} stage={stage} workspaceId={workspace.id} search={search} canAddCard={canAddCard} />
      ))}
    </div>
  );
}
