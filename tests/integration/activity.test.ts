/**
 * The activity feed (issue 15 "Activity feed"; accounts spec §2 User activity page, §3 Activity, §7
 * `GET /api/v1/user_profiles/{id}/activities`; decisions A30): the writes that matter record an activity
 * in their own transaction; the owner sees all of a teammate's, a guest only what happened where guests
 * look, someone of another organization nothing (404); pages of `per_page`, newest first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { postToPresigned } from '../support/uploads';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { putItems } from '../../functions/src/data/access';
import { Activity } from '../../functions/src/data/entities/activity';
import { uuidv7 } from '../../functions/src/lib/ids/uuid';
import type { ActivitiesPage } from '../../shared/schemas/activity';
import type { PresignedPost } from '../../shared/schemas/uploads';

describe('activity feed', () => {
  let owner: SignedInUser;
  let teamMate: SignedInUser;
  let guest: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let visibleStageId: string;
  let hiddenStageId: string;
  const feed = (viewer: SignedInUser, of: SignedInUser, query = '') =>
    api<ActivitiesPage>('GET', `/api/v1/user_profiles/${of.userId}/activities${query}`, { token: viewer.token });
  const summaries = async (viewer: SignedInUser, of: SignedInUser) =>
    (await feed(viewer, of, '?per_page=50')).body.data.activities.map((a) => a.summary);

  beforeAll(async () => {
    [owner, teamMate, guest, stranger] = await Promise.all(
      ['act-owner', 'act-team', 'act-guest', 'act-stranger'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Client Review', 'Internal'], 0);
    workspaceId = fixture.workspaceId;
    [visibleStageId, hiddenStageId] = fixture.stages.map((s) => s.id);
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${visibleStageId}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, teamMate.userId, 'team_lead');
    await addWorkspaceMember(workspace!, guest.userId, 'approver');
  });

  it('records what a teammate does, newest first; the owner sees all of it, a guest only what guests could see', async () => {
    const cards = `/api/v1/workspaces/${workspaceId}/content_groups`;
    const poster = (
      await api<{ id: string }>('POST', cards, {
        token: teamMate.token,
        body: { name: 'Poster', stage_id: visibleStageId },
      })
    ).body.data.id;
    const notes = (
      await api<{ id: string }>('POST', cards, {
        token: teamMate.token,
        body: { name: 'Notes', stage_id: hiddenStageId },
      })
    ).body.data.id;
    await api('POST', `${cards}/${poster}/comments`, {
      token: teamMate.token,
      body: { comment: { description: '<p>for the client</p>', internal: false } },
    });
    await api('POST', `${cards}/${poster}/comments`, {
      token: teamMate.token,
      body: { comment: { description: '<p>between us</p>', internal: true } },
    });
    const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 0, g: 120, b: 80 } } })
      .png()
      .toBuffer();
    const presigned = await api<PresignedPost>('POST', `${cards}/${poster}/contents/new`, {
      token: teamMate.token,
      body: { content_type: 'image/png', size: image.length, filename: 'a.png' },
    });
    await postToPresigned(presigned.body.data, image, 'image/png');
    expect(
      (
        await api('POST', `${cards}/${poster}/contents`, {
          token: teamMate.token,
          body: { key: presigned.body.data.key, filename: 'a.png' },
        })
      ).status,
    ).toBe(201);
    expect((await api('PUT', `${cards}/${notes}`, { token: teamMate.token, body: { completed: true } })).status).toBe(
      200,
    );
    // Completing it again is no new activity; a reorder is none either, a move to another stage is one.
    await api('PUT', `${cards}/${notes}`, { token: teamMate.token, body: { completed: true } });
    expect(
      (await api('PUT', `${cards}/${notes}/update_stage?stage_id=${visibleStageId}`, { token: teamMate.token })).status,
    ).toBe(200);

    expect(await summaries(owner, teamMate)).toEqual([
      'Moved "Notes" to Client Review',
      'Completed "Notes"',
      'Uploaded a file to "Poster"',
      'Commented on "Poster"',
      'Commented on "Poster"',
      'Created "Notes" in Internal',
      'Created "Poster" in Client Review',
    ]);
    // The guest: the Guest-tab comment, the upload and creation in the visible stage, the move into it.
    expect(await summaries(guest, teamMate)).toEqual([
      'Moved "Notes" to Client Review',
      'Uploaded a file to "Poster"',
      'Commented on "Poster"',
      'Created "Poster" in Client Review',
    ]);

    const page = (await feed(owner, teamMate)).body.data;
    expect(page.user).toMatchObject({ id: teamMate.userId });
    expect(page.activities[0]).toMatchObject({
      kind: 'card_moved',
      is_read: false,
      workspace_id: workspaceId,
      card_id: notes,
    });
    expect((await feed(teamMate, teamMate)).body.data.activities[0].is_read).toBe(true);
  });

  it('pages by per_page with has_next_page', async () => {
    const first = (await feed(owner, teamMate, '?page=1&per_page=3')).body.data;
    const second = (await feed(owner, teamMate, '?page=2&per_page=3')).body.data;
    const third = (await feed(owner, teamMate, '?page=3&per_page=3')).body.data;
    expect([first.activities.length, second.activities.length, third.activities.length]).toEqual([3, 3, 1]);
    expect([first.has_next_page, second.has_next_page, third.has_next_page]).toEqual([true, true, false]);
    const all = (await feed(owner, teamMate, '?per_page=50')).body.data.activities.map((a) => a.id);
    expect([...first.activities, ...second.activities, ...third.activities].map((a) => a.id)).toEqual(all);
    expect((await feed(owner, teamMate, '?per_page=51')).status).toBe(400);
    // last_id continues where a page ended, as the web app pages (decisions A31).
    expect([first.last_id, second.last_id, third.last_id]).toEqual([
      first.activities[2].id,
      second.activities[2].id,
      null,
    ]);
    const after = (await feed(owner, teamMate, `?per_page=3&last_id=${first.last_id}`)).body.data;
    expect(after.activities.map((a) => a.id)).toEqual(second.activities.map((a) => a.id));
    expect((await feed(owner, teamMate, '?last_id=not-an-id')).status).toBe(400);
  });

  it('pages a feed mostly hidden from the viewer to its end, past the per-request read budget', async () => {
    const actor = await signedInUser('act-deep');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, actor.userId, 'team_lead');
    const start = Date.now() - 2 * 86_400_000;
    const activity = (i: number, guestVisible: boolean) => ({
      user_id: actor.userId,
      activity_id: uuidv7(start + i * 1000),
      kind: 'commented' as const,
      summary: guestVisible ? `Visible ${i}` : `Hidden ${i}`,
      organization_id: owner.personalOrganizationId,
      workspace_id: workspaceId,
      guest_visible: guestVisible,
      created_at: new Date(start + i * 1000).toISOString(),
    });
    // Oldest first: 3 a guest may see, then 1,150 they may not, then 1 more they may.
    const items = [0, 1, 2].map((i) => activity(i, true));
    for (let i = 3; i < 1153; i += 1) items.push(activity(i, false));
    items.push(activity(1153, true));
    await putItems(Activity, items);

    const seen: string[] = [];
    let lastId: string | null = null;
    let requests = 0;
    do {
      const query: string = `?per_page=10${lastId ? `&last_id=${lastId}` : ''}`;
      const page: ActivitiesPage = (await feed(guest, actor, query)).body.data;
      seen.push(...page.activities.map((a) => a.summary));
      expect(page.has_next_page).toBe(page.last_id !== null);
      lastId = page.last_id;
      requests += 1;
    } while (lastId && requests < 5);
    expect(seen).toEqual(['Visible 1153', 'Visible 2', 'Visible 1', 'Visible 0']);
    expect(requests).toBe(2);
    // The owner sees all of it, 10 a page.
    const ownerFirst = (await feed(owner, actor, '?per_page=10')).body.data;
    expect(ownerFirst.activities.map((a) => a.summary)).toEqual([
      'Visible 1153',
      ...Array.from({ length: 9 }, (_, k) => `Hidden ${1152 - k}`),
    ]);
    expect(ownerFirst.has_next_page).toBe(true);
  });

  it('answers 404 to someone of another organization and for unknown ids, and has nothing for a new user', async () => {
    expect((await feed(stranger, teamMate)).status).toBe(404);
    expect((await api('GET', '/api/v1/user_profiles/not-a-uuid/activities', { token: owner.token })).status).toBe(404);
    expect((await feed(stranger, stranger)).body.data.activities).toEqual([]);
  });

  it('records nothing when the write is refused', async () => {
    const before = await summaries(owner, teamMate);
    const refused = await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: teamMate.token,
      body: { name: 'Refused', stage_id: visibleStageId, assigned_user_ids: [stranger.userId] },
    });
    expect(refused.status).toBe(400);
    expect(await summaries(owner, teamMate)).toEqual(before);
  });
});
