/**
 * The demo data's pages a bench measures (issue 30 layout shift, issue 39 Lighthouse): as the demo owner,
 * the first workspace's board and the page of its first card with a picture (what loads last on a card's
 * page), or its first card when none has one.
 */
import { DEMO_PASSWORD, DEMO_USERS } from '../../infra/local/demo-users';

export interface DemoTarget {
  email: string;
  password: string;
  /** Paths below the app's origin. */
  boardPath: string;
  cardPath: string;
}

/**
 * Signs in through the API of the stack at `url` (seeded with the demo data) and finds the pages.
 * @throws when the demo data has no card.
 */
export async function findDemoTarget(url: string): Promise<DemoTarget> {
  const email = DEMO_USERS[0].email;
  const auth = (await (
    await fetch(`${url}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
  ).json()) as { data: { access_token: string } };
  const get = async <T>(path: string) =>
    (
      (await (
        await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${auth.data.access_token}` } })
      ).json()) as {
        data: T;
      }
    ).data;
  const organizations = await get<Array<{ id: string }>>('/api/v1/organizations');
  let target: { org: string; workspace: string; card: string } | null = null;
  for (const organization of organizations) {
    for (const workspace of await get<Array<{ id: string }>>(`/api/v1/workspaces?organization_id=${organization.id}`)) {
      const board = await get<{ stages: Array<{ cards: Array<{ id: string; preview: unknown }> }> }>(
        `/api/v1/workspaces/${workspace.id}/cards`,
      );
      const cards = board.stages.flatMap((stage) => stage.cards);
      const card = cards.find((c) => c.preview) ?? cards[0];
      if (card && (!target || card.preview)) target = { org: organization.id, workspace: workspace.id, card: card.id };
      if (card?.preview) break;
    }
    if (target) break;
  }
  if (!target) throw new Error('The demo data has no card to measure');
  return {
    email,
    password: DEMO_PASSWORD,
    boardPath: `/organizations/${target.org}/workspaces/${target.workspace}/board`,
    cardPath: `/organizations/${target.org}/workspaces/${target.workspace}/content_groups/${target.card}`,
  };
}
