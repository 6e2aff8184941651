/**
 * Each handler answers the recorded-shape events in `events/` as it must in AWS (issue 11; BRIEF §5
 * "Tests"): the events are loaded from the fixtures, given this test's ids, and passed to the handler
 * modules in-process against the local stack's emulators.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, PostConfirmationTriggerEvent } from 'aws-lambda';
import { handler as health } from '../../functions/src/handlers/http/health';
import { handler as organizations } from '../../functions/src/handlers/http/organizations';
import { handler as realtime } from '../../functions/src/handlers/realtime/index';
import { handler as dueReminders } from '../../functions/src/handlers/schedules/due-reminders';
import { handler as binPurge } from '../../functions/src/handlers/schedules/bin-purge';
import { handler as accountDeletion } from '../../functions/src/handlers/schedules/account-deletion';
import { handler as cognitoTriggers } from '../../functions/src/handlers/cognito/triggers';
import { listConnectionsOfUser, saveConnection } from '../../functions/src/data/connections';
import { enqueueScheduleEntry, listDueEntries } from '../../functions/src/data/schedule-entries';
import { getUser } from '../../functions/src/data/users';
import { listOrganizationsOfUser } from '../../functions/src/data/organizations';
import { signedInUser } from '../support/api';
import { loadEvent } from '../support/events';

type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
type HttpResult = { statusCode: number; body: string };
type WebSocketEvent = Parameters<typeof realtime>[0];

const context = { functionName: 'events-test', awsRequestId: 'events-test', getRemainingTimeInMillis: () => 30_000 };
const callHttp = async (handler: unknown, event: HttpEvent) => {
  const result = await (handler as (e: HttpEvent, c: unknown) => Promise<HttpResult>)(event, context);
  return {
    statusCode: result.statusCode,
    body: JSON.parse(result.body) as { status: string; data?: unknown; message?: string },
  };
};

/** The signed-in fixture, as `userId` asking for organization `organizationId`. */
function signedInEvent(userId: string, organizationId: string): HttpEvent {
  const event = loadEvent<HttpEvent>('http-api/signed-in');
  const path = `/api/v1/organizations/${organizationId}/detail`;
  event.rawPath = path;
  event.requestContext.http.path = path;
  event.pathParameters = { id: organizationId };
  event.requestContext.authorizer.jwt.claims.sub = userId;
  event.requestContext.authorizer.jwt.claims.username = userId;
  return event;
}

describe('HTTP API events', () => {
  it('health answers a public request without an authorizer block', async () => {
    const res = await callHttp(health, loadEvent<HttpEvent>('http-api/public'));
    expect(res).toEqual({ statusCode: 200, body: { status: 'ok', data: { status: 'ok' } } });
  });

  it('a protected route answers 401 to a bad token that carries no verified claims', async () => {
    const res = await callHttp(organizations, loadEvent<HttpEvent>('http-api/bad-token'));
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe('authentication_failure');
  });

  it("a signed-in request reads the caller's organization, and another user's is not found", async () => {
    const owner = await signedInUser('events-owner');
    const stranger = await signedInUser('events-stranger');
    const mine = await callHttp(organizations, signedInEvent(owner.userId, owner.personalOrganizationId));
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data).toMatchObject({ id: owner.personalOrganizationId });
    const theirs = await callHttp(organizations, signedInEvent(stranger.userId, owner.personalOrganizationId));
    expect(theirs.statusCode).toBe(404);
  });
});

describe('WebSocket events', () => {
  it('$connect records the connection of a valid token and refuses the recorded (foreign) one', async () => {
    const user = await signedInUser('events-ws');
    expect(await realtime(loadEvent<WebSocketEvent>('websocket/connect'))).toMatchObject({ statusCode: 401 });

    const event = loadEvent<WebSocketEvent & { queryStringParameters: Record<string, string> }>('websocket/connect');
    event.queryStringParameters.token = user.token;
    event.requestContext.connectionId = `conn-${randomUUID()}`;
    expect(await realtime(event)).toMatchObject({ statusCode: 200 });
    expect((await listConnectionsOfUser(user.userId)).map((c) => c.connection_id)).toEqual([
      event.requestContext.connectionId,
    ]);
  });

  it('$default answers a ping, and a client that is gone loses its record', async () => {
    const user = await signedInUser('events-ping');
    const event = loadEvent<WebSocketEvent>('websocket/default');
    event.requestContext.connectionId = `conn-${randomUUID()}`;
    await saveConnection(event.requestContext.connectionId, user.userId);
    // No socket is open under this id locally: the management API answers 410 Gone to the pong.
    expect(await realtime(event)).toMatchObject({ statusCode: 200 });
    expect(await listConnectionsOfUser(user.userId)).toEqual([]);
  });

  it('$disconnect forgets the connection', async () => {
    const user = await signedInUser('events-bye');
    const event = loadEvent<WebSocketEvent>('websocket/disconnect');
    event.requestContext.connectionId = `conn-${randomUUID()}`;
    await saveConnection(event.requestContext.connectionId, user.userId);
    expect(await realtime(event)).toMatchObject({ statusCode: 200 });
    expect(await listConnectionsOfUser(user.userId)).toEqual([]);
  });
});

describe('EventBridge Scheduler events', () => {
  const fixtureTime = (name: 'scheduler/due-reminders' | 'scheduler/bin-purge' | 'scheduler/account-deletion') =>
    new Date(loadEvent<{ time: string }>(name).time);

  it('scheduler/due-reminders works the window of its scheduled time and clears a job whose card is gone', async () => {
    const time = fixtureTime('scheduler/due-reminders');
    const subject = `events-${randomUUID()}`;
    await enqueueScheduleEntry('due_reminder', subject, new Date(time.getTime() - 60_000), {
      workspace_id: randomUUID(),
    });
    const summaries = await dueReminders(loadEvent<{ time: string }>('scheduler/due-reminders'));
    expect(summaries).toEqual([
      expect.objectContaining({ kind: 'due_reminder', failed: 0 }),
      expect.objectContaining({ kind: 'past_due_reminder', failed: 0 }),
      // Review deadline reminders ride on the same run (issue 38, decisions DL3).
      expect.objectContaining({ kind: 'review_deadline', failed: 0 }),
    ]);
    expect(summaries[0].processed).toBeGreaterThanOrEqual(1);
    expect((await listDueEntries('due_reminder', time)).map((e) => e.subject_id)).not.toContain(subject);
  });

  it('scheduler/bin-purge runs the purge jobs due at the scheduled time and clears them', async () => {
    const time = fixtureTime('scheduler/bin-purge');
    // A job whose card was restored meanwhile: nothing left to delete, and the job is done.
    const subject = randomUUID();
    await enqueueScheduleEntry('bin_purge', subject, new Date(time.getTime() - 60_000), {
      organization_id: randomUUID(),
      workspace_id: randomUUID(),
    });
    const summaries = await binPurge(loadEvent<{ time: string }>('scheduler/bin-purge'));
    expect(summaries).toEqual([expect.objectContaining({ kind: 'bin_purge', failed: 0 })]);
    expect(summaries[0].processed).toBeGreaterThanOrEqual(1);
    expect((await listDueEntries('bin_purge', time)).map((e) => e.subject_id)).not.toContain(subject);
  });

  it('scheduler/account-deletion removes an account whose deletion was due at the scheduled time', async () => {
    const user = await signedInUser('events-leaver');
    const time = fixtureTime('scheduler/account-deletion');
    await enqueueScheduleEntry('account_deletion', user.userId, new Date(time.getTime() - 60_000));
    const summaries = await accountDeletion(loadEvent<{ time: string }>('scheduler/account-deletion'));
    expect(summaries.find((s) => s.kind === 'account_deletion')!.processed).toBeGreaterThanOrEqual(1);
    expect(await getUser(user.userId)).toBeNull();
    expect((await listDueEntries('account_deletion', time)).map((e) => e.subject_id)).not.toContain(user.userId);
  });
});

describe('Cognito trigger events', () => {
  it('PostConfirmation_ConfirmSignUp creates the user with a personal organization and returns the event', async () => {
    const event = loadEvent<PostConfirmationTriggerEvent>('cognito/post-confirmation-sign-up');
    const sub = randomUUID();
    event.userName = sub;
    event.request.userAttributes.sub = sub;
    event.request.userAttributes.email = `events-${sub.slice(0, 8)}@example.com`;
    expect(await cognitoTriggers(structuredClone(event))).toEqual(event);
    expect(await getUser(sub)).toMatchObject({
      user_id: sub,
      email: event.request.userAttributes.email,
      first_name: 'Jordan',
      last_name: 'Rivera',
    });
    expect((await listOrganizationsOfUser(sub)).length).toBe(1);
  });

  it('PostConfirmation_ConfirmForgotPassword returns the event and creates nothing', async () => {
    const event = loadEvent<PostConfirmationTriggerEvent>('cognito/post-confirmation-forgot-password');
    const sub = randomUUID();
    event.userName = sub;
    event.request.userAttributes.sub = sub;
    expect(await cognitoTriggers(structuredClone(event))).toEqual(event);
    expect(await getUser(sub)).toBeNull();
  });
});
