/**
 * The reviewer's language choice is kept (issue 41 "a reviewer invited by e-mail gets the language the team
 * picks when inviting … and can switch it on the review page"; decisions LN15): `PUT /api/v1/review/language`
 * with the reviewer's session stores it on their link, so the next e-mail about the card (here the code a new
 * device asks for) is in that language. Another language is refused with 400, a call without a reviewer
 * session with 401, and a revoked reviewer's session can no longer change it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { clientBoardFixture } from '../support/client-board';
import { mailTo } from '../support/mail';
import { freshIp, invokeApprovals } from '../support/review-invoke';
import type { Reviewer, ReviewSession } from '../../shared/schemas/review-links';

describe("a reviewer's language", () => {
  let owner: SignedInUser;
  let cardPath: string;

  beforeAll(async () => {
    owner = await signedInUser('rl-owner');
    const {
      workspaceId,
      cardIds: [cardId],
    } = await clientBoardFixture(owner, 'Client Review', 1, []);
    cardPath = `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  });

  /** The code e-mails `email` has received, newest last. */
  const codeMails = async (email: string) =>
    (await mailTo(email)).filter((m) => /code/i.test(m.subject) && /\d{6}/.test(m.subject));

  /** Opens `token` on device `deviceId`, giving the code e-mailed for it: the session. */
  const openOnDevice = async (token: string, deviceId: string, email: string) => {
    const ip = freshIp();
    const asked = await invokeApprovals<{ code_required: boolean }>('POST', '/api/v1/review/sessions', {
      ip,
      body: { token, device_id: deviceId },
    });
    expect(asked.body.data.code_required).toBe(true);
    const code = (await codeMails(email)).at(-1)!.subject.match(/(\d{6})/)![1];
    const opened = await invokeApprovals<ReviewSession>('POST', '/api/v1/review/sessions', {
      ip,
      body: { token, device_id: deviceId, code },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    return opened.body.data.session_token;
  };

  it('keeps the language chosen on the page for the next e-mail, and refuses what it cannot keep', async () => {
    const email = 'lena-language@client.example';
    const invited = await api<Reviewer>('POST', `${cardPath}/reviewers`, {
      token: owner.token,
      body: { email, name: 'Lena Weber', language: 'en', require_code: true },
    });
    expect(invited.status).toBe(201);
    const token = (await mailTo(email))
      .find((m) => m.subject.includes('asks you to review'))!
      .body.text!.match(/\/review\/([A-Za-z0-9_-]{43})\b/)![1];
    const session = await openOnDevice(token, 'device-a-0000000000000001', email);
    expect((await codeMails(email)).at(-1)!.subject).toMatch(/^Your code to review/);

    expect((await api('PUT', '/api/v1/review/language', { token: session, body: { language: 'it' } })).status).toBe(
      400,
    );
    expect((await api('PUT', '/api/v1/review/language', { body: { language: 'de' } })).status).toBe(401);
    const saved = await api<{ language: string }>('PUT', '/api/v1/review/language', {
      token: session,
      body: { language: 'de' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.language).toBe('de');

    // A new device asks for a code again: the e-mail now speaks German.
    await openOnDevice(token, 'device-b-0000000000000002', email);
    expect((await codeMails(email)).at(-1)!.subject).toMatch(/^Ihr Code für die Freigabe von „Client Review card 1“/);

    // Revoked: the session is refused, and nothing is stored.
    await api('DELETE', `${cardPath}/reviewers/${invited.body.data.id}`, { token: owner.token });
    expect((await api('PUT', '/api/v1/review/language', { token: session, body: { language: 'es' } })).status).toBe(
      401,
    );
  });
});
