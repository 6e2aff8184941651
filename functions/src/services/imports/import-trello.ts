/**
 * Importing a Trello board as a new workspace (issue 40 "From Trello"; decisions FT7, FT8): the board read
 * by ./trello-board.ts becomes a workspace of the organization with the importer as Team Lead, its open
 * lists as stages, its labels, and its open cards with description (Trello's Markdown rendered to the
 * editor's rich text), due date, labels, checklists and comments (on the Team tab, attributed to their
 * Trello author). Whole or absent: any failure deletes the new workspace with all it holds, then rethrows.
 */
import { marked } from 'marked';
import { CHECKLIST_LIMITS } from '../../../../shared/schemas/checklist-limits';
import { MAX_CARD_LABELS } from '../../../../shared/schemas/label';
import { createCard, updateCard, type CardRecord } from '../../data/cards';
import { createChecklist, createChecklistItem } from '../../data/checklists';
import { createLabel } from '../../data/labels';
import { createStage } from '../../data/stages';
import type { UserRecord } from '../../data/users';
import { createWorkspace, loadWorkspaceSkeleton, type WorkspaceRecord } from '../../data/workspaces';
import { sanitizeRichText } from '../../lib/text/rich-text';
import { postComment } from '../comments/post-comment';
import { deleteWorkspaceRecords } from '../workspaces/delete-workspace';
import { importedCommentText, TrelloImportError, type ImportedCard, type TrelloImportPlan } from './trello-board';

/** The most cards one import takes: the whole board is written inside one API call (decisions FT8). */
export const TRELLO_MAX_CARDS = 500;

/** The refusal for a board over TRELLO_MAX_CARDS open cards. */
export const tooManyTrelloCards = (count: number) =>
  `This board has ${count} open cards; an import takes at most ${TRELLO_MAX_CARDS}. Archive or move cards in Trello, then export the board again.`;

/** Cards written at once, one per stage (a stage's cards go in order, each after the last). */
const STAGES_AT_ONCE = 4;

/** Trello's Markdown as the description editor's HTML ('' for nothing visible). */
const richTextOf = (markdown: string) => sanitizeRichText(marked.parse(markdown, { async: false }));

interface ImportScope {
  workspace: WorkspaceRecord;
  importer: UserRecord;
  labelIds: string[];
}

/** One card with its description, checklists (cut to Greenlight's limits) and comments. */
async function writeCard(scope: ImportScope, stageId: string, card: ImportedCard): Promise<void> {
  const workspaceId = scope.workspace.workspace_id;
  let record: CardRecord = await createCard(workspaceId, {
    name: card.name,
    stageId,
    dueDate: card.due_date,
    createdBy: scope.importer.user_id,
    labelIds: card.labels.slice(0, MAX_CARD_LABELS).map((i) => scope.labelIds[i]!),
  });
  const description = richTextOf(card.description);
  if (description) record = await updateCard(workspaceId, record.card_id, { description });
  for (const list of card.checklists.slice(0, CHECKLIST_LIMITS.listsPerCard)) {
    const created = await createChecklist(record, { title: list.name });
    for (const item of list.items.slice(0, CHECKLIST_LIMITS.itemsPerList))
      await createChecklistItem(record, created.list_id, {
        description: item.name.slice(0, CHECKLIST_LIMITS.descriptionLength),
        done: item.done,
      });
  }
  if (card.comments.length === 0) return;
  const skeleton = await loadWorkspaceSkeleton(workspaceId);
  for (const comment of card.comments)
    await postComment(
      {
        card: record,
        stage: skeleton.stages.find((s) => s.stage_id === stageId),
        workspace: scope.workspace,
        members: skeleton.members,
        caller: scope.importer,
        now: Date.now(),
      },
      // postComment sanitizes the HTML with the comment allowlist.
      { tab: 'team', description: marked.parse(importedCommentText(comment), { async: false }), uploads: [] },
    );
}

/**
 * Write `plan` as a new workspace of `organizationId`, owned by `importer`.
 * @returns the workspace. @throws TrelloImportError over TRELLO_MAX_CARDS cards (nothing written); any
 *   write's error after the new workspace was deleted again.
 */
export async function importTrelloBoard(
  organizationId: string,
  importer: UserRecord,
  plan: TrelloImportPlan,
): Promise<WorkspaceRecord> {
  const cardCount = plan.stages.reduce((sum, stage) => sum + stage.cards.length, 0);
  if (cardCount > TRELLO_MAX_CARDS)
    throw new TrelloImportError(tooManyTrelloCards(cardCount), {
      key: 'imports.tooManyCards',
      values: { count: String(cardCount), max: String(TRELLO_MAX_CARDS) },
    });
  const workspace = await createWorkspace({
    organizationId,
    name: plan.name,
    ownerId: importer.user_id,
    templateStages: false,
  });
  try {
    const stageIds: string[] = [];
    for (const stage of plan.stages) {
      const created = await createStage(workspace.workspace_id, {
        name: stage.name,
        enable_revision: false,
        enable_timestamp: false,
        visible_to_client: false,
        require_approval_from_client: false,
      });
      stageIds.push(created.stage_id);
    }
    const labels = await Promise.all(plan.labels.map((label) => createLabel(workspace.workspace_id, label)));
    const scope: ImportScope = { workspace, importer, labelIds: labels.map((l) => l.label_id) };
    for (let i = 0; i < plan.stages.length; i += STAGES_AT_ONCE) {
      // Settled, not raced: the rollback must not run while another stage is still writing.
      const results = await Promise.allSettled(
        plan.stages.slice(i, i + STAGES_AT_ONCE).map(async (stage, j) => {
          for (const card of stage.cards) await writeCard(scope, stageIds[i + j]!, card);
        }),
      );
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    }
    return workspace;
  } catch (error) {
    await deleteWorkspaceRecords(workspace.workspace_id);
    throw error;
  }
}
