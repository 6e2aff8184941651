/**
 * Scheduled functions on the local stack (issue 2 §3): `POST /_local/schedules/{name}` runs one now and
 * reports what it processed; unknown names are refused. A run reads every job due by its time however late
 * it is (issue 25; decisions D23): a run 400 days on purges the bin and sends the reminders that fell due,
 * each once, and the next run does nothing.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, addHours } from 'date-fns';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { mailTo } from '../support/mail';
import { getCard } from '../../functions/src/data/cards';
import { ScheduleEntry } from '../../functions/src/data/entities/schedule-entry';
import {
  backfillPendingKeys,
  claimScheduleEntry,
  enqueueScheduleEntry,
  listDueEntries,
} from '../../functions/src/data/schedule-entries';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { documentClient } from '../../functions/src/lib/aws/dynamodb';

type RunSummary = { kind: string; processed: number; failed: number; skipped: number };

/** Run a schedule through the gateway as of `time`. */
async function runAt(name: string, time: Date): Promise<RunSummary[]> {
  const res = await fetch(`${baseUrl()}/_local/schedules/${name}?time=${encodeURIComponent(time.toISOString())}`, {
    method: 'POST',
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: RunSummary[] }).data;
}

const total = (runs: RunSummary[][], kind: string, field: 'processed' | 'failed' | 'skipped') =>
  runs
    .flat()
    .filter((s) => s.kind === kind)
    .reduce((sum, s) => sum + s[field], 0);

describe('local schedules', () => {
  it('runs a scheduled function on demand', async () => {
    const res = await fetch(`${baseUrl()}/_local/schedules/bin-purge`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', data: [{ kind: 'bin_purge' }] });
  });

  it('clears a reminder job whose card is gone, sending nothing', async () => {
    await enqueueScheduleEntry('due_reminder', 'card-that-is-gone', new Date(Date.now() - 60_000), {
      workspace_id: 'workspace-that-is-gone',
    });
    const res = await fetch(`${baseUrl()}/_local/schedules/due-reminders`, { method: 'POST' });
    expect(await res.json()).toMatchObject({
      data: [{ kind: 'due_reminder', failed: 0 }, { kind: 'past_due_reminder' }, { kind: 'review_deadline' }],
    });
    const due = await listDueEntries('due_reminder', new Date());
    expect(due.map((e) => e.subject_id)).not.toContain('card-that-is-gone');
  });

  it('refuses an unknown schedule', async () => {
    const res = await fetch(`${baseUrl()}/_local/schedules/nope`, { method: 'POST' });
    expect(res.status).toBe(404);
  });
});

describe('a run however late', () => {
  let owner: SignedInUser;
  let participant: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];
  const card = (id: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${id}`;
  const remindersOf = async (cardId: string) =>
    (
      await api<{ notifications: Array<{ notification_type: string; resource_id: string | null }> }>(
        'GET',
        '/api/v1/notifications',
        { token: participant.token },
      )
    ).body.data.notifications
      .filter((n) => n.resource_id === cardId)
      .map((n) => n.notification_type)
      .sort();

  beforeAll(async () => {
    owner = await signedInUser('late-owner');
    participant = await signedInUser('late-part');
    const fixture = await boardFixture(owner, ['Doing'], 3);
    workspaceId = fixture.workspaceId;
    cardIds = fixture.stages[0].cardIds;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, participant.userId, 'production');
  });

  it('purges the bin and sends the reminders that fell due, each once, 400 days on; the next run does nothing', async () => {
    const start = new Date();
    const due = addDays(start, 2);
    const [dated, binned] = cardIds;
    await api('POST', `${card(dated)}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: participant.userId }] },
    });
    expect(
      (await api('PUT', card(dated), { token: owner.token, body: { due_date: due.toISOString(), reminder_in_day: 1 } }))
        .status,
    ).toBe(200);
    expect((await api('DELETE', card(binned), { token: owner.token })).status).toBe(200);

    // Nothing of this card is due yet.
    await runAt('due-reminders', addHours(start, 1));
    expect(await remindersOf(dated)).toEqual([]);

    // The schedules were down for 400 days: two overlapping runs catch up, each job once.
    const late = addDays(start, 400);
    const purges = await Promise.all([runAt('bin-purge', late), runAt('bin-purge', late)]);
    const reminders = await Promise.all([runAt('due-reminders', late), runAt('due-reminders', late)]);
    expect(
      total(purges, 'bin_purge', 'failed') +
        total(reminders, 'due_reminder', 'failed') +
        total(reminders, 'past_due_reminder', 'failed'),
    ).toBe(0);
    expect(total(purges, 'bin_purge', 'processed')).toBeGreaterThanOrEqual(1);
    expect(total(reminders, 'due_reminder', 'processed')).toBeGreaterThanOrEqual(1);
    expect(total(reminders, 'past_due_reminder', 'processed')).toBeGreaterThanOrEqual(1);

    expect(await getCard(workspaceId, binned)).toBeNull();
    const bin = await api<{ content_groups: Array<{ id: string }> }>(
      'GET',
      `/api/v1/organizations/${owner.personalOrganizationId}/content_groups/deleted_index?page=1`,
      { token: owner.token },
    );
    expect(bin.body.data.content_groups.map((c) => c.id)).not.toContain(binned);
    expect(await getCard(workspaceId, dated)).not.toBeNull();
    expect(await remindersOf(dated)).toEqual(['due_reminder', 'past_due_reminder']);
    await expect
      .poll(async () => (await mailTo(participant.email)).filter((m) => m.subject.includes('Doing card 1')).length)
      .toBe(2);
    for (const kind of ['bin_purge', 'due_reminder', 'past_due_reminder'] as const)
      expect(await listDueEntries(kind, late)).toEqual([]);

    // The next run, as late or later, does nothing.
    const again = [await runAt('bin-purge', addDays(late, 1)), await runAt('due-reminders', addDays(late, 1))];
    for (const kind of ['bin_purge', 'due_reminder', 'past_due_reminder'])
      expect(total(again, kind, 'processed'), kind).toBe(0);
    expect(await remindersOf(dated)).toEqual(['due_reminder', 'past_due_reminder']);
    expect((await mailTo(participant.email)).filter((m) => m.subject.includes('Doing card 1'))).toHaveLength(2);
  });

  it('a job claimed by one run is skipped by another until the claim lapses', async () => {
    const subject = `claimed-${randomUUID()}`;
    const now = new Date();
    await enqueueScheduleEntry('due_reminder', subject, addHours(now, -1), { workspace_id: randomUUID() });
    const [entry] = (await listDueEntries('due_reminder', now)).filter((e) => e.subject_id === subject);
    expect(await claimScheduleEntry(entry, now)).not.toBeNull();
    expect(await claimScheduleEntry(entry, now)).toBeNull();
    expect(total([await runAt('due-reminders', addHours(now, 0.1))], 'due_reminder', 'skipped')).toBeGreaterThanOrEqual(
      1,
    );
    expect((await listDueEntries('due_reminder', now)).map((e) => e.subject_id)).toContain(subject);
    // 15 minutes on, the claim has lapsed: the job (its card is gone) is run and cleared.
    await runAt('due-reminders', addHours(now, 1));
    expect((await listDueEntries('due_reminder', addHours(now, 1))).map((e) => e.subject_id)).not.toContain(subject);
  });

  it('the backfill gives a job written before the pending key its key, so a late run finds it', async () => {
    const subject = `legacy-${randomUUID()}`;
    const dueAt = addDays(new Date(), -300);
    // The item as it was stored before issue 25: no gsi3 keys.
    const { Item } = ScheduleEntry.build(PutItemCommand)
      .item({
        kind: 'account_inactivity',
        subject_id: subject,
        due_day: dueAt.toISOString().slice(0, 10),
        due_at: dueAt.toISOString(),
        payload: {},
      })
      .params();
    const { gsi3pk: _pk, gsi3sk: _sk, ...legacy } = Item as Record<string, unknown>;
    await documentClient().send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: legacy }));
    expect((await listDueEntries('account_inactivity', new Date())).map((e) => e.subject_id)).not.toContain(subject);

    expect(await backfillPendingKeys()).toBeGreaterThanOrEqual(1);
    expect((await listDueEntries('account_inactivity', new Date())).map((e) => e.subject_id)).toContain(subject);
    // Run again, it finds nothing left to do.
    expect(await backfillPendingKeys()).toBe(0);
  });
});
