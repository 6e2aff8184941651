/**
 * Workspaces domain (accounts spec §7 Workspaces; §2 workspace page, board and list views; §4 moves;
 * §3 Workspace logo: ./actions/workspace-logo.ts).
 */
import { deleteWorkspaceRecords } from '../../services/workspaces/delete-workspace';
import { CARDS_PAGE_SIZE } from '../../../../shared/schemas/common';
import { workspaceFlags } from '../../../../shared/permissions/matrix';
import {
  CreateWorkspaceRequestSchema,
  SortBodySchema,
  SortQuerySchema,
  UpdateWorkspaceRequestSchema,
} from '../../../../shared/schemas/workspace';
import { domainHandler, ok } from '../domain-handler';
import { WORKSPACES_ROUTES } from '../../routes/domains/workspaces';
import { canSeeStage, visibleStages } from '../../lib/auth/visibility';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/http/errors';
import { parseInput } from '../../lib/http/validate';
import {
  createWorkspace,
  loadWorkspaceSkeleton,
  renameWorkspace,
  WORKSPACE_STORAGE_CAP_BYTES,
} from '../../data/workspaces';
import { getOrganization } from '../../data/organizations';
import { listTemplateStages } from '../../data/template-stages';
import { removeFromWorkspace } from '../../data/memberships';
import { getStage, moveStage, toStageResponse } from '../../data/stages';
import { type CardRecord } from '../../data/cards';
import { toCardResponse } from '../../data/card-response';
import { moveCard } from '../../data/card-moves';
import { listStageCards } from '../../data/card-pages';
import { activityScene, cardMovedActivity } from '../../services/activity/activity-of';
import { moveNotices } from '../../services/cards/move-notices';
import { cardContext, presentCard } from '../../services/cards/card-context';
import { neighboursOf } from '../../data/ordering';
import { collaboratorActions } from './actions/collaborators';
import { workspaceLogoActions } from './actions/workspace-logo';
import { presentWorkspace } from '../../services/workspaces/present-workspace';
import { deleteS3Prefix } from '../../lib/uploads/delete-prefix';
import { workspaceUploadPrefix } from '../../lib/uploads/keys';
import { visibleWorkspaceSummaries } from '../../services/workspaces/visible-workspaces';

export const handler = domainHandler('workspaces', WORKSPACES_ROUTES, {
  ...collaboratorActions,
  ...workspaceLogoActions,
  'GET /api/v1/workspaces': async ({ caller, access }) => ok(await visibleWorkspaceSummaries(access, caller!)),

  'GET /api/v1/workspaces/list': async ({ caller, access }) => ok(await visibleWorkspaceSummaries(access, caller!)),

  // What the new-workspace form starts with (accounts spec §7 `GET /workspace_initial`; decisions K40): an
  // empty name, the organization it is created in, and the stages it will start with (the organization's
  // Board Stages). One GetItem and one Query.
  'GET /api/v1/workspace_initial': async ({ access }) => {
    const [organization, templates] = await Promise.all([
      getOrganization(access.organizationId!),
      listTemplateStages(access.organizationId!),
    ]);
    if (!organization) throw new NotFoundError('Organization not found');
    return ok({
      name: '',
      organization_id: organization.organization_id,
      organization_type: organization.organization_type,
      stages: templates.map((t) => ({
        name: t.name,
        visible_to_client: t.visible_to_client ?? false,
        require_approval_from_client: t.require_approval_from_client ?? false,
      })),
      storage_limit_bytes: organization.organization_type === 'personal' ? WORKSPACE_STORAGE_CAP_BYTES : null,
    });
  },

  'POST /api/v1/workspaces': async ({ caller, body, access }) => {
    const { name } = parseInput(CreateWorkspaceRequestSchema, body);
    const workspace = await createWorkspace({ organizationId: access.organizationId!, name, ownerId: caller!.userId });
    return ok(await presentWorkspace(workspace));
  },

  // The workspace partition (stages, labels, members) came with the access check (one Query; route policy
  // `skeleton`), then one Query per visible stage, plus one BatchGet of the participants' profiles when a
  // shown card has any: 1 + stages requests (issue 11).
  'GET /api/v1/workspaces/{id}': async ({ params, query, access }) => {
    const skeleton = access.skeleton ?? (await loadWorkspaceSkeleton(params.id!));
    const { workspace, stages } = skeleton;
    if (!workspace) throw new NotFoundError('Workspace not found');
    const search = query.search && query.search !== '*' ? query.search : undefined;
    const shown = visibleStages(stages, access);
    const pages = await Promise.all(shown.map((stage) => listStageCards(stage.stage_id, 1, CARDS_PAGE_SIZE, search)));
    const context = await cardContext(
      workspace.workspace_id,
      pages.flatMap((p) => p.items),
      access,
      skeleton,
    );
    return ok({
      ...(await presentWorkspace(workspace)),
      stages: shown.map((stage, i) => ({
        ...toStageResponse(stage),
        content_groups: pages[i].items.map((card) => toCardResponse(card, context)),
        paging: {
          page: 1,
          per_page: CARDS_PAGE_SIZE,
          has_next_page: pages[i].hasNextPage,
          next_cursor: pages[i].nextCursor,
        },
      })),
      permissions: workspaceFlags(access.organizationRole, access.workspaceRole),
    });
  },

  'PUT /api/v1/workspaces/{id}': async ({ params, body }) => {
    const { name } = parseInput(UpdateWorkspaceRequestSchema, body);
    return ok(await presentWorkspace(await renameWorkspace(params.id!, name)));
  },

  // Files first (docs/decisions.md I8): a failure leaves the workspace to delete again.
  'DELETE /api/v1/workspaces/{id}': async ({ params, access }) => {
    await deleteS3Prefix(workspaceUploadPrefix(access.organizationId!, params.id!));
    await deleteWorkspaceRecords(params.id!);
    return ok({ id: params.id });
  },

  // The creator stays accountable for a workspace: they delete it rather than leave it (docs/decisions.md D7).
  'DELETE /api/v1/workspaces/{id}/leave': async ({ params, caller, access }) => {
    if (access.workspace!.owner_id === caller!.userId)
      throw new ConflictError('The workspace owner cannot leave the workspace. Delete it instead.');
    if (!access.workspaceRole) throw new BadRequestError('You are not a member of this workspace.');
    await removeFromWorkspace(params.id!, access.organizationId!, caller!.userId);
    return ok({ id: params.id });
  },

  // Moves one card (or stage): only the dragged item's neighbours are read from the posted order.
  'PUT /api/v1/workspaces/{id}/sort': async ({ params, query, body, access, caller }) => {
    const workspaceId = params.id!;
    const sort = parseInput(SortQuerySchema, query);
    const { stages } = parseInput(SortBodySchema, body);

    if (sort.type === 'stage') {
      if (!access.can('can_access_move_stage_board')) throw new ForbiddenError();
      const { beforeId, afterId } = neighboursOf(
        stages.map((s) => s.id),
        sort.content_drag_id,
      );
      return ok(toStageResponse(await moveStage(workspaceId, sort.content_drag_id, beforeId, afterId)));
    }

    const destinationStageId = sort.destination_stage_id;
    if (!destinationStageId)
      throw new BadRequestError('Choose the stage to move the cards to.', { destination_stage_id: ['Required'] });
    const destination = stages.find((s) => s.id === destinationStageId);
    if (!destination?.content_group_ids?.includes(sort.content_drag_id)) {
      throw new BadRequestError('The destination stage must list the moved card', {
        stages: ['The destination stage must list the moved card'],
      });
    }
    const stage = await getStage(workspaceId, destinationStageId);
    if (!canSeeStage(stage, access)) throw new NotFoundError('Stage not found');
    const { beforeId, afterId } = neighboursOf(destination.content_group_ids, sort.content_drag_id);
    const activity = (moving: CardRecord) =>
      cardMovedActivity(activityScene(access, caller!.userId, moving, stage ?? undefined));
    const notices = (moving: CardRecord) =>
      moveNotices(
        access.workspace!,
        access.user ?? { user_id: caller!.userId },
        moving,
        stage,
        access.skeleton?.members,
      );
    const card = await moveCard(workspaceId, {
      cardId: sort.content_drag_id,
      destinationStageId,
      beforeId,
      afterId,
      activity,
      notices,
    });
    return ok(await presentCard(workspaceId, card, access));
  },
});
