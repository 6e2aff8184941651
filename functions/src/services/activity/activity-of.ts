/**
 * The activities the writes record (issue 15 "Activity feed … fed by the writes that matter (card created,
 * moved, completed, commented, approved, uploaded)"; accounts spec §3 Activity `summary`). Each builder
 * gives the `NewActivity` a write adds to its transaction (data/activities.ts); summaries are in the
 * actor's voice, without their name, since the feed is theirs: `Moved "Poster" to Client Review`.
 */
import type { NewActivity } from '../../data/activities';
import type { CommentEventType } from '../../../../shared/schemas/comments-limits';

/** Where it happened, and who did it. */
export interface ActivityScene {
  userId: string;
  organizationId: string;
  workspaceId: string;
  card: { card_id: string; name: string };
  /** The card's stage when it happened (its name, and whether guests see it). */
  stage: { name: string; visible_to_client?: boolean } | undefined;
  now?: number;
}

const quoted = (name: string) => `"${name}"`;

function activity(
  scene: ActivityScene,
  kind: NewActivity['kind'],
  summary: string,
  guestVisible = scene.stage?.visible_to_client === true,
): NewActivity {
  return {
    userId: scene.userId,
    kind,
    summary,
    organizationId: scene.organizationId,
    workspaceId: scene.workspaceId,
    cardId: scene.card.card_id,
    guestVisible,
    ...(scene.now !== undefined ? { now: scene.now } : {}),
  };
}

/** `Created "X" in Briefs`. */
export const cardCreatedActivity = (scene: ActivityScene) =>
  activity(scene, 'card_created', `Created ${quoted(scene.card.name)} in ${scene.stage?.name ?? 'a stage'}`);

/** `Moved "X" to Client Review`: `scene.stage` is the destination, which guests see the card arrive in when it is theirs. */
export const cardMovedActivity = (scene: ActivityScene) =>
  activity(scene, 'card_moved', `Moved ${quoted(scene.card.name)} to ${scene.stage?.name ?? 'a stage'}`);

/** `Completed "X"`. */
export const cardCompletedActivity = (scene: ActivityScene) =>
  activity(scene, 'card_completed', `Completed ${quoted(scene.card.name)}`);

/** `Uploaded 3 files to "X"`. */
export const uploadedActivity = (scene: ActivityScene, count: number) =>
  activity(scene, 'uploaded', `Uploaded ${count === 1 ? 'a file' : `${count} files`} to ${quoted(scene.card.name)}`);

const APPROVAL_SUMMARIES: Record<CommentEventType, (card: string) => string> = {
  submit_for_approval: (card) => `Submitted ${card} for approval`,
  void_submission: (card) => `Cancelled the approval request of ${card}`,
  approve: (card) => `Approved ${card}`,
  request_revision: (card) => `Asked for a revision of ${card}`,
  accept_request: (card) => `Accepted the revision request on ${card}`,
  reject_request: (card) => `Turned down the revision request on ${card}`,
};

/**
 * `Commented on "X"`, or the approval action an event comment records. Team-tab comments, and comments on a
 * thread pinned on a content hidden from guests (`hiddenThread`, issue 35), are never guest-visible.
 */
export function commentActivity(
  scene: ActivityScene,
  tab: 'team' | 'guest',
  eventType?: CommentEventType,
  hiddenThread = false,
): NewActivity {
  const guestVisible = tab === 'guest' && !hiddenThread && scene.stage?.visible_to_client === true;
  if (eventType)
    return activity(scene, 'approval', APPROVAL_SUMMARIES[eventType](quoted(scene.card.name)), guestVisible);
  return activity(scene, 'commented', `Commented on ${quoted(scene.card.name)}`, guestVisible);
}

/** The scene of a card write by `userId` in the caller's workspace (`access.workspace`). */
export function activityScene(
  access: { workspace?: { organization_id: string; workspace_id: string } | null },
  userId: string,
  card: { card_id: string; name: string },
  stage: ActivityScene['stage'],
): ActivityScene {
  return {
    userId,
    organizationId: access.workspace!.organization_id,
    workspaceId: access.workspace!.workspace_id,
    card,
    stage,
  };
}

/** The stage `stageId` of a workspace skeleton, if there. */
export const stageIn = <S extends { stage_id: string }>(
  skeleton: { stages: readonly S[] },
  stageId: string,
): S | undefined => skeleton.stages.find((s) => s.stage_id === stageId);
