/**
 * The card popup's API (issue 12; cards spec §2 Card popup, §3 Card, §4 Card states, §5, §6, §7 Cards;
 * docs/data-model.md patterns 70, 71, 75, 76): the card's detail with the caller's flags, title, description
 * (sanitized on the server), dates, reminder, completion and `mark_as_incomplete`, `update_stage`, the
 * archive toggle and the archived list; bad input changes nothing; another organization's ids are
 * 404; every workspace role gets exactly the calls its flags allow (generated from the matrix).
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../shared/permissions/roles';
import { workspaceFlags } from '../../shared/permissions/matrix';

type Detail = {
  id: string;
  name: string;
  stage_id: string;
  stage_name: string;
  description: string;
  reminder_in_day: number;
  completed: boolean;
  archived: boolean;
  due_date: string | null;
  allowed_stages: Array<{ id: string; name: string }>;
  total_timestamp_info: { total_seconds: number; latest_start: string | null };
  permissions: Record<string, boolean>;
};
type Board = { stages: Array<{ id: string; content_groups_count: number; content_groups: Array<{ id: string }> }> };

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('card detail', () => {
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let strangerWorkspaceId: string;
  let strangerCardId: string;
  let stages: Array<{ id: string; cardIds: string[] }>;
  const members = new Map<WorkspaceRole, SignedInUser>();

  const path = (cardId: string, suffix = '', ws = workspaceId) =>
    `/api/v1/workspaces/${ws}/content_groups/${cardId}${suffix}`;
  const get = (cardId: string, user = owner, ws = workspaceId) =>
    api<Detail>('GET', path(cardId, '', ws), { token: user.token });
  const put = (cardId: string, body: unknown, user = owner) =>
    api<Detail>('PUT', path(cardId), { token: user.token, body });
  const board = async () =>
    (await api<Board>('GET', `/api/v1/workspaces/${workspaceId}`, { token: owner.token })).body.data;

  beforeAll(async () => {
    owner = await signedInUser('detail-owner');
    stranger = await signedInUser('detail-stranger');
    const fixture = await boardFixture(owner, ['Drafts', 'Review', 'Done'], 3);
    workspaceId = fixture.workspaceId;
    stages = fixture.stages;
    const other = await boardFixture(stranger, ['Theirs'], 1);
    strangerWorkspaceId = other.workspaceId;
    strangerCardId = other.stages[0].cardIds[0];
    // Guests see the second stage only (cards spec §6: hidden stages are not theirs).
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stages[1].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    for (const role of WORKSPACE_ROLES) {
      const user = await signedInUser(`detail-${role}`);
      await addWorkspaceMember(workspace!, user.userId, role);
      members.set(role, user);
    }
  });

  it('answers the popup’s card: description, reminder, stage, allowed stages, time and the caller’s flags', async () => {
    const res = await get(stages[0].cardIds[0]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: stages[0].cardIds[0],
      stage_name: 'Drafts',
      description: '',
      reminder_in_day: 0,
      completed: false,
      archived: false,
      total_timestamp_info: { total_seconds: 0, latest_start: null },
      stage_time_tracked: false,
      deleted_at: null,
    });
    expect(res.body.data.allowed_stages.map((s) => s.name)).toEqual(['Drafts', 'Review', 'Done']);
    expect(res.body.data.permissions.can_access_edit_title).toBe(true);
  });

  it('stores a description sanitized to the editor’s marks: no script, no event handler, no javascript: link', async () => {
    const cardId = stages[0].cardIds[0];
    const dirty =
      '<p>Hello <strong>bold</strong> <em>it</em> <script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
      '<ul><li onclick="x()">one</li></ul><p><a href="javascript:alert(3)">bad</a> <a href="https://example.com">good</a></p>' +
      '<h1 style="color:red">Heading</h1><iframe src="https://evil.example"></iframe>';
    const res = await put(cardId, { description: dirty });
    expect(res.status).toBe(200);
    const stored = (await get(cardId)).body.data.description;
    expect(stored).toBe(res.body.data.description);
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|<img|<iframe|<h1|style=/i);
    expect(stored).toContain('<strong>bold</strong>');
    expect(stored).toContain('<em>it</em>');
    expect(stored).toContain('<li>one</li>');
    expect(stored).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">good</a>',
    );
    expect(stored).toContain('Heading');
    // An editor's empty paragraph clears the description.
    expect((await put(cardId, { description: '<p></p>' })).body.data.description).toBe('');
  });

  it('sets and clears the reminder, title and dates', async () => {
    const cardId = stages[0].cardIds[1];
    const due = '2026-12-01T15:30:00.000Z';
    const res = await put(cardId, { name: '  Launch post  ', due_date: due, reminder_in_day: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Launch post', due_date: due, reminder_in_day: 3 });
    expect((await put(cardId, { reminder_in_day: 0, due_date: null })).body.data).toMatchObject({
      reminder_in_day: 0,
      due_date: null,
    });
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const cardId = stages[0].cardIds[2];
    const before = (await get(cardId)).body.data;
    for (const body of [
      { reminder_in_day: 8 },
      { reminder_in_day: -1 },
      { reminder_in_day: 1.5 },
      { reminder_in_day: '3' },
      { completed: false },
      { description: 'x'.repeat(20_001) },
      { description: 5 },
      { name: '   ' },
      {},
    ]) {
      const res = await put(cardId, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await put(cardId, { reminder_in_day: 9 })).body.message).toContain(
      'Reminder must be a whole number of days from 0 to 7',
    );
    expect((await get(cardId)).body.data).toEqual(before);
    expect((await api('PUT', path(cardId, '/update_stage'), { token: owner.token })).status).toBe(400);
    expect((await api('PUT', `${path(cardId, '/update_stage')}?stage_id=nope`, { token: owner.token })).status).toBe(
      400,
    );
    expect(
      (await api('PUT', `${path(cardId, '/update_stage')}?stage_id=${MISSING}`, { token: owner.token })).status,
    ).toBe(404);
    expect((await get(cardId)).body.data).toEqual(before);
  });

  it('answers label and participant changes with the popup’s detail (flags included)', async () => {
    const cardId = stages[0].cardIds[1];
    const label = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/labels`, {
      token: owner.token,
      body: { name: 'Detail' },
    });
    const labelled = await api<Detail>('POST', path(cardId, '/content_labels'), {
      token: owner.token,
      body: { label_id: label.body.data.id, assigned: true },
    });
    expect(labelled.body.data).toMatchObject({ stage_name: 'Drafts', permissions: { can_access_edit_title: true } });
    const joined = await api<Detail>('POST', path(cardId, '/update_assigned_user'), {
      token: owner.token,
      body: { assigned_users: [{ user_id: owner.userId }] },
    });
    expect(joined.body.data.permissions.can_assign_user).toBe(true);
    const left = await api<Detail>('DELETE', path(cardId, `/assigned_users/${owner.userId}`), { token: owner.token });
    expect(left.body.data.allowed_stages).toHaveLength(3);
  });

  it('marks a card complete, and mark_as_incomplete clears it', async () => {
    const cardId = stages[0].cardIds[2];
    expect((await put(cardId, { completed: true })).body.data.completed).toBe(true);
    expect((await get(cardId)).body.data.completed).toBe(true);
    const cleared = await api<Detail>('PUT', path(cardId, '/mark_as_incomplete'), { token: owner.token });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.completed).toBe(false);
  });

  it('moves a card to the end of another stage with update_stage, counting both stages', async () => {
    const cardId = stages[1].cardIds[0];
    const res = await api<Detail>('PUT', `${path(cardId, '/update_stage')}?stage_id=${stages[2].id}`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ stage_id: stages[2].id, stage_name: 'Done' });
    const after = await board();
    const done = after.stages.find((s) => s.id === stages[2].id)!;
    expect(done.content_groups.map((c) => c.id).at(-1)).toBe(cardId);
    expect(done.content_groups_count).toBe(4);
    expect(after.stages.find((s) => s.id === stages[1].id)!.content_groups_count).toBe(2);
    // Back, so the guest checks below see three cards in Review.
    await api('PUT', `${path(cardId, '/update_stage')}?stage_id=${stages[1].id}`, { token: owner.token });
  });

  it('archives (the card leaves board and calendar, shows in the archived list) and unarchives', async () => {
    const cardId = stages[2].cardIds[0];
    await put(cardId, { due_date: '2026-12-10T10:00:00.000Z' });
    const archived = await api<Detail>('DELETE', path(cardId, '/archive'), { token: owner.token });
    expect(archived.status).toBe(200);
    expect(archived.body.data.archived).toBe(true);
    let now = await board();
    const done = now.stages.find((s) => s.id === stages[2].id)!;
    expect(done.content_groups.map((c) => c.id)).not.toContain(cardId);
    expect(done.content_groups_count).toBe(2);
    const calendar = await api<{ items: Array<{ id: string }> }>(
      'GET',
      `/api/v1/stages/calendar_data?workspace_id=${workspaceId}&date=2026-12-01`,
      { token: owner.token },
    );
    expect(calendar.status).toBe(200);
    expect(calendar.body.data.items.map((c) => c.id)).not.toContain(cardId);
    const list = await api<Array<{ id: string; archived: boolean }>>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/content_groups/archived`,
      { token: owner.token },
    );
    expect(list.body.data.map((c) => c.id)).toEqual([cardId]);
    // Still openable, but not movable, and its stage cannot be deleted from under it.
    expect((await get(cardId)).body.data.archived).toBe(true);
    expect(
      (await api('PUT', `${path(cardId, '/update_stage')}?stage_id=${stages[0].id}`, { token: owner.token })).status,
    ).toBe(409);
    for (const id of done.content_groups.map((c) => c.id))
      await api('PUT', `${path(id, '/update_stage')}?stage_id=${stages[0].id}`, { token: owner.token });
    expect(
      (await api('DELETE', `/api/v1/workspaces/${workspaceId}/stages/${stages[2].id}`, { token: owner.token })).status,
    ).toBe(409);

    const back = await api<Detail>('DELETE', path(cardId, '/archive'), { token: owner.token });
    expect(back.body.data.archived).toBe(false);
    now = await board();
    expect(now.stages.find((s) => s.id === stages[2].id)!.content_groups.map((c) => c.id)).toEqual([cardId]);
    expect(
      (await api<unknown[]>('GET', `/api/v1/workspaces/${workspaceId}/content_groups/archived`, { token: owner.token }))
        .body.data,
    ).toEqual([]);
  });

  it('answers 404 for another organization’s workspace or card, and for a missing card', async () => {
    const cardId = stages[0].cardIds[0];
    const calls: Array<[string, string]> = [
      ['GET', path(cardId)],
      ['PUT', path(cardId)],
      ['PUT', path(cardId, '/mark_as_incomplete')],
      ['PUT', `${path(cardId, '/update_stage')}?stage_id=${stages[1].id}`],
      ['DELETE', path(cardId, '/archive')],
      ['GET', `/api/v1/workspaces/${workspaceId}/content_groups/archived`],
    ];
    for (const [method, url] of calls) {
      const res = await api(method, url, {
        token: stranger.token,
        body: method === 'PUT' ? { name: 'Hijack', completed: true } : undefined,
      });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    // The stranger's card id under the owner's workspace (ids guessed across organizations).
    expect((await get(strangerCardId)).status).toBe(404);
    expect((await put(strangerCardId, { name: 'Hijack' })).status).toBe(404);
    expect((await api('DELETE', path(strangerCardId, '/archive'), { token: owner.token })).status).toBe(404);
    expect((await get(strangerCardId, stranger, strangerWorkspaceId)).body.data.name).toBe('Theirs card 1');
    const missing = await get(MISSING);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The content cannot be found.');
  });

  it('gives each role exactly the calls its flags allow (generated from the permission matrix)', async () => {
    const visibleCard = stages[1].cardIds[1];
    for (const role of WORKSPACE_ROLES) {
      const user = members.get(role)!;
      const flags = workspaceFlags(null, role);
      const detail = await get(visibleCard, user);
      expect(detail.status, role).toBe(200);
      expect(detail.body.data.permissions, role).toEqual(flags);
      // Guests only see the client-visible stages in the dropdown.
      expect(
        detail.body.data.allowed_stages.map((s) => s.name),
        role,
      ).toEqual(flags.can_see_hidden_stages ? ['Drafts', 'Review', 'Done'] : ['Review']);
      const expectStatus = (res: { status: number }, allowed: boolean, what: string) =>
        expect(res.status, `${role} ${what}`).toBe(allowed ? 200 : 403);
      expectStatus(await put(visibleCard, { name: `Renamed by ${role}` }, user), flags.can_access_edit_title, 'rename');
      expectStatus(
        await put(visibleCard, { reminder_in_day: 2 }, user),
        flags.can_access_edit_title && flags.can_access_add_change_date,
        'reminder',
      );
      expectStatus(
        await put(visibleCard, { completed: true }, user),
        flags.can_access_edit_title && flags.can_access_content,
        'complete',
      );
      expectStatus(
        await api('PUT', path(visibleCard, '/mark_as_incomplete'), { token: user.token }),
        flags.can_access_content,
        'mark_as_incomplete',
      );
      expectStatus(
        await api('PUT', `${path(visibleCard, '/update_stage')}?stage_id=${stages[1].id}`, { token: user.token }),
        flags.can_access_move_content_board,
        'update_stage',
      );
      const archive = await api('DELETE', path(visibleCard, '/archive'), { token: user.token });
      expectStatus(archive, flags.can_access_content_group_archive, 'archive');
      if (archive.status === 200) await api('DELETE', path(visibleCard, '/archive'), { token: user.token });
      expectStatus(
        await api('GET', `/api/v1/workspaces/${workspaceId}/content_groups/archived`, { token: user.token }),
        true,
        'archived list',
      );
    }
  });

  it('hides cards of hidden stages from guests: "The content cannot be found."', async () => {
    const hiddenCard = stages[0].cardIds[0];
    for (const role of ['approver', 'contributor'] as const) {
      const res = await get(hiddenCard, members.get(role)!);
      expect(res.status, role).toBe(404);
      expect(res.body.message).toBe('The content cannot be found.');
    }
    expect((await get(hiddenCard, members.get('spectator')!)).status).toBe(200);
  });
});
