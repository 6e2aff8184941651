/**
 * The review part of the demo (issues 14 and 26; docs/demo-data.md): approvals in every state, comments in
 * both tabs and pins, written by demo users through the same services as the API.
 */
import { getUserByEmail } from '../../functions/src/data/users';
import { getCard } from '../../functions/src/data/cards';
import { hasWorkspacePermission, type WorkspacePermission } from '../../shared/permissions/matrix';
import type { ApprovalAction } from '../../shared/schemas/approvals-limits';
import type { CommentTab } from '../../shared/schemas/comments-limits';
import { loadWorkspaceSkeleton, type WorkspaceRecord } from '../../functions/src/data/workspaces';
import type { Access } from '../../functions/src/services/access/authorize';
import { takeApprovalAction } from '../../functions/src/services/approvals/approval-actions';
import { postComment, type CommentScene } from '../../functions/src/services/comments/post-comment';
import { pinTargetOf } from '../../functions/src/services/comments/annotations';
import { toAnchorRecord } from '../../functions/src/services/comments/anchors';
import { commitCarryOver, commitResolve } from '../../functions/src/data/annotations';
import { currentVersionId, listContents, listVersions } from '../../functions/src/data/contents';
import type { AnnotationAnchor } from '../../shared/schemas/annotation-anchor';
import { uuidv7 } from '../../functions/src/lib/ids/uuid';
import { startTimer } from '../../functions/src/data/timers';
import { DEMO_USERS } from './demo-users';

/** A demo user's way into a card: the scene a comment or approval needs, and their card flags. */
async function actAs(email: string, seeded: { workspace: WorkspaceRecord; cardId: string }, now = Date.now()) {
  const user = (await getUserByEmail(email))!;
  const skeleton = await loadWorkspaceSkeleton(seeded.workspace.workspace_id);
  const card = (await getCard(seeded.workspace.workspace_id, seeded.cardId))!;
  const role = skeleton.members.find((m) => m.user_id === user.user_id)?.role ?? null;
  const organizationRole = email === DEMO_USERS[0].email ? 'owner' : null;
  const scene: CommentScene = {
    card,
    stage: skeleton.stages.find((st) => st.stage_id === card.stage_id),
    workspace: seeded.workspace,
    members: skeleton.members,
    caller: user,
    now,
  };
  const access = { can: (flag: WorkspacePermission) => hasWorkspacePermission(organizationRole, role, flag) } as Access;
  return { scene, access };
}

/** An approval action by a demo user, through the same write as the API. */
export async function demoApproval(
  email: string,
  seeded: { workspace: WorkspaceRecord; cardId: string },
  action: ApprovalAction,
  description = '',
  now = Date.now(),
) {
  const { scene, access } = await actAs(email, seeded, now);
  await takeApprovalAction(scene, access, action, scene.card.stage_id, { description, attachments_attributes: [] });
}

/** A comment by a demo user (`@Name` mentions as the editor writes them). */
async function demoComment(
  email: string,
  seeded: { workspace: WorkspaceRecord; cardId: string },
  tab: CommentTab,
  description: string,
  now = Date.now(),
) {
  const { scene } = await actAs(email, seeded, now);
  return postComment(scene, { tab, description, uploads: [] });
}

/** An annotation by a demo user (issue 26), through the same post as the API's `comment.anchor`. */
async function demoPin(
  email: string,
  seeded: { workspace: WorkspaceRecord; cardId: string },
  tab: CommentTab,
  description: string,
  anchor: AnnotationAnchor,
) {
  const { scene, access } = await actAs(email, seeded);
  const target = () => pinTargetOf(seeded.cardId, access, anchor);
  const pin = {
    anchor: toAnchorRecord(anchor),
    target: await target(),
    reread: target,
    guestSafe: !access.can('can_show'),
  };
  return postComment(scene, { tab, description, uploads: [], pin });
}

/**
 * The proofing demo (issue 26): on "Spring lookbook", a Guest pin from approver@ on the first look and a
 * resolved Team pin on page 2 of the price list; on "Billboard mock-up", the approver's pin on the first
 * file (now a version) carried over to the enlarged one.
 */
export async function seedAnnotations(
  cards: Map<string, { workspace: WorkspaceRecord; cardId: string }>,
): Promise<void> {
  const [owner, , , coordinator, , , approver] = DEMO_USERS.map((u) => u.email);
  const lookbook = cards.get('Spring lookbook')!;
  const contents = await listContents(lookbook.cardId);
  const look = contents[0]!;
  const prices = contents.find((c) => c.type === 'pdf')!;
  await demoPin(approver, lookbook, 'guest', '<p>Could the jacket be a shade lighter here?</p>', {
    content_id: look.content_id,
    version_id: currentVersionId(look),
    page: 1,
    shape: { type: 'point', x: 0.62, y: 0.41 },
  });
  const price = await demoPin(
    coordinator,
    lookbook,
    'team',
    '<p>Check this price against the new sheet before it goes out.</p>',
    {
      content_id: prices.content_id,
      version_id: currentVersionId(prices),
      page: 2,
      shape: { type: 'rect', x: 0.08, y: 0.3, w: 0.84, h: 0.12 },
    },
  );
  const ownerId = (await getUserByEmail(owner))!.user_id;
  await commitResolve(
    { workspace_id: lookbook.workspace.workspace_id, card_id: lookbook.cardId },
    price,
    true,
    ownerId,
    Date.now(),
  );

  const billboard = cards.get('Billboard mock-up')!;
  const [poster] = await listContents(billboard.cardId);
  const [first] = await listVersions(billboard.cardId, poster!.content_id);
  const old = await demoPin(
    approver,
    billboard,
    'guest',
    '<p>This is the headline I meant: it needs to read from the ring road.</p>',
    {
      content_id: poster!.content_id,
      version_id: first!.version_id,
      page: 1,
      shape: { type: 'rect', x: 0.1, y: 0.35, w: 0.8, h: 0.25 },
    },
  );
  const { access } = await actAs(owner, billboard);
  const target = await pinTargetOf(billboard.cardId, access, {
    content_id: poster!.content_id,
    version_id: currentVersionId(poster!),
  });
  const now = Date.now();
  const at = new Date(now).toISOString();
  const copy = {
    ...old,
    comment_id: uuidv7(now),
    anchor: { ...old.anchor!, version_id: currentVersionId(poster!) },
    annotation_number: old.annotation_number,
    carried_from: old.comment_id,
    reply_count: 0,
    created_at: at,
    updated_at: at,
  };
  await commitCarryOver(
    { workspace_id: billboard.workspace.workspace_id, card_id: billboard.cardId },
    target,
    [old],
    [copy],
    ownerId,
    now,
  );
}

/**
 * The review loop's demo (issue 14): in Spring Campaign's Client Review, "Spring lookbook" awaits
 * approval, "Billboard mock-up" has a revision requested with comments in both tabs (a mention, a
 * reply), "Radio script" is left unsubmitted here (seed-reports.ts submits it five days back); Website Refresh's "Home mock-up" is approved; and
 * production@ has a timer running on "Hero banner v1" (In Production tracks time).
 */
export async function seedReview(cards: Map<string, { workspace: WorkspaceRecord; cardId: string }>): Promise<void> {
  const [owner, , , coordinator, production, , approver] = DEMO_USERS.map((u) => u.email);
  const lookbook = cards.get('Spring lookbook')!;
  const billboard = cards.get('Billboard mock-up')!;
  const home = cards.get('Home mock-up')!;
  await demoApproval(coordinator, lookbook, 'submit', '<p>Ready for your review: twelve looks and the price list.</p>');
  // The decisions come after the times README gives for the analytics (90 minutes to 2 days; issue 35):
  // the billboard's revision request 26 hours after its submission, the home mock-up's approval 90 minutes after.
  const [now, hour] = [Date.now(), 3_600_000];
  await demoApproval(production, billboard, 'submit', '', now - 30 * hour);
  await demoComment(
    owner,
    billboard,
    'guest',
    '<p>Here is the billboard for the ring road. Let us know what you think!</p>',
    now - 29 * hour,
  );
  await demoApproval(
    approver,
    billboard,
    'request_revision',
    '<p>The headline is hard to read from a distance. Could it be <strong>twice as large</strong>?</p>',
    now - 4 * hour,
  );
  const coordinatorId = (await getUserByEmail(coordinator))!.user_id;
  const question = await demoComment(
    production,
    billboard,
    'team',
    `<p><span data-type="mention" data-id="${coordinatorId}" data-label="Cam Coordinator">@Cam Coordinator</span> should we also shorten the tagline?</p>`,
  );
  const { scene } = await actAs(coordinator, billboard);
  await postComment(scene, {
    tab: 'team',
    description: '<p>Yes, keep it to five words.</p>',
    uploads: [],
    parent: question,
  });
  await demoComment(
    owner,
    home,
    'guest',
    '<p>Final mock-up attached in the contents. Anything else?</p>',
    now - 6 * hour,
  );
  await demoApproval(owner, home, 'submit', '', now - 5 * hour);
  await demoApproval(approver, home, 'approve', '<p>Looks great, approved.</p>', now - 3.5 * hour);
  const hero = cards.get('Hero banner v1')!;
  const pat = (await getUserByEmail(production))!;
  const heroCard = (await getCard(hero.workspace.workspace_id, hero.cardId))!;
  await startTimer({
    userId: pat.user_id,
    organizationId: hero.workspace.organization_id,
    workspaceId: hero.workspace.workspace_id,
    cardId: hero.cardId,
    stageId: heroCard.stage_id,
    now: Date.now() - 25 * 60_000,
  });
}
