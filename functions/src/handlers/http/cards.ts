/**
 * Cards domain, the spec's content groups (cards spec §7 Cards), with the workspace's labels and the
 * cards' labels and participants (cards spec §7 Labels, `POST …/content_labels`, Participants; §3 Label,
 * Assigned user; §6 can_access_edit_label, can_assign_user), and Copy Card (cards spec §2 Copy Card panel,
 * §3 Copy settings, §7 `content_group_duplicate_settings` and clone; decisions K30–K33).
 */
import {
  CreateCardRequestSchema,
  UpdateCardRequestSchema,
  UpdateStageQuerySchema,
} from '../../../../shared/schemas/card';
import { workspaceFlags } from '../../../../shared/permissions/matrix';
import {
  AssignLabelRequestSchema,
  AssignedUsersRequestSchema,
  CreateLabelRequestSchema,
  UpdateLabelRequestSchema,
} from '../../../../shared/schemas/label';
import { domainHandler, ok } from '../domain-handler';
import { CARDS_ROUTES } from '../../routes/domains/cards';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/http/errors';
import { parseInput } from '../../lib/http/validate';
import {
  changeCardParticipants,
  createCard,
  getCard,
  lastCardIn,
  listArchivedCards,
  toggleCardArchived,
  updateCard,
  type CardRecord,
} from '../../data/cards';
import { moveCard } from '../../data/card-moves';
import { sanitizeRichText } from '../../lib/text/rich-text';
import { createLabel, deleteLabel, setCardLabel, updateLabel } from '../../data/labels';
import { loadWorkspaceSkeleton, type WorkspaceSkeleton } from '../../data/workspaces';
import { canSeeStage, visibleStages } from '../../lib/auth/visibility';
import type { Access } from '../../services/access/authorize';
import {
  participantChoices,
  presentCard,
  presentCardDetail,
  presentCards,
  toLabelResponse,
} from '../../services/cards/card-context';
import {
  CloneCardRequestSchema,
  SaveCopySettingsRequestSchema,
  type CopySettingsResponse,
} from '../../../../shared/schemas/card-copy';
import { COPY_MESSAGES } from '../../../../shared/schemas/card-copy-limits';
import { cloneCard, getCopySettings, saveCopySettings } from '../../data/card-copy';
import { copyCardContents, discardCopiedContents } from '../../services/cards/copy-contents';
import { seesHiddenContents } from '../../services/contents/present-contents';
import { visibleCardOf } from '../../services/cards/card-access';
import {
  activityScene,
  cardCompletedActivity,
  cardCreatedActivity,
  cardMovedActivity,
  stageIn,
} from '../../services/activity/activity-of';
import { moveNotices } from '../../services/cards/move-notices';
import { RECURRENCE_ACTIONS } from './actions/recurrence';
import { cardPopupOf } from '../../services/cards/card-popup';

const CARD_NOT_FOUND = 'The content cannot be found.';

/**
 * A card of the workspace in a stage the caller may see, with the workspace skeleton (stages, labels,
 * members) read alongside: GetItem and Query in parallel.
 * @throws NotFoundError "The content cannot be found." otherwise (cards spec §8).
 */
async function visibleCard(
  workspaceId: string,
  cardId: string,
  access: Access,
): Promise<{ card: CardRecord; skeleton: WorkspaceSkeleton }> {
  const [card, skeleton] = await Promise.all([getCard(workspaceId, cardId), loadWorkspaceSkeleton(workspaceId)]);
  const stage = card ? (skeleton.stages.find((s) => s.stage_id === card.stage_id) ?? null) : null;
  if (!card || !canSeeStage(stage, access)) throw new NotFoundError(CARD_NOT_FOUND);
  return { card, skeleton };
}

/**
 * `assigned_users` rows applied to a card: `_destroy` rows leave, the others join (cards spec §7
 * Participants payload). Answers the card as it is afterwards.
 */
async function applyParticipants(workspaceId: string, cardId: string, body: unknown, access: Access) {
  const { assigned_users } = parseInput(AssignedUsersRequestSchema, body);
  await visibleCard(workspaceId, cardId, access);
  const add = assigned_users.filter((u) => !u._destroy).map((u) => u.user_id);
  const remove = assigned_users.filter((u) => u._destroy).map((u) => u.user_id);
  await changeCardParticipants(workspaceId, cardId, add, remove);
  return ok(await reloadCard(workspaceId, cardId, access));
}

/** The popup's card (cards spec §2): the card with its detail and the caller's flags. */
function detailOf(workspaceId: string, card: CardRecord, skeleton: WorkspaceSkeleton, access: Access) {
  const flags = workspaceFlags(access.organizationRole, access.workspaceRole);
  return presentCardDetail(
    workspaceId,
    card,
    skeleton,
    flags,
    visibleStages(skeleton.stages, access),
    access.user?.user_id ?? null,
  );
}

/** The card as it is now, with its popup detail (after a write from the popup: labels, participants). */
async function reloadCard(workspaceId: string, cardId: string, access: Access) {
  const { card, skeleton } = await visibleCard(workspaceId, cardId, access);
  return detailOf(workspaceId, card, skeleton, access);
}

export const handler = domainHandler('cards', CARDS_ROUTES, {
  // The full-page new-card form's choices (accounts spec §2): the stages the caller may add cards to,
  // the workspace's labels and its members as participants. One Query and one BatchGet.
  'GET /api/v1/workspaces/{id}/content_groups/new': async ({ params, access }) => {
    const skeleton = await loadWorkspaceSkeleton(params.id!);
    const stages = visibleStages(skeleton.stages, access);
    return ok({
      name: '',
      stage_id: stages[0]?.stage_id ?? null,
      stages: stages.map((s) => ({ id: s.stage_id, name: s.name })),
      labels: skeleton.labels.map(toLabelResponse),
      workspace_users: access.can('can_assign_user') ? await participantChoices(skeleton) : [],
    });
  },

  // Optional label_ids (and the spec's project_id, one label) and assigned_user_ids are saved in the
  // card's own transaction (docs/decisions.md A10).
  'POST /api/v1/workspaces/{id}/content_groups': async ({ params, body, caller, access }) => {
    const input = parseInput(CreateCardRequestSchema, body);
    const labelIds = [...(input.label_ids ?? []), ...(input.project_id ? [input.project_id] : [])];
    const skeleton = await loadWorkspaceSkeleton(params.id!);
    if (!canSeeStage(skeleton.stages.find((s) => s.stage_id === input.stage_id) ?? null, access))
      throw new NotFoundError('Stage not found');
    if (labelIds.length && !access.can('can_access_edit_label')) throw new ForbiddenError();
    if (input.assigned_user_ids?.length && !access.can('can_assign_user')) throw new ForbiddenError();
    const card = await createCard(params.id!, {
      name: input.name,
      stageId: input.stage_id,
      startDate: input.start_date,
      dueDate: input.due_date,
      createdBy: caller!.userId,
      labelIds,
      assignedUserIds: input.assigned_user_ids,
      activity: (created) =>
        cardCreatedActivity(activityScene(access, caller!.userId, created, stageIn(skeleton, input.stage_id))),
    });
    return ok(await presentCard(params.id!, card, access, skeleton));
  },

  // The Archived cards view (docs/decisions.md K7): the archived cards of the stages the caller may see.
  'GET /api/v1/workspaces/{id}/content_groups/archived': async ({ params, access }) => {
    const [cards, skeleton] = await Promise.all([listArchivedCards(params.id!), loadWorkspaceSkeleton(params.id!)]);
    const stages = new Set(visibleStages(skeleton.stages, access).map((s) => s.stage_id));
    return ok(
      await presentCards(
        params.id!,
        cards.filter((card) => stages.has(card.stage_id)),
        access,
        skeleton,
      ),
    );
  },

  // The popup's card (cards spec §2 Card popup): one GetItem and the skeleton Query, in parallel.
  'GET /api/v1/workspaces/{id}/content_groups/{cid}': async ({ params, access }) => {
    const { card, skeleton } = await visibleCard(params.id!, params.cid!, access);
    return ok(await detailOf(params.id!, card, skeleton, access));
  },

  // The popup's first screen in one request (issue 27; beyond the spec; decisions W39): functions/src/services/cards/card-popup.ts.
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/popup': async ({ params, caller, access }) =>
    ok(await cardPopupOf(params.id!, params.cid!, caller!.userId, access)),

  // Title, dates, description, reminder and completion (cards spec §2, §4 Card states, §5).
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}': async ({ params, body, access, caller }) => {
    const { moved_on, description, ...changes } = parseInput(UpdateCardRequestSchema, body);
    const { skeleton } = await visibleCard(params.id!, params.cid!, access);
    // A calendar drag (accounts spec §4 Calendar) is gated by its own flag; other date changes by the date picker's (decisions A14).
    const datePermission = moved_on === 'calendar' ? 'can_access_move_content_calendar' : 'can_access_add_change_date';
    const datesChange =
      changes.start_date !== undefined || changes.due_date !== undefined || changes.reminder_in_day !== undefined;
    if (datesChange && !access.can(datePermission)) throw new ForbiddenError();
    if (changes.completed !== undefined && !access.can('can_access_content')) throw new ForbiddenError();
    const updated = await updateCard(
      params.id!,
      params.cid!,
      { ...changes, ...(description !== undefined ? { description: sanitizeRichText(description) } : {}) },
      (card) => cardCompletedActivity(activityScene(access, caller!.userId, card, stageIn(skeleton, card.stage_id))),
    );
    return ok(await detailOf(params.id!, updated, skeleton, access));
  },

  // Clearing the completed tag removes completion (cards spec §4 Card states; §6 "needs content access").
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/mark_as_incomplete': async ({ params, access }) => {
    const { skeleton } = await visibleCard(params.id!, params.cid!, access);
    return ok(
      await detailOf(params.id!, await updateCard(params.id!, params.cid!, { completed: false }), skeleton, access),
    );
  },

  // The popup's stage dropdown (cards spec §2, §7 `update_stage?stage_id`): the card goes last in the stage.
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/update_stage': async ({ params, query, access, caller }) => {
    const { stage_id } = parseInput(UpdateStageQuerySchema, query);
    const { card, skeleton } = await visibleCard(params.id!, params.cid!, access);
    if (!canSeeStage(skeleton.stages.find((s) => s.stage_id === stage_id) ?? null, access))
      throw new NotFoundError('Stage not found');
    if (card.archived) throw new ConflictError('Unarchive the card before moving it.');
    if (card.stage_id !== stage_id) {
      const last = await lastCardIn(stage_id);
      await moveCard(params.id!, {
        cardId: card.card_id,
        destinationStageId: stage_id,
        beforeId: last?.card_id ?? null,
        afterId: null,
        activity: (moving) =>
          cardMovedActivity(activityScene(access, caller!.userId, moving, stageIn(skeleton, stage_id))),
        notices: (moving) =>
          moveNotices(
            access.workspace!,
            access.user ?? { user_id: caller!.userId },
            moving,
            stageIn(skeleton, stage_id) ?? null,
            skeleton.members,
          ),
      });
    }
    const { card: moved } = await visibleCard(params.id!, params.cid!, access);
    return ok(await detailOf(params.id!, moved, skeleton, access));
  },

  // Archive or unarchive (cards spec §4 Card states, §7 `DELETE …/{cid}/archive` toggles).
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/archive': async ({ params, access }) => {
    const { skeleton } = await visibleCard(params.id!, params.cid!, access);
    return ok(await detailOf(params.id!, await toggleCardArchived(params.id!, params.cid!), skeleton, access));
  },

  // Copy settings (cards spec §3, §4 Copy panel "saved settings loaded"): the caller's own, per workspace.
  'GET /api/v1/workspaces/{id}/content_group_duplicate_settings': async ({ params, caller, access }) => {
    const [settings, skeleton] = await Promise.all([
      getCopySettings(caller!.userId, params.id!),
      loadWorkspaceSkeleton(params.id!),
    ]);
    const response: CopySettingsResponse = {
      settings,
      stages: visibleStages(skeleton.stages, access).map((s) => ({ id: s.stage_id, name: s.name })),
    };
    return ok(response);
  },

  'PUT /api/v1/workspaces/{id}/content_group_duplicate_settings': async ({ params, body, caller }) => {
    const { card_duplicate } = parseInput(SaveCopySettingsRequestSchema, body);
    await saveCopySettings(caller!.userId, params.id!, card_duplicate);
    return ok({ settings: card_duplicate });
  },

  // Copy (cards spec §2, §4 Copy panel, §5): 1 to 5 copies at the end of a stage the caller may see, in one transaction.
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/clone': async ({ params, body, caller, access }) => {
    const { content_group: settings } = parseInput(CloneCardRequestSchema, body);
    const [source, skeleton] = await Promise.all([
      visibleCardOf(params.id!, params.cid!, access),
      loadWorkspaceSkeleton(params.id!),
    ]);
    const stageId = settings.stage_id ?? source.stage_id;
    if (!canSeeStage(skeleton.stages.find((s) => s.stage_id === stageId) ?? null, access))
      throw new NotFoundError(COPY_MESSAGES.stageNotFound);
    const organizationId = access.workspace!.organization_id;
    const contents = settings.images
      ? await copyCardContents({
          organizationId,
          workspaceId: params.id!,
          sourceCardId: params.cid!,
          copies: settings.num_copies,
          includeHidden: seesHiddenContents(access),
          createdBy: caller!.userId,
        })
      : undefined;
    let copies: CardRecord[];
    try {
      copies = await cloneCard(params.id!, params.cid!, settings, {
        stageId,
        createdBy: caller!.userId,
        memberIds: new Set(skeleton.members.map((m) => m.user_id)),
        labelIds: new Set(skeleton.labels.map((l) => l.label_id)),
        includeHiddenLists: access.can('can_show'),
        contents,
      });
    } catch (error) {
      if (contents) await discardCopiedContents({ organizationId, workspaceId: params.id! }, contents);
      throw error;
    }
    return ok({ content_groups: await presentCards(params.id!, copies, access, skeleton) });
  },

  // Labels (cards spec §7 Labels; §5 Label form 'Label Name', 'Color HEX').
  'GET /api/v1/workspaces/{id}/labels': async ({ params }) =>
    ok((await loadWorkspaceSkeleton(params.id!)).labels.map(toLabelResponse)),

  'POST /api/v1/workspaces/{id}/labels': async ({ params, body }) => {
    const input = parseInput(CreateLabelRequestSchema, body);
    return ok(toLabelResponse(await createLabel(params.id!, input)));
  },

  'PUT /api/v1/workspaces/{id}/labels/{label_id}': async ({ params, body }) => {
    const changes = parseInput(UpdateLabelRequestSchema, body);
    return ok(toLabelResponse(await updateLabel(params.id!, params.label_id!, changes)));
  },

  'DELETE /api/v1/workspaces/{id}/labels/{label_id}': async ({ params }) => {
    await deleteLabel(params.id!, params.label_id!);
    return ok({ id: params.label_id });
  },

  'GET /api/v1/workspaces/{id}/content_labels/{cid}': async ({ params, access }) => {
    const { card, skeleton } = await visibleCard(params.id!, params.cid!, access);
    const carried = new Set(card.label_ids ?? []);
    return ok(skeleton.labels.map((label) => ({ ...toLabelResponse(label), assigned: carried.has(label.label_id) })));
  },

  'POST /api/v1/workspaces/{id}/content_groups/{cid}/content_labels': async ({ params, body, access }) => {
    const { label_id, assigned } = parseInput(AssignLabelRequestSchema, body);
    await visibleCard(params.id!, params.cid!, access);
    await setCardLabel(params.id!, params.cid!, label_id, assigned);
    return ok(await reloadCard(params.id!, params.cid!, access));
  },

  // Participants (cards spec §7 Participants; §3 Assigned user): every participant is a workspace member.
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users': async ({ params, access }) => {
    const { card, skeleton } = await visibleCard(params.id!, params.cid!, access);
    return ok((await presentCard(params.id!, card, access, skeleton)).assigned_users);
  },

  'GET /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users/new': async ({ params, access }) => {
    const { card, skeleton } = await visibleCard(params.id!, params.cid!, access);
    const assigned = new Set(card.assigned_user_ids ?? []);
    return ok((await participantChoices(skeleton)).filter((u) => !assigned.has(u.user_id)));
  },

  'POST /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users': async ({ params, body, access }) =>
    applyParticipants(params.id!, params.cid!, body, access),

  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users/{uid}': async ({ params, access }) => {
    await visibleCard(params.id!, params.cid!, access);
    await changeCardParticipants(params.id!, params.cid!, [], [params.uid!]);
    return ok(await reloadCard(params.id!, params.cid!, access));
  },

  'POST /api/v1/workspaces/{id}/content_groups/{cid}/update_assigned_user': async ({ params, body, access }) =>
    applyParticipants(params.id!, params.cid!, body, access),
  // Recurring cards (issue 28; beyond the spec).
  ...RECURRENCE_ACTIONS,
});
