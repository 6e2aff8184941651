/**
 * A board its guests can see (cards spec §3 Stage `visible_to_client`; issue 30: one fixture for the
 * tests where guests pin, comment on and report a card): `owner`'s workspace with one stage, visible to
 * clients, holding `cards` cards, and each of `members` in the workspace with their role.
 */
import type { WorkspaceRole } from '../../shared/permissions/roles';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { api, boardFixture, type SignedInUser } from './api';

/** The board made: its workspace, its one stage and that stage's cards, in board order. */
export interface ClientBoard {
  workspaceId: string;
  stageId: string;
  cardIds: string[];
}

/**
 * Create a `ClientBoard` (stage `stageName`, `cards` cards) and add `members` to its workspace; with
 * `requireApproval`, the stage also requires the client's approval (issue 37's review tests), and with
 * `enableRevision` it counts revisions.
 */
export async function clientBoardFixture(
  owner: SignedInUser,
  stageName: string,
  cards: number,
  members: Array<[SignedInUser, WorkspaceRole]>,
  options: { requireApproval?: boolean; enableRevision?: boolean } = {},
): Promise<ClientBoard> {
  const { workspaceId, stages } = await boardFixture(owner, [stageName], cards);
  const [{ id: stageId, cardIds }] = stages;
  const flags = [
    'visible_to_client',
    ...(options.requireApproval ? ['require_approval_from_client'] : []),
    ...(options.enableRevision ? ['enable_revision'] : []),
  ];
  for (const flag of flags) {
    const set = await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stageId}`, {
      token: owner.token,
      body: { [flag]: true },
    });
    if (set.status !== 200) throw new Error(`Could not set ${flag} on the stage: ${JSON.stringify(set.body)}`);
  }
  const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
  for (const [member, role] of members) await addWorkspaceMember(workspace!, member.userId, role);
  return { workspaceId, stageId, cardIds };
}
