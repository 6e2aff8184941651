/**
 * Clients that write while dependencies fail (issue 40 "Performance": the fault benches, ./faults.bench.ts):
 * each loops for `durationMs`, creating a card with a unique name (4 of 5 operations) or uploading a small
 * PNG as a content of its latest card (1 of 5: presign, the POST to S3, the confirmation), and records every
 * API request's status, time and Retry-After. No request is retried: an answer other than success is a
 * failure the bench checks (503 with Retry-After).
 */
import sharp from 'sharp';

/** One API request as measured. */
export interface Sample {
  route: string;
  status: number;
  ms: number;
  /** The Retry-After header, when the answer had one. */
  retryAfter: string | null;
}

/** What the clients did: every request, and the writes the API acknowledged. */
export interface WriteRun {
  samples: Sample[];
  /** Card name → id, for every 201 of a card creation. */
  cards: Map<string, string>;
  /** Content id → card id, for every 201 of a content confirmation. */
  contents: Map<string, string>;
}

/** Where the clients write: the stack, an access token, a workspace and its stage. */
export interface WriteTarget {
  url: string;
  token: string;
  workspaceId: string;
  stageId: string;
}

/** Run `clients` loops for `durationMs` against `target`; `tag` keeps names unique across runs. */
export async function runWriters(
  target: WriteTarget,
  clients: number,
  durationMs: number,
  tag: string,
): Promise<WriteRun> {
  const run: WriteRun = { samples: [], cards: new Map(), contents: new Map() };
  const picture = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#1f8a5b' } })
    .png()
    .toBuffer();
  const call = async (route: string, method: string, path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${target.url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    run.samples.push({
      route,
      status: res.status,
      ms: performance.now() - started,
      retryAfter: res.headers.get('retry-after'),
    });
    return { status: res.status, data: (text.startsWith('{') ? JSON.parse(text).data : undefined) as never };
  };
  const contentsPath = (cardId: string) => `/workspaces/${target.workspaceId}/content_groups/${cardId}/contents`;

  const client = async (c: number) => {
    const end = performance.now() + durationMs;
    let latest: { id: string; contents: number } | undefined;
    for (let n = 0; performance.now() < end; n++) {
      if (n % 5 === 4 && latest && latest.contents < 10) {
        const card = latest;
        const form = await call('presign content', 'POST', `${contentsPath(card.id)}/new`, {
          content_type: 'image/png',
          size: picture.length,
          filename: `c${c}-${n}.png`,
        });
        if (form.status !== 201) continue;
        const { url, fields, key } = form.data as { url: string; fields: Record<string, string>; key: string };
        const upload = new FormData();
        for (const [name, value] of Object.entries(fields)) upload.append(name, value);
        upload.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }));
        if ((await fetch(url, { method: 'POST', body: upload })).status >= 300) continue;
        const confirmed = await call('confirm content', 'POST', contentsPath(card.id), {
          key,
          filename: `c${c}-${n}.png`,
        });
        if (confirmed.status === 201) {
          run.contents.set((confirmed.data as { id: string }).id, card.id);
          card.contents += 1;
        }
      } else {
        const name = `${tag} c${c} n${n}`;
        const created = await call('create card', 'POST', `/workspaces/${target.workspaceId}/content_groups`, {
          name,
          stage_id: target.stageId,
        });
        if (created.status === 201) {
          const id = (created.data as { id: string }).id;
          run.cards.set(name, id);
          latest = { id, contents: 0 };
        }
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  return run;
}
