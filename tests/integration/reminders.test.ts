/**
 * Due and past-due reminders (cards spec §4 reminders; accounts spec §3 `due_reminder`,
 * `past_due_reminder`; issue 15 "Reminder e-mails"; decisions N10): the `due-reminders` schedule run
 * with an injected clock, checked in the local SES store and the participants' notifications.
 */
import { addDays, addHours, addMinutes } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { mailTo } from '../support/mail';
import { DEFAULT_CARD_DUPLICATE } from '../../shared/schemas/card-copy-limits';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';

type Notification = { notification_type: string; resource_id: string | null; due_date: string | null; summary: string };

/** Run the schedule as EventBridge would at `time`. */
async function runReminders(time: Date) {
  const res = await fetch(
    `${baseUrl()}/_local/schedules/due-reminders?time=${encodeURIComponent(time.toISOString())}`,
    { method: 'POST' },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Array<{ kind: string; processed: number; failed: number }> }).data;
}

/** `user`'s notifications about `cardId`, worded in `language` when given (issue 41). */
async function remindersOf(user: SignedInUser, cardId: string, language?: string): Promise<Notification[]> {
  const res = await api<{ notifications: Notification[] }>('GET', '/api/v1/notifications', {
    token: user.token,
    headers: language ? { 'accept-language': language } : {},
  });
  return res.body.data.notifications.filter((n) => n.resource_id === cardId);
}

const mailsAbout = async (user: SignedInUser, subject: RegExp) =>
  (await mailTo(user.email)).filter((m) => subject.test(m.subject));

describe('reminder e-mails', () => {
  let owner: SignedInUser;
  let participant: SignedInUser;
  let quiet: SignedInUser;
  let bystander: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];
  const card = (id: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${id}`;

  beforeAll(async () => {
    owner = await signedInUser('remind-owner');
    participant = await signedInUser('remind-part');
    quiet = await signedInUser('remind-quiet');
    bystander = await signedInUser('remind-by');
    const fixture = await boardFixture(owner, ['Doing'], 4);
    workspaceId = fixture.workspaceId;
    cardIds = fixture.stages[0].cardIds;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    for (const user of [participant, quiet, bystander]) await addWorkspaceMember(workspace!, user.userId, 'production');
    await api('PUT', '/api/v1/users/update_detail', {
      token: quiet.token,
      body: { first_name: 'Quiet', send_email_notification: false },
    });
    for (const id of cardIds) {
      await api('POST', `${card(id)}/assigned_users`, {
        token: owner.token,
        body: { assigned_users: [{ user_id: participant.userId }, { user_id: quiet.userId }] },
      });
    }
  });

  it('sends the due reminder on its day, once, by e-mail only to participants who want e-mails', async () => {
    const due = addDays(new Date(), 3);
    await api('PUT', card(cardIds[0]), {
      token: owner.token,
      body: { due_date: due.toISOString(), reminder_in_day: 2 },
    });

    await runReminders(addHours(new Date(), 12)); // the day before the reminder's day
    expect(await remindersOf(participant, cardIds[0])).toEqual([]);

    await runReminders(addMinutes(addDays(due, -2), 1));
    await expect.poll(() => mailsAbout(participant, /is due/)).toHaveLength(1);
    const [mail] = await mailsAbout(participant, /is due/);
    expect(mail.subject).toContain(`Reminder: "Doing card 1" is due`);
    expect(mail.body.html).toContain('Open the card');
    expect(mail.body.text).toContain(`/workspaces/${workspaceId}/content/${cardIds[0].replace(/-/g, '')}-doing-card-1`);
    expect(await mailsAbout(quiet, /is due/)).toEqual([]);
    expect(await mailsAbout(bystander, /is due/)).toEqual([]);
    for (const user of [participant, quiet]) {
      const [notification, ...more] = await remindersOf(user, cardIds[0]);
      expect(more).toEqual([]);
      expect(notification).toMatchObject({ notification_type: 'due_reminder', due_date: due.toISOString() });
    }
    expect(await remindersOf(bystander, cardIds[0])).toEqual([]);

    // A retry of the same run, later: nothing new.
    await runReminders(addMinutes(addDays(due, -2), 20));
    expect(await mailsAbout(participant, /is due/)).toHaveLength(1);
    expect(await remindersOf(participant, cardIds[0])).toHaveLength(1);
  });

  it('sends the past-due reminder once even when two runs overlap', async () => {
    const due = addHours(new Date(), 1);
    await api('PUT', card(cardIds[1]), { token: owner.token, body: { due_date: due.toISOString() } });
    const after = addMinutes(due, 5);
    await Promise.all([runReminders(after), runReminders(after), runReminders(after)]);
    const pastDue = await remindersOf(participant, cardIds[1]);
    expect(pastDue.map((n) => n.notification_type)).toEqual(['past_due_reminder']);
    expect(pastDue[0].summary).toMatch(/^"Doing card 2" is past due \(due \w{3} \d{1,2}, \d{4} \d{2}:\d{2} (AM|PM)\)$/);
    // A German and a Spanish reader get the notice, and its date, their way (issue 41).
    expect((await remindersOf(participant, cardIds[1], 'de'))[0]!.summary).toMatch(
      /^„Doing card 2“ ist überfällig \(fällig am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} UTC\)$/,
    );
    expect((await remindersOf(participant, cardIds[1], 'es'))[0]!.summary).toMatch(
      /^«Doing card 2» está vencida \(vencía el \d{1,2} \S+ \d{4}, \d{1,2}:\d{2} UTC\)$/,
    );
    const mails = (await mailTo(participant.email)).filter((m) => m.subject === '"Doing card 2" is past due');
    expect(mails).toHaveLength(1);
  });

  it('sends nothing for a completed card, and follows a changed due date', async () => {
    const due = addHours(new Date(), 2);
    await api('PUT', card(cardIds[2]), { token: owner.token, body: { due_date: due.toISOString() } });
    await api('PUT', card(cardIds[2]), { token: owner.token, body: { completed: true } });
    await runReminders(addHours(due, 1));
    expect(await remindersOf(participant, cardIds[2])).toEqual([]);

    // Moved later and not completed any more: nothing at the old time, the reminder at the new one.
    const later = addDays(due, 2);
    expect((await api('PUT', `${card(cardIds[2])}/mark_as_incomplete`, { token: owner.token })).status).toBe(200);
    expect(
      (await api('PUT', card(cardIds[2]), { token: owner.token, body: { due_date: later.toISOString() } })).status,
    ).toBe(200);
    await runReminders(addHours(due, 2));
    expect(await remindersOf(participant, cardIds[2])).toEqual([]);
    await runReminders(addMinutes(later, 1));
    expect((await remindersOf(participant, cardIds[2])).map((n) => n.notification_type)).toEqual(['past_due_reminder']);
  });

  it('reminds nobody who can no longer see the card, and nothing for a binned card', async () => {
    const due = addHours(new Date(), 3);
    // A stage hidden from guests: a guest participant is left out, team participants still get it.
    const hidden = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
      token: owner.token,
      body: { name: 'Internal' },
    });
    const guest = await signedInUser('remind-guest');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, guest.userId, 'approver');
    const created = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: owner.token,
      body: { name: 'Internal card', stage_id: hidden.body.data.id, due_date: due.toISOString() },
    });
    const internalId = created.body.data.id;
    await api('POST', `${card(internalId)}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: guest.userId }, { user_id: participant.userId }] },
    });
    await api('PUT', card(cardIds[3]), { token: owner.token, body: { due_date: due.toISOString() } });
    expect((await api('DELETE', card(cardIds[3]), { token: owner.token })).status).toBe(200);

    await runReminders(addHours(due, 1));
    expect((await remindersOf(participant, internalId)).map((n) => n.notification_type)).toEqual(['past_due_reminder']);
    expect(await remindersOf(guest, internalId)).toEqual([]);
    expect((await mailTo(guest.email)).filter((m) => /due/.test(m.subject))).toEqual([]);
    expect(await remindersOf(participant, cardIds[3])).toEqual([]);
  });

  it('gives copies of a dated card their own reminders', async () => {
    const due = addHours(new Date(), 4);
    const source = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: owner.token,
      body: {
        name: 'Copied card',
        stage_id: (await api<{ stage_id: string }>('GET', card(cardIds[0]), { token: owner.token })).body.data.stage_id,
        due_date: due.toISOString(),
      },
    });
    await api('POST', `${card(source.body.data.id)}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: participant.userId }] },
    });
    const cloned = await api<{ content_groups: Array<{ id: string }> }>('POST', `${card(source.body.data.id)}/clone`, {
      token: owner.token,
      body: { content_group: { ...DEFAULT_CARD_DUPLICATE, name: 'Copy', num_copies: 2 } },
    });
    expect(cloned.status).toBe(201);
    await runReminders(addMinutes(due, 1));
    for (const copy of cloned.body.data.content_groups) {
      expect((await remindersOf(participant, copy.id)).map((n) => n.notification_type)).toEqual(['past_due_reminder']);
    }
  });
});
