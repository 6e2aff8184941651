/**
 * Safe retries through the API (issue 40 "Every POST that creates something accepts an `Idempotency-Key`
 * header"; decisions IK1–IK6): a replay answers the first answer and creates nothing more, a replay with
 * another body answers 422 and changes nothing, concurrent first calls create one object and a call while
 * the first runs answers 409, an over-long key answers 400 and changes nothing, and another user's same key
 * is their own request. On cards, comments, approvals and reviewers.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { listStageCards } from '../../functions/src/data/card-pages';
import { listReviewerItems } from '../../functions/src/data/review-links';
import { runIdempotent } from '../../functions/src/services/idempotency/run-idempotent';
import { IDEMPOTENCY_MESSAGES } from '../../shared/schemas/idempotency-limits';
import type { CommentsPage } from '../../shared/schemas/comments';
import type { ApiKeyList, CreatedApiKey } from '../../shared/schemas/api-keys';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/src/lib/aws/dynamodb';

describe('Idempotency-Key (issue 40)', () => {
  let owner: SignedInUser;
  let production: SignedInUser;
  let workspaceId: string;
  let stageId: string;
  let cardIds: string[];

  const cards = (ws = workspaceId) => `/api/v1/workspaces/${ws}/content_groups`;
  const comments = (cardId: string) => `${cards()}/${cardId}/comments`;
  const keyed = (key: string) => ({ 'idempotency-key': key });
  const createCard = (name: string, key: string, user = owner) =>
    api<{ id: string; name: string }>('POST', cards(), {
      token: user.token,
      body: { name, stage_id: stageId },
      headers: keyed(key),
    });
  const cardsNamed = async (name: string) =>
    (await listStageCards(stageId, 1, 100)).items.filter((card) => card.name === name).length;
  const postComment = (cardId: string, description: string, key: string, user = owner) =>
    api<{ comment: { id: string; description: string } }>('POST', comments(cardId), {
      token: user.token,
      body: { comment: { description, internal: true } },
      headers: keyed(key),
    });
  const commentsSaying = async (cardId: string, description: string) =>
    (
      await api<CommentsPage>('GET', `${comments(cardId)}?chat_status=team`, { token: owner.token })
    ).body.data.comments.filter((c) => c.description === description).length;

  beforeAll(async () => {
    [owner, production] = await Promise.all(['ik-owner', 'ik-production'].map((p) => signedInUser(p)));
    const fixture = await boardFixture(owner, ['Client Review'], 4);
    workspaceId = fixture.workspaceId;
    stageId = fixture.stages[0].id;
    cardIds = fixture.stages[0].cardIds;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stageId}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stageId}`, {
      token: owner.token,
      body: { require_approval_from_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, production.userId, 'production');
  });

  it('replays a card creation: the same status and body, one card, marked Idempotent-Replayed', async () => {
    const key = randomUUID();
    const first = await createCard('Replayed card', key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await createCard('Replayed card', key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await cardsNamed('Replayed card')).toBe(1);
    // The stored answer is sent as it was, marked as a replay; a first answer is not marked.
    const raw = await fetch(`${baseUrl()}${cards()}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', ...keyed(key) },
      body: JSON.stringify({ name: 'Replayed card', stage_id: stageId }),
    });
    expect(raw.status).toBe(201);
    expect(raw.headers.get('idempotent-replayed')).toBe('true');
    expect(await raw.json()).toEqual(first.body);
    expect(await cardsNamed('Replayed card')).toBe(1);
    // Without a key every call creates (the header is opt-in).
    const plain = await api('POST', cards(), { token: owner.token, body: { name: 'Plain card', stage_id: stageId } });
    expect(plain.status).toBe(201);
    await api('POST', cards(), { token: owner.token, body: { name: 'Plain card', stage_id: stageId } });
    expect(await cardsNamed('Plain card')).toBe(2);
  });

  it('answers 422 to the same key with another body, and changes nothing', async () => {
    const key = randomUUID();
    expect((await createCard('Original name', key)).status).toBe(201);
    const changed = await createCard('Changed name', key);
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe(IDEMPOTENCY_MESSAGES.changedRequest);
    expect(await cardsNamed('Changed name')).toBe(0);
    expect(await cardsNamed('Original name')).toBe(1);
    // The same key on another route is another request too.
    const elsewhere = await postComment(cardIds[0], '<p>keyed elsewhere</p>', key);
    expect(elsewhere.status).toBe(422);
    expect(await commentsSaying(cardIds[0], '<p>keyed elsewhere</p>')).toBe(0);
  });

  it('creates one card from concurrent first calls; the others replay it or answer 409', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => createCard('Raced card', key)));
    for (const answer of answers) {
      expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    }
    const created = answers.filter((a) => a.status === 201).map((a) => a.body.data.id);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created).size).toBe(1);
    expect(await cardsNamed('Raced card')).toBe(1);
  });

  it('answers 409 "still in progress" while the first call with the key runs, and creates nothing', async () => {
    const key = randomUUID();
    const body = { name: 'Held card', stage_id: stageId };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    // The first call, as the cards function runs it (same scope, route and request), held mid-work.
    const first = runIdempotent(
      `USER#${owner.userId}`,
      key,
      { route: `POST /api/v1/workspaces/{id}/content_groups`, params: { id: workspaceId }, query: {}, body },
      async () => {
        started();
        await held;
        return { statusCode: 201, body: '{}' };
      },
      { context: { getRemainingTimeInMillis: () => 30_000 } as Context },
    );
    await running;
    const raw = await fetch(`${baseUrl()}${cards()}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', ...keyed(key) },
      body: JSON.stringify(body),
    });
    expect(raw.status).toBe(409);
    // Retry-After tells a client this 409 is worth retrying, unlike a conflict with the card's state.
    expect(raw.headers.get('retry-after')).toBe('1');
    const second = await createCard('Held card', key);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    expect(await cardsNamed('Held card')).toBe(0);
    release();
    await first;
  });

  it('refuses a key over 255 characters with 400 and changes nothing; 255 is accepted', async () => {
    const refused = await createCard('Long key card', 'k'.repeat(256));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(IDEMPOTENCY_MESSAGES.tooLong);
    expect(await cardsNamed('Long key card')).toBe(0);
    const comment = await postComment(cardIds[0], '<p>long key</p>', 'c'.repeat(256));
    expect(comment.status).toBe(400);
    expect(await commentsSaying(cardIds[0], '<p>long key</p>')).toBe(0);
    expect((await createCard('Longest key card', 'k'.repeat(255))).status).toBe(201);
    expect(await cardsNamed('Longest key card')).toBe(1);
  });

  it('gives another user with the same key and body their own result', async () => {
    const key = randomUUID();
    const mine = await postComment(cardIds[1], '<p>same words</p>', key, owner);
    const theirs = await postComment(cardIds[1], '<p>same words</p>', key, production);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.comment.id).not.toBe(mine.body.data.comment.id);
    expect(await commentsSaying(cardIds[1], '<p>same words</p>')).toBe(2);
    // Each replays their own.
    expect((await postComment(cardIds[1], '<p>same words</p>', key, production)).body).toEqual(theirs.body);
    expect((await postComment(cardIds[1], '<p>same words</p>', key, owner)).body).toEqual(mine.body);
    expect(await commentsSaying(cardIds[1], '<p>same words</p>')).toBe(2);
  });

  it('replays a comment, and a changed comment under the key answers 422', async () => {
    const key = randomUUID();
    const first = await postComment(cardIds[2], '<p>once</p>', key);
    expect(first.status).toBe(201);
    expect((await postComment(cardIds[2], '<p>once</p>', key)).body).toEqual(first.body);
    expect(await commentsSaying(cardIds[2], '<p>once</p>')).toBe(1);
    const changed = await postComment(cardIds[2], '<p>twice</p>', key);
    expect(changed.status).toBe(422);
    expect(await commentsSaying(cardIds[2], '<p>twice</p>')).toBe(0);
  });

  it('replays an approval submission instead of answering 409 "already submitted"', async () => {
    const key = randomUUID();
    const submit = (headers: Record<string, string> = keyed(key)) =>
      api<{ stage: { status: string } }>(
        'POST',
        `${cards()}/${cardIds[3]}/approved_content_group_stages?stage_id=${stageId}`,
        { token: production.token, body: { comment: { description: '' } }, headers },
      );
    const first = await submit();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.stage.status).toBe('pending');
    const again = await submit();
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // Without the key the same retry is refused: the submission is already pending.
    expect((await submit({})).status).toBe(409);
  });

  it('replays a reviewer invitation: one reviewer, and another body under the key answers 422', async () => {
    const key = randomUUID();
    const invite = (email: string) =>
      api<{ id: string }>('POST', `${cards()}/${cardIds[0]}/reviewers`, {
        token: production.token,
        body: { email, name: 'Rita Reviewer' },
        headers: keyed(key),
      });
    const first = await invite('rita@example.com');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await invite('rita@example.com')).body).toEqual(first.body);
    expect((await invite('other@example.com')).status).toBe(422);
    const reviewers = await listReviewerItems(cardIds[0]);
    expect(reviewers.map((r) => r.email)).toEqual(['rita@example.com']);
  });

  it('replays an API key creation without ever storing the key: one key, the replay answers it empty', async () => {
    const key = randomUUID();
    const create = () =>
      api<CreatedApiKey>('POST', '/api/v1/api_keys', {
        token: production.token,
        body: { name: 'Retried CI', expires_in_days: 30, scope: 'read' },
        headers: keyed(key),
      });
    const first = await create();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.key).toMatch(/^glk_/);
    const again = await create();
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual({ ...first.body.data, key: '' });
    const listed = await api<ApiKeyList>('GET', '/api/v1/api_keys', { token: production.token });
    expect(listed.body.data.api_keys.filter((k) => k.name === 'Retried CI')).toHaveLength(1);
    // The stored record holds no trace of the key.
    const records = await documentClient().send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `IDEMPOTENCY#USER#${production.userId}` },
      }),
    );
    expect(records.Items?.length).toBeGreaterThan(0);
    expect(JSON.stringify(records.Items)).not.toContain(first.body.data.key);
  });
});
