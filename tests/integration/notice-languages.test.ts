/**
 * Bell notices in the reader's language (issue 41 "each user's language … used for that user's bell
 * notifications"; decisions LV1): a move, a mention, a comment and an approval submission are listed in the
 * language the reader's app asks in (`Accept-Language`, which the web app sets from the user's language),
 * with "… ago" and the time's tooltip in that language too; English stays the text it always was, and a notice stored without a
 * message (older ones) keeps its English summary in every language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { createNotifications } from '../../functions/src/data/notifications';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { testNotification } from '../support/notifications';

type Notice = { summary: string; created_at_time_from_now: string; created_at_readable: string };

describe('notices in the reader’s language', () => {
  let owner: SignedInUser;
  let teamMate: SignedInUser;
  let client: SignedInUser;
  let workspaceId: string;
  let organizationId: string;
  let stages: Array<{ id: string; cardIds: string[] }>;

  const noticesOf = async (user: SignedInUser, language?: string) =>
    (
      await api<{ notifications: Notice[] }>('GET', '/api/v1/notifications', {
        token: user.token,
        headers: language ? { 'accept-language': language } : {},
      })
    ).body.data.notifications;
  const cardPath = (cardId: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;

  beforeAll(async () => {
    [owner, teamMate, client] = await Promise.all(['nl-owner', 'nl-team', 'nl-client'].map((p) => signedInUser(p)));
    organizationId = owner.personalOrganizationId;
    const fixture = await boardFixture(owner, ['Drafts', 'Client Review'], 1);
    workspaceId = fixture.workspaceId;
    stages = fixture.stages;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stages[1]!.id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stages[1]!.id}`, {
      token: owner.token,
      body: { require_approval_from_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, teamMate.userId, 'production');
    await addWorkspaceMember(workspace!, client.userId, 'approver');
    await api('POST', `${cardPath(stages[0]!.cardIds[0]!)}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: teamMate.userId }, { user_id: client.userId }] },
    });
  });

  it('words a move, a mention and a comment for a German and a Spanish reader, and keeps English as it was', async () => {
    const card = stages[0]!.cardIds[0]!;
    expect(
      (await api('PUT', `${cardPath(card)}/update_stage?stage_id=${stages[1]!.id}`, { token: owner.token })).status,
    ).toBe(200);
    const mention = `<span data-type="mention" data-id="${teamMate.userId}" data-label="Team">@Team</span>`;
    const posted = await api('POST', `${cardPath(card)}/comments`, {
      token: owner.token,
      body: { comment: { description: `<p>${mention} look</p>`, internal: true } },
    });
    expect(posted.status).toBe(201);
    await api('POST', `${cardPath(card)}/comments`, {
      token: owner.token,
      body: { comment: { description: '<p>For you</p>', internal: false } },
    });

    await expect.poll(async () => (await noticesOf(teamMate)).length).toBe(3);
    // Newest first: the Guest-tab comment (a participant's notice), the mention, the move.
    expect((await noticesOf(teamMate)).map((n) => n.summary)).toEqual([
      'Test nl-owner commented on "Drafts card 1"',
      'Test nl-owner mentioned you on "Drafts card 1"',
      'Test nl-owner moved "Drafts card 1" to Client Review',
    ]);
    const german = await noticesOf(teamMate, 'de-DE,de;q=0.9,en;q=0.5');
    expect(german.map((n) => n.summary)).toEqual([
      'Test nl-owner hat „Drafts card 1“ kommentiert',
      'Test nl-owner hat Sie in „Drafts card 1“ erwähnt',
      'Test nl-owner hat „Drafts card 1“ nach Client Review verschoben',
    ]);
    for (const notice of german) expect(notice.created_at_time_from_now).toMatch(/^vor \d+ \S+$/);
    // The time's tooltip too: "07.12.2026, 02:40 UTC", not "Dec 7, 2026 02:40 AM".
    for (const notice of german) expect(notice.created_at_readable).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} UTC$/);
    for (const notice of await noticesOf(teamMate)) expect(notice.created_at_time_from_now).toMatch(/^\d+ \S+ ago$/);

    const spanish = await noticesOf(client, 'es');
    expect(spanish.map((n) => n.summary)).toEqual([
      'Test nl-owner comentó en «Drafts card 1»',
      'Test nl-owner movió «Drafts card 1» a Client Review',
    ]);
    for (const notice of spanish) expect(notice.created_at_time_from_now).toMatch(/^hace \d+ \S+$/);
    for (const notice of spanish) expect(notice.created_at_readable).toMatch(/^\d{1,2} \S+ \d{4}, \d{1,2}:\d{2} UTC$/);
  });

  it('words an approval submission for the reviewer in their language', async () => {
    const card = stages[0]!.cardIds[0]!;
    const submitted = await api('POST', `${cardPath(card)}/approved_content_group_stages?stage_id=${stages[1]!.id}`, {
      token: owner.token,
      body: { comment: { description: '' } },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    await expect
      .poll(async () => (await noticesOf(client, 'de'))[0]?.summary)
      .toBe('Test nl-owner hat „Drafts card 1“ zur Freigabe eingereicht');
    expect((await noticesOf(client))[0]!.summary).toBe('Test nl-owner submitted "Drafts card 1" for approval');
    expect((await noticesOf(client, 'es'))[0]!.summary).toBe('Test nl-owner envió «Drafts card 1» para aprobación');
  });

  it('keeps the stored English summary of a notice written without a message', async () => {
    await createNotifications([
      testNotification(
        { userId: teamMate.userId, summary: 'An older notice', category: 'other', workspaceId, organizationId },
        Date.now(),
      ),
    ]);
    const [newest] = await noticesOf(teamMate, 'de');
    expect(newest!.summary).toBe('An older notice');
  });
});
