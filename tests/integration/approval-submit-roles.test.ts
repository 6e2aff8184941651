/**
 * Submit and its note, role by role (cards spec §4 "Each action carries a comment payload", §6 roles:
 * "Production cannot comment in the guest area", `can_access_submit_approval` Submit; issue 25;
 * docs/decisions.md R9, R32, R48): a role may submit only what it may send. For every role of §6, and
 * the organization's owner and admin, the card tells the caller whether Submit is offered
 * (`stage.actions`) and whether a note may go with it (`stage.note_allowed`), both from the permission
 * matrix; the API takes exactly that: Submit with a note when notes are allowed, Submit without one
 * otherwise (a note is refused with 403 and nothing changes), and no Submit at all for roles without it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { getCard } from '../../functions/src/data/cards';
import { putItem } from '../../functions/src/data/access';
import { OrganizationMember } from '../../functions/src/data/entities/organization';
import { hasWorkspacePermission } from '../../shared/permissions/matrix';
import { WORKSPACE_ROLES, type OrganizationRole, type WorkspaceRole } from '../../shared/permissions/roles';
import { APPROVAL_MESSAGES } from '../../shared/schemas/approvals-limits';
import { COMMENT_MESSAGES } from '../../shared/schemas/comments-limits';
import type { ApprovalResult, CardStage } from '../../shared/schemas/approvals';
import type { CommentsPage } from '../../shared/schemas/comments';

type Actor = {
  name: string;
  user: SignedInUser;
  organizationRole: OrganizationRole | null;
  workspaceRole: WorkspaceRole | null;
};

describe('who may submit, and with what', () => {
  let owner: SignedInUser;
  let workspaceId: string;
  let stageId: string;
  const actors: Actor[] = [];

  const cardPath = (cardId: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  const submit = (cardId: string, user: SignedInUser, description: string) =>
    api<ApprovalResult>('POST', `${cardPath(cardId)}/approved_content_group_stages?stage_id=${stageId}`, {
      token: user.token,
      body: { comment: { description } },
    });
  const newCard = async (name: string) =>
    (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: stageId },
      })
    ).body.data.id;
  /** What the card shows the caller: the approval bar's actions and whether its dialog has a note field. */
  const stageFor = async (cardId: string, user: SignedInUser) =>
    (await api<{ stage: CardStage }>('GET', cardPath(cardId), { token: user.token })).body.data.stage;
  /** What a refusal must leave as it was: the approval and the Guest tab. */
  const untouched = async (cardId: string) => {
    const card = (await getCard(workspaceId, cardId))!;
    const guest = (
      await api<CommentsPage>('GET', `${cardPath(cardId)}/comments?chat_status=guest`, { token: owner.token })
    ).body.data.comments;
    return { status: card.approval_status ?? 'none', comments: card.comment_count_guest ?? 0, guest: guest.length };
  };

  beforeAll(async () => {
    owner = await signedInUser('sr-owner', { canCreateOrganization: true });
    const org = await api<{ id: string }>('POST', '/api/v1/organizations', {
      token: owner.token,
      body: { name: 'Submit Roles' },
    });
    const organizationId = org.body.data.id;
    const fixture = await boardFixture({ ...owner, personalOrganizationId: organizationId }, ['Client Review'], 0);
    workspaceId = fixture.workspaceId;
    stageId = fixture.stages[0].id;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stageId}`, {
      token: owner.token,
      body: { visible_to_client: true, require_approval_from_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    actors.push({ name: 'organization owner', user: owner, organizationRole: 'owner', workspaceRole: 'team_lead' });
    const admin = await signedInUser('sr-admin');
    await putItem(OrganizationMember, { organization_id: organizationId, user_id: admin.userId, role: 'admin' });
    actors.push({ name: 'organization admin', user: admin, organizationRole: 'admin', workspaceRole: null });
    for (const role of WORKSPACE_ROLES) {
      const user = await signedInUser(`sr-${role}`);
      await addWorkspaceMember(workspace!, user.userId, role);
      actors.push({ name: role, user, organizationRole: 'member', workspaceRole: role });
    }
  }, 120_000);

  it('covers every role of cards §6', () => {
    expect(actors.map((a) => a.workspaceRole)).toEqual(
      expect.arrayContaining(['team_lead', 'production', 'coordinator', 'spectator', 'approver', 'contributor']),
    );
  });

  it('offers Submit and its note exactly as the API takes them, role by role', async () => {
    const seen: Record<string, unknown> = {};
    for (const actor of actors) {
      const can = (flag: Parameters<typeof hasWorkspacePermission>[2]) =>
        hasWorkspacePermission(actor.organizationRole, actor.workspaceRole, flag);
      const cardId = await newCard(`For ${actor.name}`);
      const stage = await stageFor(cardId, actor.user);
      const offered = stage.actions.includes('submit');
      // The button and its note field follow the matrix (cards spec §6).
      expect({ offered, note: stage.note_allowed }, actor.name).toEqual({
        offered: can('can_access_submit_approval'),
        note: can('can_access_guest_comment'),
      });
      const before = await untouched(cardId);

      if (!offered) {
        const refused = await submit(cardId, actor.user, '');
        expect(refused.status, actor.name).toBe(403);
        expect([APPROVAL_MESSAGES.notAllowed, 'You are not authorized to access this page']).toContain(
          refused.body.message,
        );
        expect(await untouched(cardId)).toEqual(before);
        seen[actor.name] = 'no Submit';
        continue;
      }
      if (!stage.note_allowed) {
        // A note is what this role may not send: refused, nothing posted, nothing submitted.
        const withNote = await submit(cardId, actor.user, '<p>Please review</p>');
        expect({ status: withNote.status, message: withNote.body.message }, actor.name).toEqual({
          status: 403,
          message: COMMENT_MESSAGES.guestTabDenied,
        });
        expect(await untouched(cardId)).toEqual(before);
      }
      // What the dialog sends: the note only where it shows the field. It always goes through.
      const sent = await submit(cardId, actor.user, stage.note_allowed ? '<p>Please review</p>' : '');
      expect(sent.status, `${actor.name}: ${sent.body.message}`).toBe(201);
      expect(sent.body.data.stage).toMatchObject({
        status: 'pending',
        submitted_by: actor.user.userId,
        note_allowed: stage.note_allowed,
      });
      expect(sent.body.data.comment).toMatchObject({
        event_type: 'submit_for_approval',
        internal: false,
        description: stage.note_allowed ? '<p>Please review</p>' : '',
      });
      seen[actor.name] = stage.note_allowed ? 'Submit with a note' : 'Submit without a note';
    }
    expect(seen).toEqual({
      'organization owner': 'Submit with a note',
      'organization admin': 'Submit with a note',
      team_lead: 'Submit with a note',
      coordinator: 'Submit with a note',
      production: 'Submit without a note',
      spectator: 'no Submit',
      approver: 'no Submit',
      contributor: 'no Submit',
    });
  }, 120_000);
});
