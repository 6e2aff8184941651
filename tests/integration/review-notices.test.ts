/**
 * Telling the client (issue 37 "Submitting tells the reviewers", "A new version starts a new round";
 * decisions CR1–CR5): a submission tells every Approver who sees the stage once, in the bell and by e-mail,
 * though they are not participants; `reviewer_ids` narrows it and refuses anyone else; voiding tells the
 * same reviewers; a new version of a content the client sees tells them; e-mail respects the setting. A request,
 * and a review link sent while the card waits, name the day to decide by (decisions SL5).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, format, parseISO } from 'date-fns';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { blackPng } from '../support/images';
import { mailTo } from '../support/mail';
import { makeGermanReader } from '../support/catalogues';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import { clientBoardFixture } from '../support/client-board';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { ApprovalResult, ReviewerChoice } from '../../shared/schemas/approvals';
import type { Content } from '../../shared/schemas/contents';
import type { PresignedPost } from '../../shared/schemas/uploads';

interface Notice {
  summary: string;
  resource_id?: string | null;
}

describe('review notices', () => {
  let owner: SignedInUser;
  let production: SignedInUser;
  let clientA: SignedInUser;
  let clientB: SignedInUser;
  let contributor: SignedInUser;
  let workspaceId: string;
  let reviewStageId: string;

  const cardPath = (cardId: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  const submit = (cardId: string, body: Record<string, unknown> = {}) =>
    api<ApprovalResult>('POST', `${cardPath(cardId)}/approved_content_group_stages?stage_id=${reviewStageId}`, {
      token: production.token,
      body: { comment: { description: '' }, ...body },
    });
  const newCard = async (name: string) =>
    (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name, stage_id: reviewStageId },
      })
    ).body.data.id;
  const noticesOf = async (user: SignedInUser, cardId: string) =>
    (
      await api<{ notifications: Notice[] }>('GET', '/api/v1/notifications', { token: user.token })
    ).body.data.notifications
      .filter((n) => n.resource_id === cardId)
      .map((n) => n.summary);
  const mailsAbout = async (user: SignedInUser, cardName: string) =>
    (await mailTo(user.email)).filter((m) => m.subject.includes(`"${cardName}"`)).map((m) => m.subject);

  beforeAll(async () => {
    [owner, production, clientA, clientB, contributor] = await Promise.all(
      ['rn-owner', 'rn-production', 'rn-client-a', 'rn-client-b', 'rn-contributor'].map((p) => signedInUser(p)),
    );
    ({ workspaceId, stageId: reviewStageId } = await clientBoardFixture(
      owner,
      'Client Review',
      0,
      [
        [production, 'production'],
        [clientA, 'approver'],
        [clientB, 'approver'],
        [contributor, 'contributor'],
      ],
      { requireApproval: true },
    ));
  });

  it('lists the Approvers who see the stage as the Submit dialog offers them, to the team only', async () => {
    const card = await newCard('Choices');
    const choices = await api<ReviewerChoice[]>('GET', `${cardPath(card)}/approval_reviewers`, {
      token: production.token,
    });
    expect(choices.status).toBe(200);
    expect(choices.body.data.map((c) => c.user_id).sort()).toEqual([clientA.userId, clientB.userId].sort());
    expect(choices.body.data.every((c) => c.name.length > 0)).toBe(true);
    expect((await api('GET', `${cardPath(card)}/approval_reviewers`, { token: clientA.token })).status).toBe(403);
  });

  it('tells every Approver once, in the bell and by e-mail, though none is a participant', async () => {
    const card = await newCard('Poster A');
    const submitted = await submit(card);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    for (const client of [clientA, clientB]) {
      await expect
        .poll(() => noticesOf(client, card))
        .toEqual([expect.stringContaining('submitted "Poster A" for approval')]);
      await expect.poll(() => mailsAbout(client, 'Poster A')).toEqual(['Please review "Poster A"']);
    }
    // A Contributor is no reviewer, and the submitter is not told of their own act.
    expect(await noticesOf(contributor, card)).toEqual([]);
    expect(await noticesOf(production, card)).toEqual([]);
    const mail = (await mailTo(clientA.email)).find((m) => m.subject === 'Please review "Poster A"')!;
    expect(mail.body.text).toContain(`/workspaces/${workspaceId}/content/`);
  });

  it('asks only the chosen reviewers, tells them when the submission is voided, and refuses anyone else', async () => {
    const card = await newCard('Poster B');
    const refused = await submit(card, { reviewer_ids: [contributor.userId] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: "A reviewer must be an Approver of this workspace who can see the card's stage.",
    });
    expect(
      (await api<{ stage: { status: string } }>('GET', cardPath(card), { token: owner.token })).body.data.stage.status,
    ).toBe('none');

    expect((await submit(card, { reviewer_ids: [clientB.userId] })).status).toBe(201);
    await expect.poll(() => noticesOf(clientB, card)).toHaveLength(1);
    expect(await noticesOf(clientA, card)).toEqual([]);

    const voided = await api('POST', `${cardPath(card)}/approved_content_group_stages/${reviewStageId}/void_submit`, {
      token: production.token,
      body: { comment: { description: '' } },
    });
    expect(voided.status).toBe(200);
    await expect
      .poll(() => noticesOf(clientB, card))
      .toEqual([
        expect.stringContaining('voided the submission of "Poster B"'),
        expect.stringContaining('submitted "Poster B"'),
      ]);
    await expect
      .poll(() => mailsAbout(clientB, 'Poster B'))
      .toEqual(['Please review "Poster B"', '"Poster B" no longer needs your approval']);
    expect(await noticesOf(clientA, card)).toEqual([]);
  });

  it('names the day to decide by in the request and in a review link sent while the card waits, not in a voiding (decisions SL5)', async () => {
    const card = await newCard('Poster D');
    // A week ahead, in the submitter's zone (UTC): the day the e-mails must name.
    const day = format(addDays(new Date(), 7), 'yyyy-MM-dd');
    const readable = format(parseISO(day), 'EEE, dd MMM yyyy');
    const submitted = await submit(card, { reviewer_ids: [clientA.userId], review_deadline: day, time_zone: 'UTC' });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const request = async () =>
      (await mailTo(clientA.email)).find((m) => m.subject === 'Please review "Poster D"')?.body.text ?? '';
    await expect.poll(request).toContain(`Please decide by ${readable}.`);

    const link = await api('POST', `${cardPath(card)}/reviewers`, {
      token: production.token,
      body: { email: 'dora@client.example', name: 'Dora Deadline' },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const linkMail = (await mailTo('dora@client.example')).find((m) => m.subject.includes('"Poster D"'))!;
    expect(linkMail.body.text).toContain(`Please decide by ${readable}.`);

    const voided = await api('POST', `${cardPath(card)}/approved_content_group_stages/${reviewStageId}/void_submit`, {
      token: production.token,
      body: { comment: { description: '' } },
    });
    expect(voided.status).toBe(200);
    const voidMail = async () =>
      (await mailTo(clientA.email)).find((m) => m.subject === '"Poster D" no longer needs your approval')?.body.text;
    await expect.poll(voidMail).toBeDefined();
    expect(await voidMail()).not.toContain('decide by');
    // A link sent while nothing waits names no day.
    await api('POST', `${cardPath(card)}/reviewers`, {
      token: production.token,
      body: { email: 'nina@client.example', name: 'Nina Nodeadline' },
    });
    const later = (await mailTo('nina@client.example')).find((m) => m.subject.includes('"Poster D"'))!;
    expect(later.body.text).not.toContain('decide by');
  });

  it('tells the reviewers of a card awaiting them when a content they see gets a new version', async () => {
    const card = await newCard('Lookbook');
    const [look] = (
      await uploadCardContents(owner.token, workspaceId, card, [
        { bytes: blackPng(40, 30), type: 'image/png', filename: 'look-1.png' },
      ])
    ).body.data;
    const replace = async (filename: string) => {
      const bytes = blackPng(50, 30);
      const presigned = await api<PresignedPost>('POST', `${cardPath(card)}/contents/new`, {
        token: owner.token,
        body: { content_type: 'image/png', size: bytes.length, filename },
      });
      await postToPresigned(presigned.body.data, bytes, 'image/png');
      const replaced = await api<Content>('PUT', `${cardPath(card)}/contents/${look!.id}`, {
        token: owner.token,
        body: { replace: true, key: presigned.body.data.key, filename },
      });
      expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    };
    // Not in review yet: nobody is told.
    await replace('look-1.png');
    expect(await noticesOf(clientA, card)).toEqual([]);

    await submit(card, { reviewer_ids: [clientA.userId] });
    await replace('look-1.png');
    await expect.poll(() => noticesOf(clientA, card)).toContain('Version 3 of look-1.png is ready on "Lookbook"');
    await expect
      .poll(() => mailsAbout(clientA, 'Lookbook'))
      .toContain('Version 3 of look-1.png is ready on "Lookbook"');
    expect(await noticesOf(clientB, card)).toEqual([]);
  });

  it('sends no e-mail to a reviewer who turned e-mail notifications off, but still rings the bell', async () => {
    const quiet = await signedInUser('rn-quiet');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, quiet.userId, 'approver');
    const off = await api('PUT', '/api/v1/users/update_detail', {
      token: quiet.token,
      body: { first_name: 'Quiet', send_email_notification: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBeLessThan(300);
    const card = await newCard('Quiet card');
    await submit(card, { reviewer_ids: [quiet.userId] });
    await expect.poll(() => noticesOf(quiet, card)).toHaveLength(1);
    expect(await mailsAbout(quiet, 'Quiet card')).toEqual([]);
  });
  it('writes a reviewer’s e-mails in their language: the request and its voiding in German', async () => {
    const german = await signedInUser('rn-german');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, german.userId, 'approver');
    await makeGermanReader(german.token);
    const card = await newCard('Plakat');
    expect((await submit(card, { reviewer_ids: [german.userId] })).status).toBe(201);
    const germanMails = async () => (await mailTo(german.email)).filter((m) => m.subject.includes('„Plakat“'));
    await expect.poll(async () => (await germanMails()).map((m) => m.subject)).toEqual(['Bitte prüfen Sie „Plakat“']);
    const [request] = await germanMails();
    expect(request!.body.text).toContain('Hallo Greta,');
    expect(request!.body.text).toContain('Test rn-production bittet Sie, „Plakat“ in');
    expect(request!.body.text).toContain('Karte prüfen');
    expect(request!.body.text).toContain('Bitte entscheiden Sie bis');
    expect(request!.body.text).not.toMatch(/Please review|Review the card|You get this e-mail/);

    const voided = await api('POST', `${cardPath(card)}/approved_content_group_stages/${reviewStageId}/void_submit`, {
      token: production.token,
      body: { comment: { description: '' } },
    });
    expect(voided.status, JSON.stringify(voided.body)).toBeLessThan(300);
    await expect
      .poll(async () => (await germanMails()).map((m) => m.subject))
      .toContain('„Plakat“ braucht Ihre Freigabe nicht mehr');
  });
});
