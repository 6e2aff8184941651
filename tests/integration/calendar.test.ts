/**
 * The workspace calendar through the API (accounts spec §2 Calendar view, §4 Calendar drag, §6
 * can_access_move_content_calendar, §7 `GET /stages/calendar_data?date&search`; docs/data-model.md
 * patterns 72 and 73): the month range with its margins, search, guest visibility, moving a card to
 * another day, the request bound, bad input and another organization's ids.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { accessClaims } from '../support/invoke';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { WorkspaceRole } from '../../shared/permissions/roles';

type CalendarCard = {
  id: string;
  name: string;
  due_date: string;
  stage_id: string;
  stage_name: string;
  completed: boolean;
  label_color: string | null;
  total_timestamp_info?: { total_seconds: number; active_count: number };
};
type Calendar = { from: string; to: string; items: CalendarCard[]; truncated: boolean };

const calendar = (user: SignedInUser, workspaceId: string, date: string, search = '') =>
  api<Calendar>(
    'GET',
    `/api/v1/stages/calendar_data?workspace_id=${workspaceId}&date=${date}${search ? `&search=${encodeURIComponent(search)}` : ''}`,
    { token: user.token },
  );

const setDue = (
  user: SignedInUser,
  workspaceId: string,
  cardId: string,
  due_date: string | null,
  extra: Record<string, unknown> = {},
) =>
  api<CalendarCard>('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`, {
    token: user.token,
    body: { due_date, ...extra },
  });

const names = (data: Calendar) => data.items.map((c) => c.name);

describe('calendar', () => {
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let stages: Array<{ id: string; cardIds: string[] }>;

  /** Five cards in stage A ("A card 1…5") and one in B; dates around November 2026. */
  beforeAll(async () => {
    owner = await signedInUser('cal-owner');
    stranger = await signedInUser('cal-stranger');
    ({ workspaceId, stages } = await boardFixture(owner, ['A', 'B'], 0));
    const make = async (name: string, stageId: string, due?: string) =>
      (
        await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
          token: owner.token,
          body: { name, stage_id: stageId, due_date: due },
        })
      ).body.data.id;
    stages[0].cardIds.push(
      await make('Launch post', stages[0].id, '2026-11-05T09:00:00.000Z'),
      await make('Leading day', stages[0].id, '2026-10-27T12:00:00.000Z'),
      await make('Too early', stages[0].id, '2026-10-20T12:00:00.000Z'),
      await make('Trailing day', stages[0].id, '2026-12-06T12:00:00.000Z'),
      await make('No date', stages[0].id),
    );
    stages[1].cardIds.push(await make('Client review', stages[1].id, '2026-11-20T15:30:00.000Z'));
  });

  it('answers the month of any of its days with the grid margins, by due date, presented like board cards', async () => {
    const res = await calendar(owner, workspaceId, '2026-11-17');
    expect(res.status).toBe(200);
    expect(res.body.data.from).toBe('2026-10-25');
    expect(res.body.data.to).toBe('2026-12-07');
    expect(names(res.body.data)).toEqual(['Leading day', 'Launch post', 'Client review', 'Trailing day']);
    expect(res.body.data.items[2]).toEqual({
      id: stages[1].cardIds[0],
      name: 'Client review',
      stage_id: stages[1].id,
      stage_name: 'B',
      due_date: '2026-11-20T15:30:00.000Z',
      completed: false,
      label_color: null,
    });
    expect(res.body.data.truncated).toBe(false);
    expect(names((await calendar(owner, workspaceId, '2026-10-01')).body.data)).toEqual([
      'Too early',
      'Leading day',
      'Launch post',
    ]);
  });

  it("answers only what the month grid shows: the card's label first by name colours it (issue 11, decisions D19)", async () => {
    const {
      workspaceId: ws,
      stages: [stage],
    } = await boardFixture(owner, ['Colours'], 0);
    const label = (name: string, color_hex: string) =>
      api<{ id: string }>('POST', `/api/v1/workspaces/${ws}/labels`, {
        token: owner.token,
        body: { name, color_hex },
      }).then((r) => r.body.data.id);
    const blog = await label('Blog', 'ffcc00');
    const video = await label('Video', '3366ff');
    await api('POST', `/api/v1/workspaces/${ws}/content_groups`, {
      token: owner.token,
      body: { name: 'Labelled', stage_id: stage.id, due_date: '2026-11-10T09:00:00.000Z', label_ids: [blog, video] },
    });
    const [item] = (await calendar(owner, ws, '2026-11-10')).body.data.items;
    expect(Object.keys(item).sort()).toEqual([
      'completed',
      'due_date',
      'id',
      'label_color',
      'name',
      'stage_id',
      'stage_name',
    ]);
    // Of Blog and Video, the first by name.
    expect(item).toMatchObject({ name: 'Labelled', stage_name: 'Colours', label_color: 'ffcc00' });
  });

  it('filters by title, case-insensitively; "*" means no search', async () => {
    expect(names((await calendar(owner, workspaceId, '2026-11-01', 'DAY')).body.data)).toEqual([
      'Leading day',
      'Trailing day',
    ]);
    expect((await calendar(owner, workspaceId, '2026-11-01', '*')).body.data.items).toHaveLength(4);
    expect((await calendar(owner, workspaceId, '2026-11-01', 'nothing like it')).body.data.items).toEqual([]);
  });

  it('shows guests only the cards of client-visible stages', async () => {
    const guest = await signedInUser('cal-guest');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, guest.userId, 'approver');
    expect((await calendar(guest, workspaceId, '2026-11-01')).body.data.items).toEqual([]);
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stages[1].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    expect(names((await calendar(guest, workspaceId, '2026-11-01')).body.data)).toEqual(['Client review']);
    // A guest has no calendar-move permission.
    expect(
      (await setDue(guest, workspaceId, stages[1].cardIds[0], '2026-11-21T15:30:00.000Z', { moved_on: 'calendar' }))
        .status,
    ).toBe(403);
  });

  it('moves a card to another day (calendar drag), out of the month, clears it and dates it again', async () => {
    const cardId = stages[0].cardIds[0];
    const moved = await setDue(owner, workspaceId, cardId, '2026-11-12T09:00:00.000Z', { moved_on: 'calendar' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.due_date).toBe('2026-11-12T09:00:00.000Z');
    expect(
      (await calendar(owner, workspaceId, '2026-11-01')).body.data.items.find((c) => c.id === cardId)?.due_date,
    ).toBe('2026-11-12T09:00:00.000Z');

    await setDue(owner, workspaceId, cardId, '2027-01-15T09:00:00.000Z', { moved_on: 'calendar' });
    expect(names((await calendar(owner, workspaceId, '2026-11-01')).body.data)).not.toContain('Launch post');
    expect(names((await calendar(owner, workspaceId, '2027-01-01')).body.data)).toEqual(['Launch post']);

    // Clearing the due date drops the card from the calendar (sparse index); a new date brings it back.
    await setDue(owner, workspaceId, cardId, null);
    expect((await calendar(owner, workspaceId, '2027-01-01')).body.data.items).toEqual([]);
    await setDue(owner, workspaceId, cardId, '2026-11-05T09:00:00.000Z');
    expect(names((await calendar(owner, workspaceId, '2026-11-01')).body.data)).toContain('Launch post');
  });

  it('gives an event a timer only in a stage that tracks time, and not once the card is approved (cards spec §4 Calendar)', async () => {
    const { documentClient } = await import('../../functions/src/lib/aws/dynamodb');
    const { env } = await import('../../functions/src/lib/env');
    const cardId = stages[1].cardIds[0];
    const itemOf = async (id: string) =>
      (await calendar(owner, workspaceId, '2026-11-17')).body.data.items.find((c) => c.id === id)!;
    const setApproval = (status: string | null) =>
      documentClient().send(
        new UpdateCommand({
          TableName: env.tableName(),
          Key: { pk: `$greenlight#workspace_id_${workspaceId}`, sk: `$card_1#card_id_${cardId}` },
          ...(status
            ? {
                UpdateExpression: 'SET approval_stage_id = :s, approval_status = :a',
                ExpressionAttributeValues: { ':s': stages[1].id, ':a': status },
              }
            : { UpdateExpression: 'REMOVE approval_stage_id, approval_status' }),
        }),
      );

    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stages[1].id}`, {
      token: owner.token,
      body: { enable_timestamp: true },
    });
    expect((await itemOf(cardId)).total_timestamp_info).toBeUndefined(); // no time on it yet
    expect(
      (
        await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/timestamps/start`, {
          token: owner.token,
        })
      ).status,
    ).toBe(201);
    try {
      expect((await itemOf(cardId)).total_timestamp_info).toMatchObject({ active_count: 1 });
      // Stage A does not track time: none of its events has a timer.
      const others = (await calendar(owner, workspaceId, '2026-11-17')).body.data.items.filter(
        (c) => c.stage_id === stages[0].id,
      );
      expect(others.length).toBeGreaterThan(0);
      expect(others.every((c) => c.total_timestamp_info === undefined)).toBe(true);
      await setApproval('pending');
      expect((await itemOf(cardId)).total_timestamp_info).toMatchObject({ active_count: 1 });
      await setApproval('approved');
      expect((await itemOf(cardId)).total_timestamp_info).toBeUndefined();
    } finally {
      await setApproval(null);
      await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/timestamps/stop`, {
        token: owner.token,
      });
      await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stages[1].id}`, {
        token: owner.token,
        body: { enable_timestamp: false },
      });
    }
  });

  it('shows a card written before the calendar index once it is updated', async () => {
    const { documentClient } = await import('../../functions/src/lib/aws/dynamodb');
    const { env } = await import('../../functions/src/lib/env');
    const cardId = stages[0].cardIds[4];
    await setDue(owner, workspaceId, cardId, '2026-11-09T10:00:00.000Z');
    // Simulate a card put before gsi3 was declared: the same item without the gsi3 keys.
    await documentClient().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: { pk: `$greenlight#workspace_id_${workspaceId}`, sk: `$card_1#card_id_${cardId}` },
        UpdateExpression: 'REMOVE gsi3pk, gsi3sk',
      }),
    );
    expect(names((await calendar(owner, workspaceId, '2026-11-01')).body.data)).not.toContain('No date');
    // Any card update re-supplies due_sort, which rewrites the index keys (docs/decisions.md D16).
    await api('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`, {
      token: owner.token,
      body: { name: 'No date' },
    });
    expect(names((await calendar(owner, workspaceId, '2026-11-01')).body.data)).toContain('No date');
    await setDue(owner, workspaceId, cardId, null);
  });

  it('refuses calendar moves without can_access_move_content_calendar, and bad moves, changing nothing', async () => {
    const spectator = await signedInUser('cal-spectator');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, spectator.userId, 'spectator' satisfies WorkspaceRole);
    const cardId = stages[1].cardIds[0];
    const res = await setDue(spectator, workspaceId, cardId, '2026-11-21T15:30:00.000Z', { moved_on: 'calendar' });
    expect(res.status).toBe(403);
    for (const body of [
      { due_date: null, moved_on: 'calendar' },
      { due_date: '2026-11-21T15:30:00.000Z', name: 'Renamed', moved_on: 'calendar' },
      { due_date: '2026-11-21T15:30:00.000Z', moved_on: 'board' },
      { due_date: 'next tuesday', moved_on: 'calendar' },
      { moved_on: 'calendar' },
    ]) {
      const bad = await api<unknown>('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`, {
        token: owner.token,
        body,
      });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const after = (await calendar(owner, workspaceId, '2026-11-01')).body.data.items.find((c) => c.id === cardId);
    expect(after).toMatchObject({ name: 'Client review', due_date: '2026-11-20T15:30:00.000Z' });
  });

  it('answers 400 for a bad date or a missing workspace, and 404 for another organization', async () => {
    for (const date of ['', '2026-13-01', '2026-02-30', 'november', '2026-11-1']) {
      const res = await calendar(owner, workspaceId, date);
      expect(res.status, date).toBe(400);
    }
    expect((await api('GET', '/api/v1/stages/calendar_data?date=2026-11-01', { token: owner.token })).status).toBe(404);
    expect((await calendar(stranger, workspaceId, '2026-11-01')).status).toBe(404);
    const foreignMove = await setDue(stranger, workspaceId, stages[0].cardIds[0], '2026-11-06T09:00:00.000Z', {
      moved_on: 'calendar',
    });
    expect(foreignMove.status).toBe(404);
    // The stranger's own workspace cannot reach the owner's card either.
    const own = await boardFixture(stranger, ['Mine'], 0);
    expect(
      (
        await setDue(stranger, own.workspaceId, stages[0].cardIds[0], '2026-11-06T09:00:00.000Z', {
          moved_on: 'calendar',
        })
      ).status,
    ).toBe(404);
    expect(
      (await calendar(owner, workspaceId, '2026-11-01')).body.data.items.find((c) => c.id === stages[0].cardIds[0])
        ?.due_date,
    ).toBe('2026-11-05T09:00:00.000Z');
  });

  it('costs a bounded number of requests for a month of 60 cards, and no Scan', async () => {
    const busy = await boardFixture(owner, ['Busy'], 0);
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api('POST', `/api/v1/workspaces/${busy.workspaceId}/content_groups`, {
          token: owner.token,
          body: {
            name: `Event ${i}`,
            stage_id: busy.stages[0].id,
            due_date: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
          },
        }),
      ),
    );
    const { onDynamoRequest } = await import('../../functions/src/lib/aws/dynamodb');
    const { handler } = await import('../../functions/src/handlers/http/stages');
    const requests: string[] = [];
    const stop = onDynamoRequest((name) => requests.push(name));
    const event = {
      version: '2.0',
      routeKey: 'GET /api/v1/stages/calendar_data',
      rawPath: '/api/v1/stages/calendar_data',
      rawQueryString: '',
      headers: {},
      pathParameters: {},
      queryStringParameters: { workspace_id: busy.workspaceId, date: '2026-11-15' },
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'GET', path: '' },
        authorizer: { jwt: { claims: accessClaims(owner.userId), scopes: [] } },
      },
    };
    const result = (await handler(event as never, { getRemainingTimeInMillis: () => 30000 } as never)) as {
      statusCode: number;
      body: string;
    };
    stop();
    expect(result.statusCode).toBe(200);
    expect((JSON.parse(result.body) as { data: Calendar }).data.items).toHaveLength(60);
    expect(requests).not.toContain('ScanCommand');
    // workspace collection, which also authorizes (1) + gsi3 range (1); no profiles are presented; plus
    // the caller's user item for ended sessions, in parallel with the collection (issue 10)
    expect([...requests].sort()).toEqual(['GetItemCommand', 'QueryCommand', 'QueryCommand']);
  });
});
