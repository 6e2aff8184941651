/**
 * Which changes become which webhook events, with which payload (issue 29 "Events"; decisions H8–H11):
 * each event parses with its own schema (the OpenAPI `webhooks` section's), and no payload carries an
 * e-mail address, even an invitation's. Every event carries its change's own instant to the millisecond
 * and the actor who made it, by id and name (issue 35).
 */
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { WEBHOOK_EVENT_SCHEMAS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../shared/schemas/webhooks';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { createEndpoint, endpointsPath, startReceiver, type Receiver } from './webhooks-receiver';
import { getUser } from '../../functions/src/data/users';
import { fullName } from '../../functions/src/lib/text/names';

describe('webhooks: events of changes', () => {
  let owner: SignedInUser;
  let receiver: Receiver;
  let board: Awaited<ReturnType<typeof boardFixture>>;
  let cardPath: string;
  let cardId: string;
  let endpointId: string;

  beforeAll(async () => {
    owner = await signedInUser('hooks-events');
    board = await boardFixture(owner, ['Draft', 'Review'], 1);
    cardId = board.stages[0]!.cardIds[0]!;
    cardPath = `/api/v1/workspaces/${board.workspaceId}/content_groups/${cardId}`;
    receiver = await startReceiver();
    endpointId = (await createEndpoint(owner, owner.personalOrganizationId, receiver.url, [...WEBHOOK_EVENT_TYPES])).id;
  }, 60_000);
  afterAll(() => receiver?.stop());

  /** The events of `type` received so far, each checked against its schema. */
  const received = (type: WebhookEventType) =>
    receiver.events(type).map(({ event }) => {
      const parsed = WEBHOOK_EVENT_SCHEMAS[type].safeParse(event);
      expect(parsed.error?.issues ?? [], `${type} payload`).toEqual([]);
      expect(JSON.stringify(event)).not.toMatch(/@example\.com/);
      return event as unknown as {
        id: string;
        created_at: string;
        actor: { id: string; name: string } | null;
        workspace_id: string | null;
        data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
      };
    });

  it('sends card.moved, card.archived, card.deleted (binned) and card.restored', async () => {
    expect(
      (await api('PUT', `${cardPath}/update_stage?stage_id=${board.stages[1]!.id}`, { token: owner.token })).status,
    ).toBe(200);
    await expect.poll(() => received('card.moved').length).toBe(1);
    expect(received('card.moved')[0]!.data).toMatchObject({
      object: { id: cardId, stage_id: board.stages[1]!.id },
      previous_attributes: { stage_id: board.stages[0]!.id },
    });

    expect((await api('DELETE', `${cardPath}/archive`, { token: owner.token })).status).toBe(200);
    await expect.poll(() => received('card.archived').length).toBe(1);
    expect(received('card.archived')[0]!.data.object).toMatchObject({ id: cardId, archived: true });
    // Unarchived: an update of `archived`.
    expect((await api('DELETE', `${cardPath}/archive`, { token: owner.token })).status).toBe(200);
    await expect
      .poll(() => received('card.updated').some((e) => e.data.previous_attributes?.archived === true))
      .toBe(true);

    expect((await api('DELETE', cardPath, { token: owner.token })).status).toBe(200);
    await expect.poll(() => received('card.deleted').length).toBe(1);
    expect(received('card.deleted')[0]!.data.object.deleted_at).toEqual(expect.any(String));
    const restore = await api('PUT', `/api/v1/organizations/${owner.personalOrganizationId}/content_groups/restore`, {
      token: owner.token,
      body: { ids: [cardId] },
    });
    expect(restore.status).toBe(200);
    await expect.poll(() => received('card.restored').length).toBe(1);
    expect(received('card.restored')[0]!.data.object).toMatchObject({ id: cardId, deleted_at: null });
  });

  it('sends comment.created with its tab, and checklist_item.completed with its workspace', async () => {
    await api('POST', `${cardPath}/comments`, {
      token: owner.token,
      body: { comment: { description: '<p>for the client</p>', internal: false } },
    });
    await api('POST', `${cardPath}/comments`, {
      token: owner.token,
      body: { comment: { description: '<p>between us</p>', internal: true } },
    });
    await expect.poll(() => received('comment.created').length).toBe(2);
    const tabs = Object.fromEntries(
      received('comment.created').map((e) => [e.data.object.description, e.data.object.tab]),
    );
    expect(tabs).toEqual({ '<p>for the client</p>': 'guest', '<p>between us</p>': 'team' });

    const list = await api<{ id: string }>('POST', `${cardPath}/lists`, {
      token: owner.token,
      body: { list: { title: 'Steps' } },
    });
    const item = await api<{ id: string }>('POST', `${cardPath}/lists/${list.body.data.id}/list_items`, {
      token: owner.token,
      body: { list_item: { description: 'Shoot' } },
    });
    await api('PATCH', `${cardPath}/lists/${list.body.data.id}/list_items/${item.body.data.id}`, {
      token: owner.token,
      body: { list_item: { done: true } },
    });
    await expect.poll(() => received('checklist_item.completed').length).toBe(1);
    const completed = received('checklist_item.completed')[0]!;
    expect(completed.workspace_id).toBe(board.workspaceId);
    expect(completed.data.object).toMatchObject({
      id: item.body.data.id,
      checklist_id: list.body.data.id,
      card_id: cardId,
      workspace_id: board.workspaceId,
      done: true,
    });
  });

  it('sends approval.submitted from the submission, and member.invited without the e-mail address', async () => {
    await api('PUT', `/api/v1/workspaces/${board.workspaceId}/stages/${board.stages[1]!.id}`, {
      token: owner.token,
      body: { require_approval_from_client: true },
    });
    const submitted = await api('POST', `${cardPath}/approved_content_group_stages?stage_id=${board.stages[1]!.id}`, {
      token: owner.token,
      body: { comment: { description: '<p>please look</p>' } },
    });
    expect(submitted.status).toBe(201);
    await expect.poll(() => received('approval.submitted').length).toBe(1);
    expect(received('approval.submitted')[0]!.data.object).toMatchObject({
      card_id: cardId,
      user_id: owner.userId,
      action: 'submit_for_approval',
    });
    // The submission's event comment is not also a comment.created.
    expect(received('comment.created').map((e) => e.data.object.description)).not.toContain('<p>please look</p>');

    const invited = await api('POST', `/api/v1/workspaces/${board.workspaceId}/workspace_users`, {
      token: owner.token,
      body: {
        invited_users: [
          {
            first_name: 'Guest',
            last_name: 'Hooked',
            email: `hooked-guest-${cardId.slice(0, 6)}@example.com`,
            workspace_role_id: 'approver',
          },
        ],
      },
    });
    expect(invited.status).toBeLessThan(300);
    await expect.poll(() => received('member.invited').length).toBe(1);
    expect(received('member.invited')[0]!.data.object).toMatchObject({
      workspace_id: board.workspaceId,
      first_name: 'Guest',
      last_name: 'Hooked',
      role: 'approver',
      invited_by: owner.userId,
    });
    expect(receiver.requests.every((r) => !r.body.includes('hooked-guest'))).toBe(true);
  });

  it('stamps every event with its change’s instant to the millisecond and its actor, by id and name', async () => {
    const user = (await getUser(owner.userId))!;
    const actor = { id: owner.userId, name: fullName(user.first_name, user.last_name) };
    expect(actor.name).not.toBe('');
    const types = [
      'card.moved',
      'card.archived',
      'card.deleted',
      'card.restored',
      'comment.created',
      'checklist_item.completed',
      'approval.submitted',
      'member.invited',
    ] as const;
    for (const type of types) {
      for (const event of received(type)) {
        expect(event.actor, type).toEqual(actor);
        expect(event.created_at, type).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      }
    }
    // The instant is the change's own, not the stream record's (cut to the second or the minute).
    const moved = received('card.moved')[0]!;
    expect(moved.created_at).toBe(moved.data.object.updated_at);
    for (const comment of received('comment.created')) expect(comment.created_at).toBe(comment.data.object.created_at);
    expect(received('approval.submitted')[0]!.created_at).toBe(
      received('approval.submitted')[0]!.data.object.created_at,
    );

    // The test event names the admin who sent it.
    expect(
      (await api('POST', `${endpointsPath(owner.personalOrganizationId)}/${endpointId}/test`, { token: owner.token }))
        .status,
    ).toBe(202);
    await expect.poll(() => receiver.events('ping').length).toBe(1);
    expect(WEBHOOK_EVENT_SCHEMAS.ping.parse(receiver.events('ping')[0]!.event).actor).toEqual(actor);
  });
});
