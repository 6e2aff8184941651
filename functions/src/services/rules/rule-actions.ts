/**
 * A board rule's actions (issue 38 "actions"; decisions BR8), each done through the service the team's own
 * request uses, so the board updates live (the same stream events), the card's notices and activity are
 * written, and webhooks go out: move (data/card-moves.ts, with the move's notices and activity), labels
 * (data/labels.ts), participants and due date (data/cards.ts), a Team-tab comment
 * (services/comments/post-comment.ts), notices (data/notifications.ts) and the approval submission
 * (services/approvals/approval-actions.ts, e-mailing its reviewers).
 *
 * They act as "Greenlight rules" on behalf of the rule's author: the author's rights (`access`, read at run
 * time) gate each action as they gate the author's own requests, and notices and comments say
 * "Greenlight rules". Each throws the service's HttpError when it cannot be done; the run logs its message.
 */
import { languageOr } from '../../../../shared/i18n/languages';
import escapeHtml from 'escape-html';
import type { RuleAction } from '../../../../shared/schemas/rules';
import { isGuestRole } from '../../../../shared/permissions/roles';
import { moveCard } from '../../data/card-moves';
import { changeCardParticipants, getCard, lastCardIn, updateCard, type CardRecord } from '../../data/cards';
import { setCardLabel } from '../../data/labels';
import { createNotifications } from '../../data/notifications';
import type { UserRecord } from '../../data/users';
import type { WorkspaceSkeleton } from '../../data/workspaces';
import { ConflictError, ForbiddenError } from '../../lib/http/errors';
import type { Access } from '../access/authorize';
import { cardMovedActivity } from '../activity/activity-of';
import { takeApprovalAction } from '../approvals/approval-actions';
import { cardPathOf, emailReviewers } from '../approvals/reviewers';
import { moveNotices } from '../cards/move-notices';
import { postComment, type CommentScene } from '../comments/post-comment';
import { reviewRequestEmail } from '../../lib/email/review-templates';
import { noticeText } from '../../lib/i18n/notices';

/** What an action runs with: the card as read for this action, the author's access, the rule's name, the run's clock. */
export interface ActionContext {
  card: CardRecord;
  skeleton: WorkspaceSkeleton;
  access: Access;
  ruleName: string;
  now: number;
}

/** The author as notices and comments name the actor: "Greenlight rules" (decisions BR8). */
const asRules = (user: UserRecord): UserRecord => ({ ...user, first_name: 'Greenlight', last_name: 'rules' });

/** @throws ForbiddenError when the author may not do this on their own. */
function need(context: ActionContext, permission: Parameters<Access['can']>[0]): void {
  if (!context.access.can(permission)) throw new ForbiddenError("The rule's author may not do this.");
}

/** The stage a move goes to: the one named, or the next or previous on the board. Null: nowhere to go. */
function destinationOf(action: RuleAction, context: ActionContext): string | null {
  if (action.stage_id) return action.stage_id;
  const stages = context.skeleton.stages;
  const index = stages.findIndex((s) => s.stage_id === context.card.stage_id);
  const next = index + (action.to === 'previous' ? -1 : 1);
  return index < 0 || next < 0 || next >= stages.length ? null : stages[next]!.stage_id;
}

/** The comment scene of the card for the author, named "Greenlight rules". */
function sceneOf(context: ActionContext): CommentScene {
  const { card, skeleton, access, now } = context;
  return {
    card,
    stage: skeleton.stages.find((s) => s.stage_id === card.stage_id),
    workspace: access.workspace!,
    members: skeleton.members,
    caller: asRules(access.user!),
    now,
  };
}

/**
 * Do one action on the card. @returns what it did, for the run log (e.g. `move_to_stage: Production`), or
 * null when there was nothing to do (the card is there already, carries the label…).
 * @throws the service's HttpError when it cannot be done.
 */
export async function doRuleAction(action: RuleAction, context: ActionContext): Promise<string | null> {
  const { card, skeleton, access } = context;
  const workspaceId = card.workspace_id;
  switch (action.type) {
    case 'move_to_stage': {
      need(context, 'can_access_move_stage_board');
      const stageId = destinationOf(action, context);
      const stage = skeleton.stages.find((s) => s.stage_id === stageId);
      if (!stage || stage.stage_id === card.stage_id) return null;
      if (card.archived) throw new ConflictError('The card is archived.');
      await moveCard(workspaceId, {
        cardId: card.card_id,
        destinationStageId: stage.stage_id,
        beforeId: (await lastCardIn(stage.stage_id))?.card_id ?? null,
        afterId: null,
        activity: (moving) => ({
          ...cardMovedActivity({
            userId: access.user!.user_id,
            organizationId: access.workspace!.organization_id,
            workspaceId,
            card: moving,
            stage,
          }),
          summary: `Moved "${moving.name}" to ${stage.name} by rule "${context.ruleName}"`,
        }),
        notices: (moving) => moveNotices(access.workspace!, asRules(access.user!), moving, stage, skeleton.members),
      });
      return `Moved to ${stage.name}`;
    }
    case 'add_label':
    case 'remove_label': {
      need(context, 'can_access_edit_label');
      const add = action.type === 'add_label';
      const label = skeleton.labels.find((l) => l.label_id === action.label_id);
      if (!label) throw new ConflictError('The label was deleted.');
      if ((card.label_ids ?? []).includes(label.label_id) === add) return null;
      await setCardLabel(workspaceId, card.card_id, label.label_id, add);
      return `${add ? 'Added' : 'Removed'} label ${label.name}`;
    }
    case 'add_participants': {
      need(context, 'can_assign_user');
      const members = new Set(skeleton.members.map((m) => m.user_id));
      const carried = new Set(card.assigned_user_ids ?? []);
      const adding = (action.user_ids ?? []).filter((id) => members.has(id) && !carried.has(id));
      if (!adding.length) return null;
      await changeCardParticipants(workspaceId, card.card_id, adding, []);
      return `Added ${adding.length} participant${adding.length === 1 ? '' : 's'}`;
    }
    case 'set_due_date': {
      need(context, 'can_access_add_change_date');
      const due = new Date(context.now + (action.days ?? 0) * 86_400_000).toISOString();
      await updateCard(workspaceId, card.card_id, { due_date: due });
      return `Set the due date to ${due.slice(0, 10)}`;
    }
    case 'post_team_comment': {
      need(context, 'can_access_team_comment');
      const text = (action.text ?? '')
        .split('\n')
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('');
      await postComment(sceneOf(context), { tab: 'team', description: text, uploads: [] });
      return 'Posted a Team comment';
    }
    case 'notify_members':
      return notifyMembers(action, context);
    case 'submit_for_approval': {
      const scene = sceneOf(context);
      const { reviewerIds } = await takeApprovalAction(scene, access, 'submit', card.stage_id, {
        description: '',
        attachments_attributes: [],
      });
      await emailReviewers(reviewerIds, access.user!.user_id, (user) =>
        reviewRequestEmail({
          cardName: card.name,
          workspaceName: scene.workspace.name,
          cardPath: cardPathOf(scene.workspace, card),
          actorName: 'Greenlight rules',
          voided: false,
          firstName: user.first_name,
          language: languageOr(user.language),
        }),
      );
      return 'Submitted for approval';
    }
  }
}

/**
 * Notify the chosen members and/or the card's participants (members now; a guest only when the card's
 * stage is visible to the client), in their bell, category status. The card is read again, so a
 * participant an earlier action of the run added is told too.
 */
async function notifyMembers(action: RuleAction, context: ActionContext): Promise<string | null> {
  const { skeleton, access, ruleName } = context;
  const card = (await getCard(context.card.workspace_id, context.card.card_id)) ?? context.card;
  const stage = skeleton.stages.find((s) => s.stage_id === card.stage_id);
  const roles = new Map(skeleton.members.map((m) => [m.user_id, m.role]));
  const wanted = new Set([
    ...(action.user_ids ?? []),
    ...(action.card_participants ? (card.assigned_user_ids ?? []) : []),
  ]);
  const recipients = [...wanted].filter(
    (id) => roles.has(id) && (!isGuestRole(roles.get(id)!) || stage?.visible_to_client === true),
  );
  if (!recipients.length) return null;
  const workspace = access.workspace!;
  // The rule's own text is the team's words, shown as written; the default sentence is worded per reader.
  const ownText = action.text?.trim();
  const notice =
    ownText || !stage
      ? noticeText('rule.notify', { rule: ruleName, text: ownText || `"${card.name}" is in a stage` })
      : noticeText('rule.notifyDefault', { rule: ruleName, card: card.name, stage: stage.name });
  await createNotifications(
    recipients.map((userId) => ({
      userId,
      type: 'others' as const,
      category: 'status' as const,
      ...notice,
      actorId: access.user!.user_id,
      workspaceId: workspace.workspace_id,
      workspaceName: workspace.name,
      organizationId: workspace.organization_id,
      resourceId: card.card_id,
    })),
  );
  return `Notified ${recipients.length} member${recipients.length === 1 ? '' : 's'}`;
}
