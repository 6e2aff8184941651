/**
 * A review link that requires a code (issue 37 "With `require_code`, opening the link on a new device e-mails a
 * 6-digit code to the reviewer's address (valid 10 minutes, 5 tries)"; "link opening and code requests are
 * rate-limited per token and per address"; decisions K1, K2): no session before the right code, the device is
 * remembered after it, wrong, malformed and expired codes change nothing but the tries counter.
 * Links are opened in-process from an address of each test's own (../support/review-invoke.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { clientBoardFixture } from '../support/client-board';
import { mailTo } from '../support/mail';
import { freshIp, invokeApprovals } from '../support/review-invoke';
import type { Reviewer, ReviewCodeRequired, ReviewSession } from '../../shared/schemas/review-links';

const MINUTE = 60_000;
/** A device id as the page makes it: 32 random bytes in base64url. */
const newDevice = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
/** Another 6-digit code than `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('review links that require a code', () => {
  let owner: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  let counter = 0;

  const cardPath = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  /** A new reviewer with `require_code` and the token of their e-mailed link. */
  const inviteWithCode = async () => {
    counter += 1;
    const email = `code-${counter}-${Date.now()}@client.example`;
    const created = await api<Reviewer>('POST', `${cardPath()}/reviewers`, {
      token: owner.token,
      body: { email, name: `Coded Reviewer ${counter}`, require_code: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.require_code).toBe(true);
    const link = (await mailTo(email)).find((m) => m.subject.includes('asks you to review'))!;
    const token = link.body.text!.match(/\/review\/([A-Za-z0-9_-]{43})\b/)![1];
    return { email, token, id: created.body.data.id };
  };
  const codeMails = async (email: string) => (await mailTo(email)).filter((m) => m.subject.startsWith('Your code'));
  const latestCode = async (email: string) => (await codeMails(email)).at(-1)!.subject.match(/(\d{6})$/)![1];
  const reviewer = async (id: string) =>
    (
      await api<{ reviewers: Reviewer[] }>('GET', `${cardPath()}/reviewers`, { token: owner.token })
    ).body.data.reviewers.find((r) => r.id === id)!;
  const open = (ip: string, body: Record<string, unknown>, clock?: string) =>
    invokeApprovals<ReviewSession & ReviewCodeRequired>('POST', '/api/v1/review/sessions', { ip, body, clock });

  beforeAll(async () => {
    owner = await signedInUser('rc-owner');
    ({
      workspaceId,
      cardIds: [cardId],
    } = await clientBoardFixture(owner, 'Client Review', 1, []));
  });

  it('e-mails a code on a new device, opens only with the right one, and remembers the device', async () => {
    const ip = freshIp();
    const { email, token, id } = await inviteWithCode();
    const laptop = newDevice();
    const asked = await open(ip, { token, device_id: laptop });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data).toEqual({
      code_required: true,
      sent_to: expect.stringMatching(/^c•••@client\.example$/),
      code_expires_at: expect.any(String),
    });
    expect(Date.parse(asked.body.data.code_expires_at) - Date.now()).toBeGreaterThan(9 * MINUTE);
    expect(Date.parse(asked.body.data.code_expires_at) - Date.now()).toBeLessThanOrEqual(10 * MINUTE);
    expect(await codeMails(email)).toHaveLength(1);
    const code = await latestCode(email);
    expect((await codeMails(email))[0].body.text).not.toContain(token);
    // No session yet: the reviewer has not opened anything.
    expect(await reviewer(id)).toMatchObject({ status: 'invited', opened_at: null });

    // Opening again (a reload) sends no second code while the first is pending.
    const again = await open(ip, { token, device_id: laptop });
    expect(again.body.data).toMatchObject({ code_required: true, code_expires_at: asked.body.data.code_expires_at });
    expect(await codeMails(email)).toHaveLength(1);

    const wrong = await open(ip, { token, device_id: laptop, code: wrongFor(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('That code is not right. 4 tries left.');
    expect(wrong.body.errors).toEqual({ code: ['That code is not right. 4 tries left.'] });
    // A malformed code is refused without spending a try.
    const malformed = await open(ip, { token, device_id: laptop, code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Enter the 6-digit code from the e-mail.');
    expect((await open(ip, { token, device_id: laptop, code: wrongFor(code) })).body.message).toBe(
      'That code is not right. 3 tries left.',
    );
    expect(await reviewer(id)).toMatchObject({ status: 'invited', opened_at: null });

    const opened = await open(ip, { token, device_id: laptop, code });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body.data.session_token).toMatch(/^glr_/);
    const card = await invokeApprovals<{ card: { id: string } }>('GET', '/api/v1/review/card', {
      ip,
      token: opened.body.data.session_token,
    });
    expect(card.body.data.card.id).toBe(cardId);
    expect((await reviewer(id)).status).toBe('opened');

    // The same device is not asked again, and no code is sent.
    const back = await open(ip, { token, device_id: laptop });
    expect(back.body.data.session_token).toMatch(/^glr_/);
    expect(await codeMails(email)).toHaveLength(1);
    // The code is spent: it opens nothing on another device, which gets a code of its own.
    const phone = newDevice();
    const reused = await open(ip, { token, device_id: phone, code });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This code has expired. Ask for a new code.');
    expect((await open(ip, { token, device_id: phone })).body.data.code_required).toBe(true);
    expect(await codeMails(email)).toHaveLength(2);
    // Without a device id nothing can be remembered: the code is asked for.
    expect((await open(ip, { token })).body.data.code_required).toBe(true);
  });

  it('five wrong codes use a code up, even the right one after; a new code must be asked for', async () => {
    const ip = freshIp();
    const { email, token, id } = await inviteWithCode();
    const device = newDevice();
    await open(ip, { token, device_id: device });
    const code = await latestCode(email);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1)
      messages.push((await open(ip, { token, device_id: device, code: wrongFor(code) })).body.message!);
    expect(messages).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'That code is not right, and no tries are left. Ask for a new code.',
    ]);
    const late = await open(ip, { token, device_id: device, code });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Too many wrong codes. Ask for a new code.');
    expect(await reviewer(id)).toMatchObject({ status: 'invited', opened_at: null });

    const renewed = await open(ip, { token, device_id: device, new_code: true });
    expect(renewed.body.data.code_required).toBe(true);
    expect(await codeMails(email)).toHaveLength(2);
    const fresh = await latestCode(email);
    const opened = await open(ip, { token, device_id: device, code: fresh });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body.data.session_token).toMatch(/^glr_/);
  });

  it('refuses a code after its 10 minutes, changing nothing, and sends a new one on the next opening', async () => {
    const ip = freshIp();
    const { email, token, id } = await inviteWithCode();
    const device = newDevice();
    const start = Date.now();
    await open(ip, { token, device_id: device });
    const code = await latestCode(email);
    const late = new Date(start + 10 * MINUTE + 1000).toISOString();
    const expired = await open(ip, { token, device_id: device, code }, late);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This code has expired. Ask for a new code.');
    expect(await reviewer(id)).toMatchObject({ status: 'invited', opened_at: null });
    // Still inside its 10 minutes, the same code works: the refusal changed nothing.
    const inTime = await open(ip, { token, device_id: device, code }, new Date(start + 9 * MINUTE).toISOString());
    expect(inTime.status, JSON.stringify(inTime.body)).toBe(201);

    const other = newDevice();
    await open(ip, { token, device_id: other }, late);
    const second = await latestCode(email);
    const past = new Date(start + 21 * MINUTE).toISOString();
    // The second code ended too by then: opening e-mails a third, which works.
    expect((await open(ip, { token, device_id: other, code: second }, past)).status).toBe(400);
    expect((await open(ip, { token, device_id: other }, past)).body.data.code_required).toBe(true);
    expect(await codeMails(email)).toHaveLength(3);
    const third = await open(ip, { token, device_id: other, code: await latestCode(email) }, past);
    expect(third.status, JSON.stringify(third.body)).toBe(201);
  });

  it('rate-limits code requests per link and per address, keeping the pending code', async () => {
    const ip = freshIp();
    const first = await inviteWithCode();
    const device = newDevice();
    expect((await open(ip, { token: first.token, device_id: device })).status).toBe(201);
    for (let i = 0; i < 4; i += 1)
      expect((await open(ip, { token: first.token, device_id: device, new_code: true })).status).toBe(201);
    const limited = await open(ip, { token: first.token, device_id: device, new_code: true });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many codes were asked for. Please wait an hour and try again.');
    expect(await codeMails(first.email)).toHaveLength(5);
    // Refused, nothing changed: the last code sent still opens the link.
    const opened = await open(ip, { token: first.token, device_id: device, code: await latestCode(first.email) });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);

    // 20 codes an hour from one address, whatever the links: 15 more on three links, then the next is refused.
    for (let link = 0; link < 3; link += 1) {
      const { token } = await inviteWithCode();
      for (let i = 0; i < 5; i += 1)
        expect((await open(ip, { token, device_id: device, new_code: true })).status).toBe(201);
    }
    const next = await inviteWithCode();
    expect((await open(ip, { token: next.token, device_id: device })).status).toBe(429);
    expect(await codeMails(next.email)).toHaveLength(0);
    // Another address is not held back.
    expect((await open(freshIp(), { token: next.token, device_id: device })).body.data.code_required).toBe(true);
  });

  it('refuses a require_code that is not true or false, inviting no one', async () => {
    const refused = await api('POST', `${cardPath()}/reviewers`, {
      token: owner.token,
      body: { email: 'maybe@client.example', name: 'Maybe', require_code: 'yes' },
    });
    expect(refused.status).toBe(400);
    expect(await mailTo('maybe@client.example')).toHaveLength(0);
  });
});
