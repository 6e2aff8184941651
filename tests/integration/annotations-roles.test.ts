/**
 * Annotations, role by role (issue 26 "Integration: every rule above for each role of cards §6"; cards spec
 * §6 roles and the Team/Guest tab rules; docs/permissions.md "Annotations"; decisions R40–R47, R55–R62).
 * For the organization's owner and admin and every workspace role: who may pin in which tab and on a hidden
 * content, resolve and reopen (others' and their own), carry over (the tabs they may post in), list, count
 * (contents, card, board list) and download the report; another organization's ids on every annotation
 * route answer 404 and change nothing; a hidden content's annotations never reach a guest by any route,
 * nor over the socket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { api, baseUrl, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import { readReport } from '../support/pdf-report';
import { liveClient, type LiveClient } from '../support/live';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { getCard } from '../../functions/src/data/cards';
import { findComment } from '../../functions/src/data/comments';
import { putItem } from '../../functions/src/data/access';
import { OrganizationMember } from '../../functions/src/data/entities/organization';
import type { Comment, CommentsPage } from '../../shared/schemas/comments';
import type { Content } from '../../shared/schemas/contents';
import type { Annotation, ReviewReport } from '../../shared/schemas/annotations';
import type { PresignedPost } from '../../shared/schemas/uploads';
type Carried = { annotations: Annotation[]; skipped_ids: string[] };

/** What each role may do with annotations (docs/permissions.md "Annotations"). */
interface Rights {
  postTeam: boolean;
  postGuest: boolean;
  seesTeam: boolean;
  seesHidden: boolean;
  /** Status of resolving someone else's Team / Guest annotation. */
  resolveTeam: 200 | 403 | 404;
  resolveGuest: 200 | 403 | 404;
  /** The tabs carry-over moves for them (null: refused 403). */
  carries: Array<'team' | 'guest'> | null;
}

const TEAM_LEAD: Rights = {
  postTeam: true,
  postGuest: true,
  seesTeam: true,
  seesHidden: true,
  resolveTeam: 200,
  resolveGuest: 200,
  carries: ['team', 'guest'],
};
const GUEST: Rights = {
  postTeam: false,
  postGuest: true,
  seesTeam: false,
  seesHidden: false,
  resolveTeam: 404,
  resolveGuest: 403,
  carries: ['guest'],
};
const RIGHTS: Record<string, Rights> = {
  owner: TEAM_LEAD,
  admin: TEAM_LEAD,
  team_lead: TEAM_LEAD,
  coordinator: TEAM_LEAD,
  production: {
    postTeam: true,
    postGuest: false,
    seesTeam: true,
    seesHidden: true,
    resolveTeam: 200,
    resolveGuest: 403,
    carries: ['team'],
  },
  spectator: {
    postTeam: false,
    postGuest: false,
    seesTeam: true,
    seesHidden: true,
    resolveTeam: 403,
    resolveGuest: 403,
    carries: null,
  },
  approver: GUEST,
  contributor: GUEST,
};

const png = (colour: string) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();
const point = (x = 0.5, y = 0.5) => ({ type: 'point', x, y });

describe('annotations for each role of cards §6', () => {
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  let image: Content;
  let secret: Content;
  const actors: Array<{ name: string; user: SignedInUser }> = [];
  const clients: LiveClient[] = [];

  const cardPath = (card = cardId, ws = workspaceId) => `/api/v1/workspaces/${ws}/content_groups/${card}`;
  const post = (comment: Record<string, unknown>, user = owner, card = cardId) =>
    api<{ comment: Comment }>('POST', `${cardPath(card)}/comments`, { token: user.token, body: { comment } });
  const pin = (content: Content, text: string, internal: boolean, user = owner, card = cardId) =>
    post(
      {
        description: `<p>${text}</p>`,
        internal,
        anchor: { content_id: content.id, version_id: content.version_id, page: 1, shape: point() },
      },
      user,
      card,
    );
  const setResolved = (id: string, verb: 'resolve' | 'reopen', user: SignedInUser) =>
    api<Annotation>('PUT', `${cardPath()}/comments/${id}/${verb}`, { token: user.token });
  const list = (content: Content, user: SignedInUser, versionId = content.version_id, card = cardId) =>
    api<{ annotations: Annotation[] }>(
      'GET',
      `${cardPath(card)}/contents/${content.id}/versions/${versionId}/annotations`,
      { token: user.token },
    );
  const report = (content: Content, user: SignedInUser) =>
    api<ReviewReport>('GET', `${cardPath()}/contents/${content.id}/review_report`, { token: user.token });
  const contentsOf = async (user: SignedInUser, card = cardId) =>
    (await api<Content[]>('GET', `${cardPath(card)}/contents`, { token: user.token })).body.data;

  async function replaceFile(content: Content, card: string, colour: string): Promise<Content> {
    const bytes = await png(colour);
    const presigned = await api<PresignedPost>('POST', `${cardPath(card)}/contents/new`, {
      token: owner.token,
      body: { content_type: 'image/png', size: bytes.length, filename: 'v2.png' },
    });
    await postToPresigned(presigned.body.data, bytes, 'image/png');
    const replaced = await api<Content>('PUT', `${cardPath(card)}/contents/${content.id}`, {
      token: owner.token,
      body: { replace: true, key: presigned.body.data.key, filename: 'v2.png' },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    return replaced.body.data;
  }

  beforeAll(async () => {
    owner = await signedInUser('ar-owner', { canCreateOrganization: true });
    stranger = await signedInUser('ar-stranger');
    const org = await api<{ id: string }>('POST', '/api/v1/organizations', {
      token: owner.token,
      body: { name: 'Annotation Roles' },
    });
    const organizationId = org.body.data.id;
    const fixture = await boardFixture({ ...owner, personalOrganizationId: organizationId }, ['Client Review'], 2);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    actors.push({ name: 'owner', user: owner });
    const admin = await signedInUser('ar-admin');
    await putItem(OrganizationMember, { organization_id: organizationId, user_id: admin.userId, role: 'admin' });
    actors.push({ name: 'admin', user: admin });
    for (const role of ['team_lead', 'coordinator', 'production', 'spectator', 'approver', 'contributor'] as const) {
      const user = await signedInUser(`ar-${role}`);
      await addWorkspaceMember(workspace!, user.userId, role);
      actors.push({ name: role, user });
    }
    [image, secret] = (
      await uploadCardContents(owner.token, workspaceId, cardId, [
        { bytes: await png('#2a6'), type: 'image/png', filename: 'look.png' },
        { bytes: await png('#a22'), type: 'image/png', filename: 'secret.png' },
      ])
    ).body.data;
    expect((await api('PUT', `${cardPath()}/contents/${secret.id}/hide`, { token: owner.token })).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it('covers the owner, the admin and every role of cards §6', () => {
    expect(actors.map((a) => a.name)).toEqual(Object.keys(RIGHTS));
  });

  it('lets each role pin in the tabs it may post in, and on a hidden content only with can_show', async () => {
    for (const { name, user } of actors) {
      const rights = RIGHTS[name]!;
      expect((await pin(image, `${name} team pin`, true, user)).status, `${name} Team`).toBe(
        rights.postTeam ? 201 : 403,
      );
      expect((await pin(image, `${name} guest pin`, false, user)).status, `${name} Guest`).toBe(
        rights.postGuest ? 201 : 403,
      );
      if (rights.postTeam || rights.postGuest) {
        const onHidden = await pin(secret, `${name} hidden pin`, rights.postTeam, user);
        expect(onHidden.status, `${name} hidden`).toBe(rights.seesHidden ? 201 : 404);
      }
    }
    // Nothing was stored for the refusals: the card's counts are the sum of what was accepted.
    const card = (await getCard(workspaceId, cardId))!;
    const teamPosts = Object.values(RIGHTS).filter((r) => r.postTeam).length;
    const guestPosts = Object.values(RIGHTS).filter((r) => r.postGuest).length;
    const hiddenPosts = Object.values(RIGHTS).filter((r) => (r.postTeam || r.postGuest) && r.seesHidden);
    expect(card.open_annotations_team).toBe(teamPosts + hiddenPosts.filter((r) => r.postTeam).length);
    expect(card.open_annotations_guest).toBe(guestPosts + hiddenPosts.filter((r) => !r.postTeam).length);
  });

  it("resolves and reopens others' pins by the tab rules, and always the caller's own", async () => {
    for (const { name, user } of actors) {
      const rights = RIGHTS[name]!;
      const team = (await pin(image, `team for ${name}`, true)).body.data.comment;
      const guest = (await pin(image, `guest for ${name}`, false)).body.data.comment;
      for (const [target, status] of [
        [team, rights.resolveTeam],
        [guest, rights.resolveGuest],
      ] as const) {
        const resolved = await setResolved(target.id, 'resolve', user);
        expect(resolved.status, `${name} resolves ${target.internal ? 'Team' : 'Guest'}`).toBe(status);
        expect(Boolean((await findComment(cardId, target.id))!.resolved_at)).toBe(status === 200);
        if (status === 200) {
          expect(resolved.body.data).toMatchObject({ resolved: true, resolved_by: user.userId });
          expect((await setResolved(target.id, 'reopen', user)).body.data.resolved).toBe(false);
        } else {
          expect((await setResolved(target.id, 'reopen', user)).status).toBe(status);
        }
      }
      if (rights.postTeam || rights.postGuest) {
        const own = (await pin(image, `own of ${name}`, rights.postTeam, user)).body.data.comment;
        expect((await setResolved(own.id, 'resolve', user)).status, `${name} resolves own`).toBe(200);
        expect((await setResolved(own.id, 'reopen', user)).status, `${name} reopens own`).toBe(200);
      }
    }
  });

  it('carries over the tabs each role may post in, and refuses the others', async () => {
    const card = cardId;
    for (const { name, user } of actors) {
      const rights = RIGHTS[name]!;
      const [v1] = (
        await uploadCardContents(owner.token, workspaceId, card, [
          { bytes: await png('#345'), type: 'image/png', filename: `carry-${name}.png` },
        ])
      ).body.data;
      const team = (await pin(v1, 'carry team', true)).body.data.comment;
      const guest = (await pin(v1, 'carry guest', false)).body.data.comment;
      const v2 = await replaceFile(v1, card, '#543');
      const carried = await api<Carried>(
        'POST',
        `${cardPath()}/contents/${v1.id}/versions/${v2.version_id}/annotations/carry_over`,
        { token: user.token, body: {} },
      );
      if (rights.carries === null) {
        expect(carried.status, name).toBe(403);
        expect((await list(v2, owner)).body.data.annotations).toEqual([]);
        continue;
      }
      expect(carried.status, `${name} ${JSON.stringify(carried.body)}`).toBe(201);
      const expected = [
        ...(rights.carries.includes('team') ? [team.id] : []),
        ...(rights.carries.includes('guest') ? [guest.id] : []),
      ];
      expect(carried.body.data.annotations.map((a) => a.carried_from).sort(), name).toEqual(expected.sort());
      // The ones left behind stay open on the old version.
      const old = (await list(v1, owner, v1.version_id)).body.data.annotations;
      expect(
        old
          .filter((a) => !a.resolved)
          .map((a) => a.id)
          .sort(),
      ).toEqual([team.id, guest.id].filter((id) => !expected.includes(id)).sort());
      // Naming an annotation of a tab the caller may not post in: 403, or 404 when they cannot see it.
      const other = rights.carries.includes('team') ? (rights.carries.includes('guest') ? null : guest) : team;
      if (other && old.some((a) => a.id === other.id && !a.resolved)) {
        const named = await api(
          'POST',
          `${cardPath()}/contents/${v1.id}/versions/${v2.version_id}/annotations/carry_over`,
          { token: user.token, body: { comment_ids: [other.id] } },
        );
        expect(named.status, `${name} names ${other.internal ? 'Team' : 'Guest'}`).toBe(
          other.internal && !rights.seesTeam ? 404 : 403,
        );
      }
    }
  });

  it('lists, counts and reports by the tabs each role may see', async () => {
    const [c] = (
      await uploadCardContents(owner.token, workspaceId, cardId, [
        { bytes: await png('#678'), type: 'image/png', filename: 'counted.png' },
      ])
    ).body.data;
    const team = (await pin(c, 'Team eyes only', true)).body.data.comment;
    const guest = (await pin(c, 'Visible to the client', false)).body.data.comment;
    const stageId = (await api<{ stage_id: string }>('GET', cardPath(), { token: owner.token })).body.data.stage_id;
    for (const { name, user } of actors) {
      const rights = RIGHTS[name]!;
      const listed = await list(c, user);
      expect(listed.status, name).toBe(200);
      // The Guest tab's pins first, then the Team tab's (issue 35).
      expect(
        listed.body.data.annotations.map((a) => a.id),
        name,
      ).toEqual(rights.seesTeam ? [guest.id, team.id] : [guest.id]);
      expect((await contentsOf(user)).find((x) => x.id === c.id)!.open_annotations, name).toEqual({
        team: rights.seesTeam ? 1 : 0,
        guest: 1,
      });
      const stored = (await getCard(workspaceId, cardId))!;
      const expected = {
        team: rights.seesTeam ? stored.open_annotations_team : 0,
        guest: stored.open_annotations_guest,
      };
      expect(
        (await api<{ open_annotations: unknown }>('GET', cardPath(), { token: user.token })).body.data.open_annotations,
        `${name} card`,
      ).toEqual(expected);
      const board = await api<{ items: Array<{ id: string; open_annotations?: unknown }> }>(
        'GET',
        `/api/v1/workspaces/${workspaceId}/stages/${stageId}/list_data?page=1&per_page=50`,
        { token: user.token },
      );
      expect(board.body.data.items.find((x) => x.id === cardId)?.open_annotations, `${name} board`).toEqual(expected);
      const made = await report(c, user);
      expect(made.status, name).toBe(200);
      const read = await readReport(made.body.data.url);
      expect(read.text).toContain('Visible to the client');
      expect(read.text.includes('Team eyes only'), `${name} report`).toBe(rights.seesTeam);
      expect(read.pageCount).toBe(2);
    }
  });

  it("answers 404 for another organization's ids on every annotation route and changes nothing", async () => {
    const theirs = await boardFixture(stranger, ['Theirs'], 1);
    const theirCard = theirs.stages[0].cardIds[0];
    const theirPath = cardPath(theirCard, theirs.workspaceId);
    const [theirContent] = (
      await uploadCardContents(stranger.token, theirs.workspaceId, theirCard, [
        { bytes: await png('#000'), type: 'image/png', filename: 't.png' },
      ])
    ).body.data;
    const theirPin = (
      await api<{ comment: Comment }>('POST', `${theirPath}/comments`, {
        token: stranger.token,
        body: {
          comment: {
            description: '<p>theirs</p>',
            internal: false,
            anchor: { content_id: theirContent.id, version_id: theirContent.version_id, page: 1, shape: point() },
          },
        },
      })
    ).body.data.comment;
    const versionPath = (base: string) =>
      `${base}/contents/${theirContent.id}/versions/${theirContent.version_id}/annotations`;
    /** Every annotation route with their ids, under their workspace and card and under ours; `write`: needs can_access_comment. */
    const attempts = (base: string, internal: boolean): Array<[string, string, unknown, boolean]> => [
      ['GET', versionPath(base), undefined, false],
      ['PUT', `${base}/comments/${theirPin.id}/resolve`, undefined, true],
      ['PUT', `${base}/comments/${theirPin.id}/reopen`, undefined, true],
      ['POST', `${versionPath(base)}/carry_over`, {}, true],
      ['POST', `${versionPath(base)}/carry_over`, { comment_ids: [theirPin.id] }, true],
      ['GET', `${base}/contents/${theirContent.id}/review_report`, undefined, false],
      ['GET', `${base}/comments/${theirPin.id}`, undefined, false],
      ['POST', `${base}/comments`, { comment: { description: '<p>r</p>', internal, parent_id: theirPin.id } }, true],
      [
        'POST',
        `${base}/comments`,
        {
          comment: {
            description: '<p>r</p>',
            internal,
            anchor: { content_id: theirContent.id, version_id: theirContent.version_id, page: 1, shape: point() },
          },
        },
        true,
      ],
    ];
    for (const { name, user } of actors) {
      const rights = RIGHTS[name]!;
      for (const [base, ours] of [
        [theirPath, false],
        [cardPath(), true],
      ] as const) {
        for (const [method, path, body, write] of attempts(base, !rights.postGuest)) {
          const res = await api(method, path, { token: user.token, ...(body !== undefined ? { body } : {}) });
          // In our workspace, a role without comment rights is refused by its role before any id is read
          // (the same 403 whatever the ids); everything else is unknown.
          const refusedByRole = ours && write && !rights.postTeam && !rights.postGuest;
          expect(res.status, `${name} ${method} ${path}`).toBe(refusedByRole ? 403 : 404);
        }
      }
    }
    const after = (await getCard(theirs.workspaceId, theirCard))!;
    expect([after.open_annotations_guest, after.comment_count_guest]).toEqual([1, 1]);
    expect((await findComment(theirCard, theirPin.id))!.resolved_at).toBeUndefined();
  });

  it("never lets a hidden content's annotations reach a guest: list, comments, by id, reply, resolve, report, socket", async () => {
    const guests = actors.filter((a) => !RIGHTS[a.name]!.seesHidden);
    expect(guests.map((g) => g.name)).toEqual(['approver', 'contributor']);
    const sockets = await Promise.all(
      guests.map(async ({ user }) => {
        const client = await liveClient(baseUrl(), user.token);
        clients.push(client);
        expect(await client.subscribe(`card:${cardId}`, workspaceId)).toBe(true);
        return client;
      }),
    );
    const hiddenPin = (await pin(secret, 'Guest tab on the hidden content', false)).body.data.comment;
    // A pin on a visible content after it: once a guest has its event, the hidden one would have come first.
    const visiblePin = (await pin(image, 'Guest tab on the visible content', false)).body.data.comment;
    for (const [i, { name, user }] of guests.entries()) {
      await sockets[i]!.next((m) => m.event === 'comment.created' && m.data?.comment_id === visiblePin.id);
      expect(JSON.stringify(sockets[i]!.messages), name).not.toContain(hiddenPin.id);
      expect(JSON.stringify(sockets[i]!.messages), name).not.toContain('hidden content');
      expect((await list(secret, user)).status, name).toBe(404);
      const page = await api<CommentsPage>('GET', `${cardPath()}/comments?chat_status=guest&per_page=50`, {
        token: user.token,
      });
      expect(
        page.body.data.comments.map((c) => c.id),
        name,
      ).not.toContain(hiddenPin.id);
      expect(JSON.stringify(page.body), name).not.toContain('hidden content');
      expect((await api('GET', `${cardPath()}/comments/${hiddenPin.id}`, { token: user.token })).status, name).toBe(
        404,
      );
      expect(
        (await post({ description: '<p>reply</p>', internal: false, parent_id: hiddenPin.id }, user)).status,
        name,
      ).toBe(404);
      expect((await setResolved(hiddenPin.id, 'resolve', user)).status, name).toBe(404);
      expect((await report(secret, user)).status, name).toBe(404);
      expect(
        (await contentsOf(user)).map((c) => c.id),
        name,
      ).not.toContain(secret.id);
    }
    expect((await findComment(cardId, hiddenPin.id))!.resolved_at).toBeUndefined();
    expect((await list(secret, owner)).body.data.annotations.map((a) => a.id)).toContain(hiddenPin.id);
  });
});
