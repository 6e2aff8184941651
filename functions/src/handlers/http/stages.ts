/**
 * Stages domain (accounts spec §7 Stages; §5 stage form: name defaults to "Untitled", flags off), with
 * the workspace calendar's month (§7 `GET /stages/calendar_data?date&search`, §2 Calendar view).
 */
import * as z from '../../../../shared/schemas/zod';
import { CARDS_PAGE_SIZE, MAX_CARDS_PAGE_SIZE } from '../../../../shared/schemas/common';
import { maxTextLength, singleLineText } from '../../../../shared/schemas/text';
import { CalendarQuerySchema, calendarRange, type CalendarCard } from '../../../../shared/schemas/calendar';
import {
  CreateStageRequestSchema,
  PageCursorQuerySchema,
  StageSortQuerySchema,
  UpdateStageRequestSchema,
  NEW_STAGE_DEFAULTS,
} from '../../../../shared/schemas/stage';
import { domainHandler, ok } from '../domain-handler';
import { STAGES_ROUTES } from '../../routes/domains/stages';
import { NotFoundError } from '../../lib/http/errors';
import { parseInput } from '../../lib/http/validate';
import { createStage, deleteStage, getStage, listStages, toStageResponse, updateStage } from '../../data/stages';
import { type CardRecord } from '../../data/cards';
import { currentApproval, totalTimestampInfo } from '../../data/card-response';
import { listCalendarCards, listStageCards, listStageCardsByDueDate, type CardPage } from '../../data/card-pages';
import { loadWorkspaceSkeleton } from '../../data/workspaces';
import { presentCards } from '../../services/cards/card-context';
import type { Access } from '../../services/access/authorize';
import { canSeeStage, visibleStages } from '../../lib/auth/visibility';
import { WholeBoardQuerySchema } from '../../../../shared/schemas/whole-board';
import { prefetchWholeBoard, wholeBoardOf, type PrefetchedStages } from '../../services/cards/whole-board';
import { stageRuleChange } from '../../services/approvals/stage-rule';

/** A stage of the workspace the caller may see. @throws NotFoundError otherwise. */
async function requireStage(workspaceId: string, stageId: string, access: Access) {
  const stage = await getStage(workspaceId, stageId);
  if (!canSeeStage(stage, access)) throw new NotFoundError('Stage not found');
  return stage;
}

/**
 * A stage the caller may see, with the workspace's labels and members for its cards (cards spec §3
 * `labels`, `assigned_users`): the workspace partition the access check read (route policy `skeleton`),
 * so no request of its own. @throws NotFoundError otherwise.
 */
async function requireStageWithSkeleton(workspaceId: string, stageId: string, access: Access) {
  const skeleton = access.skeleton ?? (await loadWorkspaceSkeleton(workspaceId));
  const stage = skeleton.stages.find((s) => s.stage_id === stageId) ?? null;
  if (!canSeeStage(stage, access)) throw new NotFoundError('Stage not found');
  return { stage, skeleton };
}

/** `list_data` query: page from 1, page size 10 by default (spec §9), 1–50 (issue 11); search "*" means none. */
const ListDataQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_CARDS_PAGE_SIZE)), CARDS_PAGE_SIZE),
  search: z.optional(singleLineText().check(maxTextLength(200))),
  /** The page after this `paging.next_cursor` instead of `page` (issue 27). */
  cursor: PageCursorQuerySchema,
});

/**
 * The `paging` of a stage card page: `page` as asked (with a cursor it is only echoed), and the cursor of
 * the next page, null on the last one (issue 27).
 */
function pagingOf(page: number, perPage: number, result: CardPage) {
  return { page, per_page: perPage, has_next_page: result.hasNextPage, next_cursor: result.nextCursor };
}

export const handler = domainHandler(
  'stages',
  STAGES_ROUTES,
  {
    'GET /api/v1/workspaces/{id}/stages': async ({ params, access }) => {
      return ok(visibleStages(await listStages(params.id!), access).map(toStageResponse));
    },

    'POST /api/v1/workspaces/{id}/stages': async ({ params, body }) => {
      const input = parseInput(CreateStageRequestSchema, body);
      return ok(toStageResponse(await createStage(params.id!, input)));
    },

    'GET /api/v1/workspaces/{id}/stages/new': async () => ok(NEW_STAGE_DEFAULTS),

    'GET /api/v1/workspaces/{id}/stages/{sid}': async ({ params, access }) =>
      ok(toStageResponse(await requireStage(params.id!, params.sid!, access))),

    'PUT /api/v1/workspaces/{id}/stages/{sid}': async ({ params, body }) => {
      const { approval_rule, decision_maker_id, ...flags } = parseInput(UpdateStageRequestSchema, body);
      const skeleton = await loadWorkspaceSkeleton(params.id!, { consistent: true });
      // The decision rule is checked before anything is stored (issue 38; decisions R68).
      const rule = stageRuleChange(
        skeleton.stages.find((s) => s.stage_id === params.sid),
        skeleton.members,
        { approval_rule, decision_maker_id },
      );
      return ok(toStageResponse(await updateStage(params.id!, params.sid!, { ...flags, ...rule })));
    },

    'DELETE /api/v1/workspaces/{id}/stages/{sid}': async ({ params }) => {
      await deleteStage(params.id!, params.sid!);
      return ok({ id: params.sid });
    },

    'GET /api/v1/workspaces/{id}/stages/{sid}/sort': async ({ params, query, access }) => {
      const { sort_type, page, per_page, cursor } = parseInput(StageSortQuerySchema, query);
      const { stage, skeleton } = await requireStageWithSkeleton(params.id!, params.sid!, access);
      const result = await listStageCardsByDueDate(
        stage.stage_id,
        sort_type === 'ascending' ? 'asc' : 'desc',
        page,
        per_page,
        cursor,
      );
      return ok({
        items: await presentCards(params.id!, result.items, access, skeleton),
        paging: pagingOf(page, per_page, result),
      });
    },

    'GET /api/v1/workspaces/{id}/stages/{sid}/list_data': async ({ params, query, access }) => {
      const { page, per_page, search, cursor } = parseInput(ListDataQuerySchema, query);
      const { stage, skeleton } = await requireStageWithSkeleton(params.id!, params.sid!, access);
      const result = await listStageCards(stage.stage_id, page, per_page, search === '*' ? undefined : search, cursor);
      return ok({
        items: await presentCards(params.id!, result.items, access, skeleton),
        paging: pagingOf(page, per_page, result),
      });
    },

    // Every card at once (issue 27; beyond the spec; decisions D30): services/cards/whole-board.ts.
    'GET /api/v1/workspaces/{id}/cards': async ({ params, query, access, caller, prefetched }) => {
      const { stage_id, search } = parseInput(WholeBoardQuerySchema, query);
      return ok(
        await wholeBoardOf(
          params.id!,
          access,
          { stageId: stage_id, search },
          { userId: caller?.userId, prefetched: prefetched as PrefetchedStages | undefined },
        ),
      );
    },

    // Pattern 72: the month of `date` with the grid's leading and trailing days, trimmed to what the grid
    // shows (shared/schemas/calendar.ts, decisions D19); guests only see cards of client-visible stages
    // (accounts spec §6). Q workspace collection (policy `skeleton`) + Q gsi3, no profiles: 2 requests;
    // `workspace_id` in the query (decisions A13).
    'GET /api/v1/stages/calendar_data': async ({ query, access }) => {
      const { workspace_id: workspaceId, date, search } = parseInput(CalendarQuerySchema, query);
      const { from, to } = calendarRange(date);
      const [skeleton, cards] = await Promise.all([
        access.skeleton ?? loadWorkspaceSkeleton(workspaceId),
        listCalendarCards(workspaceId, from, to, search === '*' ? undefined : search),
      ]);
      const shownStages = visibleStages(skeleton.stages, access);
      const stageNames = new Map(shownStages.map((s) => [s.stage_id, s.name]));
      const tracking = new Set(shownStages.filter((s) => s.enable_timestamp).map((s) => s.stage_id));
      const now = Date.now();
      // cards spec §4 Calendar: "A calendar event shows a timer only when the stage tracks time and the card is not approved."
      const timerOf = (card: CardRecord) => {
        if (!tracking.has(card.stage_id) || currentApproval(card).status === 'approved') return {};
        const time = totalTimestampInfo(card, now);
        return time.total_seconds > 0 || time.active_count > 0 ? { total_timestamp_info: time } : {};
      };
      // Label sets come back in no fixed order: the card's label first by name (the skeleton's order) colours it.
      const labelRank = new Map(skeleton.labels.map((l, i) => [l.label_id, i]));
      const items = cards.items.flatMap((card): CalendarCard[] => {
        const stageName = stageNames.get(card.stage_id);
        if (stageName === undefined || !card.due_date) return [];
        // Deleted labels' ids match no rank and are dropped.
        const ranks = (card.label_ids ?? []).flatMap((id) => labelRank.get(id) ?? []);
        const labelColor = ranks.length ? skeleton.labels[Math.min(...ranks)].color_hex : null;
        return [
          {
            id: card.card_id,
            name: card.name,
            stage_id: card.stage_id,
            completed: card.completed ?? false,
            due_date: card.due_date,
            stage_name: stageName,
            label_color: labelColor,
            ...timerOf(card),
          },
        ];
      });
      return ok({ from, to, items, truncated: cards.truncated });
    },
  },
  {
    // The stage reads start beside the authorizing Query (decisions BD4); bad input starts nothing.
    'GET /api/v1/workspaces/{id}/cards': ({ params, query, caller }) => {
      const input = WholeBoardQuerySchema.safeParse(query);
      return input.success
        ? prefetchWholeBoard(params.id!, caller.userId, { stageId: input.data.stage_id, search: input.data.search })
        : undefined;
    },
  },
);
