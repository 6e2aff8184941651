/**
 * `npm run cost` (issue 39 "A cost model, measured"): what one agency's month costs to serve, in dollars.
 *
 * Starts the local stack in this process with the demo data, opens 8 team members' boards over WebSocket
 * (3 workspaces: Northwind's two and one made here), then replays each user action of the modelled month
 * (./month.ts) through the HTTP API as the web app sends it, one action type after another, metering what
 * each used (./meter.ts): DynamoDB request units, Lambda invocations and GB-seconds, HTTP API requests,
 * WebSocket messages, S3, SES and SQS requests, and the bytes CloudFront would carry. Each action runs
 * `COST_SCALE` × its monthly count times (default 0.05, at least 5; `COST_SCALE=1` replays the whole month),
 * and its mean is multiplied by the month's count. Prices: ./prices.ts (dated). Prints the cost per action,
 * per service and per organization-month, with the machine's load average (Lambda durations are measured
 * here, not on Lambda's CPUs).
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { REPO_ROOT, startLocalStack } from '../../infra/local/stack';
import { DEMO_PASSWORD } from '../../infra/local/demo-users';
import { onInvocation } from '../../infra/local/metering';
import { onDynamoRequest } from '../../functions/src/lib/aws/dynamodb';
import { SCHEDULED_FUNCTIONS } from '../../functions/src/catalogue';
import { liveClient, type LiveClient } from '../support/live';
import { startMeter, type Metered } from './meter';
import { addUsage, dollars, dollarsByService, emptyUsage, PRICES_AS_OF, type Usage } from './prices';
import {
  APP_LOADS_PER_MEMBER,
  CONNECTION_MINUTES,
  MONTH_ACTIONS,
  MONTHLY_ACTIVE_USERS,
  PEOPLE,
  UPLOAD_BYTES,
  type MonthAction,
} from './month';

const SCALE = Number(process.env.COST_SCALE ?? 0.05);
const MIN_RUNS = 5;

/** What a replayed action did outside the stack's handlers: the browser's own traffic. */
interface BrowserSide {
  /** Bytes of the API's answers as sent (compressed), which CloudFront carries. */
  bytes: number;
  s3Reads?: number;
  s3Writes?: number;
}

type Api = (method: string, path: string, body?: unknown) => Promise<{ data: unknown; bytes: number }>;

const stack = await startLocalStack({
  port: 0,
  dataDir: mkdtempSync(join(tmpdir(), 'greenlight-cost-')),
  logLevel: 'ERROR',
  seedDemoData: true,
});
const sockets: LiveClient[] = [];
try {
  await stack.seed;
  const signIn = async (email: string) => {
    const res = await fetch(`${stack.url}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    const body = (await res.json()) as { data: { access_token: string; user: { id: string } } };
    return { token: body.data.access_token, userId: body.data.user.id };
  };
  const apiAs =
    (token: string): Api =>
    async (method, path, body) => {
      const res = await fetch(`${stack.url}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      const bytes = Number(res.headers.get('content-length') ?? Buffer.byteLength(text));
      return { data: text ? (JSON.parse(text) as { data: unknown }).data : undefined, bytes };
    };

  const owner = await signIn('demo@greenlight.local');
  const approver = await signIn('approver@greenlight.local');
  const team = await Promise.all(
    ['teamlead', 'coordinator', 'production'].map((name) => signIn(`${name}@greenlight.local`)),
  );
  const asOwner = apiAs(owner.token);
  const asApprover = apiAs(approver.token);

  const organizations = (await asOwner('GET', '/organizations')).data as Array<{ id: string; name: string }>;
  const orgId = organizations.find((o) => o.name === 'Northwind Agency')!.id;
  const listed = (await asOwner('GET', `/organizations/workspaces?organization_id=${orgId}`)).data as Array<{
    id: string;
    name: string;
  }>;
  const northwind = ['Spring Campaign', 'Website Refresh'].map((name) => listed.find((w) => w.name === name)!.id);
  const brandKit = (
    (await asOwner('POST', '/workspaces', { name: 'Brand Kit', organization_id: orgId })).data as { id: string }
  ).id;
  const workspaces = [...northwind, brandKit];
  const stagesOf = async (workspaceId: string) =>
    ((await asOwner('GET', `/workspaces/${workspaceId}`)).data as { stages: Array<{ id: string; name: string }> })
      .stages;
  for (const name of ['Draft', 'In Progress'])
    await asOwner('POST', `/workspaces/${brandKit}/stages`, { name, visible_to_client: false });
  const [draft, doing] = await stagesOf(brandKit);
  const spring = workspaces[0];
  const review = (await stagesOf(spring)).find((s) => s.name === 'Client Review')!;

  // The team's open boards: 8 screens over the 3 workspaces, each on its board's and its user's channel.
  const people = [owner, ...team];
  for (let i = 0; i < PEOPLE.team; i++) {
    const person = people[i % people.length];
    const workspaceId = workspaces[i % workspaces.length];
    const socket = await liveClient(stack.url, person.token);
    await socket.subscribe(`workspace:${workspaceId}`, workspaceId);
    await socket.subscribe(`user:${person.userId}`);
    sockets.push(socket);
  }

  const runs = (action: MonthAction) => Math.max(MIN_RUNS, Math.round(MONTH_ACTIONS[action] * SCALE));
  const cardsOn = async (workspaceId: string, stageId?: string) => {
    const board = (await asOwner('GET', `/workspaces/${workspaceId}/cards${stageId ? `?stage_id=${stageId}` : ''}`))
      .data as { stages: Array<{ id: string; cards: Array<{ id: string }> }> };
    return board.stages.flatMap((s) => s.cards.map((c) => c.id));
  };
  const created: string[] = [];
  const image = await sharp({
    create: {
      width: 1000,
      height: 700,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
  const upload = Buffer.concat([image, Buffer.alloc(Math.max(0, UPLOAD_BYTES - image.length))]);
  const springCards = await cardsOn(spring);
  const reviewCards: string[] = [];
  for (let i = 0; i < runs('approval round'); i++)
    reviewCards.push(
      (
        (await asOwner('POST', `/workspaces/${spring}/content_groups`, { name: `Proof ${i + 1}`, stage_id: review.id }))
          .data as { id: string }
      ).id,
    );
  const order = { [draft.id]: [] as string[], [doing.id]: [] as string[] };

  /** Each action: one run, as the web app sends it; `i` counts runs from 0. */
  const actions: Record<MonthAction, (i: number) => Promise<BrowserSide>> = {
    'create a card': async (i) => {
      const answer = await asOwner('POST', `/workspaces/${brandKit}/content_groups`, {
        name: `Card ${i + 1}`,
        stage_id: draft.id,
      });
      const id = (answer.data as { id: string }).id;
      created.push(id);
      order[draft.id].unshift(id);
      return { bytes: answer.bytes };
    },
    'comment or pin': async (i) => {
      const card = springCards[i % springCards.length];
      const answer = await asOwner('POST', `/workspaces/${spring}/content_groups/${card}/comments`, {
        comment: { description: `<p>Note ${i + 1}: tighten the headline.</p>`, internal: i % 2 === 0 },
      });
      return { bytes: answer.bytes };
    },
    'upload a 2 MB image': async (i) => {
      const card = created[i % created.length];
      const base = `/workspaces/${brandKit}/content_groups/${card}/contents`;
      const presign = await asOwner('POST', `${base}/new`, {
        content_type: 'image/jpeg',
        size: upload.length,
        filename: `visual-${i + 1}.jpg`,
      });
      const presigned = presign.data as { url: string; fields: Record<string, string>; key: string };
      const form = new FormData();
      for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(upload)], { type: 'image/jpeg' }));
      const sent = await fetch(presigned.url, { method: 'POST', body: form });
      if (sent.status >= 300) throw new Error(`upload: ${sent.status}`);
      const confirm = await asOwner('POST', base, {
        contents: [{ key: presigned.key, filename: `visual-${i + 1}.jpg` }],
      });
      return { bytes: presign.bytes + confirm.bytes, s3Writes: 1 };
    },
    'open a card': async (i) => {
      const card = springCards[i % springCards.length];
      const base = `/workspaces/${spring}/content_groups/${card}`;
      const popup = await asOwner('GET', `${base}/popup`);
      const read = await asOwner('POST', `${base}/comments/mark_as_read`, { comment_type: 'team' });
      // The browser then fetches each content's thumbnail from S3.
      const contents = (popup.data as { contents?: unknown[] }).contents?.length ?? 0;
      return { bytes: popup.bytes + read.bytes, s3Reads: contents };
    },
    'move a card': async (i) => {
      const card = created[i % created.length];
      const [from, to] = order[draft.id].includes(card) ? [draft.id, doing.id] : [doing.id, draft.id];
      order[from] = order[from].filter((id) => id !== card);
      order[to] = [card, ...order[to]];
      const answer = await asOwner(
        'PUT',
        `/workspaces/${brandKit}/sort?type=content_group&content_drag_id=${card}&source_stage_id=${from}&destination_stage_id=${to}`,
        { stages: [{ id: to, content_group_ids: order[to] }] },
      );
      return { bytes: answer.bytes };
    },
    'approval round': async (i) => {
      const base = `/workspaces/${spring}/content_groups/${reviewCards[i]}/approved_content_group_stages`;
      const submitted = await asOwner('POST', `${base}?stage_id=${review.id}`, { comment: { description: '' } });
      const approved = await asApprover('PUT', `${base}/${review.id}`, { comment: { description: 'Approved.' } });
      return { bytes: submitted.bytes + approved.bytes };
    },
    'open a board': async (i) => {
      const workspaceId = workspaces[i % workspaces.length];
      const detail = await asOwner('GET', `/workspaces/${workspaceId}`);
      const board = await asOwner('GET', `/workspaces/${workspaceId}/cards`);
      const previews = JSON.stringify(board.data).match(/"preview":"http/g)?.length ?? 0;
      return { bytes: detail.bytes + board.bytes, s3Reads: previews };
    },
    'keep-alive ping': async (i) => {
      const socket = sockets[i % sockets.length];
      const pongs = socket.messages.filter((m) => m.type === 'pong').length;
      socket.socket.send(JSON.stringify({ action: 'ping' }));
      await socket.next((m) => m.type === 'pong' && socket.messages.filter((p) => p.type === 'pong').length > pongs);
      return { bytes: 0 };
    },
  };

  let lastInvocation = performance.now();
  onInvocation(() => (lastInvocation = performance.now()));
  /** Waits until no function has run for 1 s: the stream's fan-out and queued work of the phase are done. */
  const settled = async () => {
    while (performance.now() - lastInvocation < 1000) await new Promise((r) => setTimeout(r, 200));
  };

  const s3 = new S3Client({ forcePathStyle: true });
  const bucketBytes = async () => {
    let total = 0;
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET!, ContinuationToken: token }),
      );
      total += (page.Contents ?? []).reduce((sum, o) => sum + (o.Size ?? 0), 0);
      token = page.NextContinuationToken;
    } while (token);
    return total;
  };

  console.log(`Replaying the modelled month at scale ${SCALE} (load ${loadavg()[0].toFixed(1)})…`);
  await settled();
  const perAction = new Map<MonthAction, Usage>();
  const byRoute: Metered['dynamodbByRoute'] = {};
  let storedPerUpload = 0;
  for (const action of Object.keys(MONTH_ACTIONS) as MonthAction[]) {
    const n = runs(action);
    const before = action === 'upload a 2 MB image' ? await bucketBytes() : 0;
    let requests = 0;
    const stopCounting = onDynamoRequest(() => (requests += 1));
    const meter = startMeter();
    let browser: Required<BrowserSide> = { bytes: 0, s3Reads: 0, s3Writes: 0 };
    for (let i = 0; i < n; i++) {
      const side = await actions[action](i);
      browser = {
        bytes: browser.bytes + side.bytes,
        s3Reads: browser.s3Reads + (side.s3Reads ?? 0),
        s3Writes: browser.s3Writes + (side.s3Writes ?? 0),
      };
    }
    await settled();
    const used: Metered = meter.stop();
    stopCounting();
    // Every request the bench's counter saw has its capacity metered (a refused conditional write has no answer).
    if (used.dynamodbRequests > requests)
      throw new Error(`${action}: metered ${used.dynamodbRequests} of ${requests} DynamoDB requests`);
    for (const [route, units] of Object.entries(used.dynamodbByRoute)) {
      const sum = (byRoute[route] ??= { readUnits: 0, writeUnits: 0, requests: 0 });
      sum.readUnits += units.readUnits;
      sum.writeUnits += units.writeUnits;
      sum.requests += units.requests;
    }
    if (action === 'upload a 2 MB image') storedPerUpload = ((await bucketBytes()) - before) / n;
    const total: Usage = {
      ...used,
      s3Reads: used.s3Reads + browser.s3Reads,
      s3Writes: used.s3Writes + browser.s3Writes,
      cloudFrontBytes: browser.bytes,
      cloudFrontRequests: used.httpApiRequests,
    };
    perAction.set(action, addUsage(emptyUsage(), total, 1 / n));
    console.log(
      `${action.padEnd(22)} ${String(n).padStart(5)} runs   $${dollars(perAction.get(action)!).toFixed(7)} each   ` +
        `DynamoDB ${(used.dynamodbReadUnits / n).toFixed(1)} RRU ${(used.dynamodbWriteUnits / n).toFixed(1)} WRU   ` +
        `Lambda ${(used.lambdaRequests / n).toFixed(1)} × ${((used.lambdaGbSeconds / Math.max(used.lambdaRequests, 1)) * 1000).toFixed(0)} ms·GB   ` +
        `load ${loadavg()[0].toFixed(1)}`,
    );
  }

  // The month: each action's mean × its count, plus what is priced from the model itself.
  let month = emptyUsage();
  for (const [action, usage] of perAction) month = addUsage(month, usage, MONTH_ACTIONS[action]);
  const assets = webAssets();
  month = addUsage(month, {
    ...emptyUsage(),
    websocketConnectionMinutes: CONNECTION_MINUTES,
    cognitoMonthlyActiveUsers: MONTHLY_ACTIVE_USERS,
    // One month's uploads kept for a month (storage grows month on month: each month adds this much).
    s3GbMonths: (storedPerUpload * MONTH_ACTIONS['upload a 2 MB image']) / 1024 ** 3,
    cloudFrontBytes: assets.bytes * APP_LOADS_PER_MEMBER * PEOPLE.team,
    cloudFrontRequests: assets.files * APP_LOADS_PER_MEMBER * PEOPLE.team,
  });

  console.log(`\nPer organization-month (prices of ${PRICES_AS_OF}, us-east-1 list):`);
  const byService = dollarsByService(month);
  for (const [service, amount] of Object.entries(byService).sort((a, b) => b[1] - a[1]))
    console.log(`  ${service.padEnd(14)} $${amount.toFixed(4)}`);
  console.log(`  ${'total'.padEnd(14)} $${dollars(month).toFixed(4)}   (load ${loadavg()[0].toFixed(1)})`);
  console.log('\nPer action, month:');
  for (const [action, usage] of [...perAction].sort(
    (a, b) => dollars(b[1]) * MONTH_ACTIONS[b[0]] - dollars(a[1]) * MONTH_ACTIONS[a[0]],
  ))
    console.log(
      `  ${action.padEnd(22)} ${String(MONTH_ACTIONS[action]).padStart(6)} × $${dollars(usage).toFixed(7)} = $${(dollars(usage) * MONTH_ACTIONS[action]).toFixed(4)}`,
    );
  console.log('\nDynamoDB by route, over the replay (request units):');
  for (const [route, units] of Object.entries(byRoute)
    .sort((a, b) => b[1].readUnits / 8 + b[1].writeUnits / 1.6 - (a[1].readUnits / 8 + a[1].writeUnits / 1.6))
    .slice(0, 12))
    console.log(
      `  ${route.padEnd(78)} ${units.requests.toString().padStart(6)} requests ${units.readUnits.toFixed(0).padStart(7)} RRU ${units.writeUnits.toFixed(0).padStart(7)} WRU`,
    );

  // The deployment's own work, shared by every organization: the scheduled jobs on their EventBridge rates.
  let platform = emptyUsage();
  const jobLines: string[] = [];
  for (const job of SCHEDULED_FUNCTIONS) {
    // A first run does what the demo data left due (overdue reminders…); a run every 15 minutes finds little.
    // Its e-mails go out through the queue after it returns: without waiting, the metered run was billed for
    // them or not depending on timing ($0.29 or $0.0023 a month for the same code).
    await stack.runSchedule(job.name);
    await settled();
    const meter = startMeter();
    await stack.runSchedule(job.name);
    await settled();
    const used = meter.stop();
    const runsPerMonth = (30 * 24 * 60) / job.rateMinutes;
    platform = addUsage(platform, used, runsPerMonth);
    jobLines.push(
      `  ${job.name.padEnd(17)} ${String(runsPerMonth).padStart(5)} runs × $${dollars(used).toFixed(7)} = $${(dollars(used) * runsPerMonth).toFixed(4)}` +
        `   (a run: ${used.dynamodbReadUnits.toFixed(1)} RRU, ${used.dynamodbWriteUnits.toFixed(1)} WRU, ${(used.lambdaGbSeconds * 1000).toFixed(0)} GB-ms, ${used.sesMessages} e-mails, ${used.dynamodbRequests} DynamoDB requests)`,
    );
  }
  console.log(
    `\nScheduled jobs, per deployment-month whatever the number of organizations: $${dollars(platform).toFixed(4)} (load ${loadavg()[0].toFixed(1)})`,
  );
  for (const line of jobLines) console.log(line);
} finally {
  await Promise.all(sockets.map((s) => s.close()));
  await stack.stop();
}

/** The web app's built files (web/dist/assets) and their gzipped bytes: what a full load of the app transfers. */
function webAssets(): { files: number; bytes: number } {
  const dir = join(REPO_ROOT, 'web/dist/assets');
  const files = readdirSync(dir).filter((f) => /\.(js|css)$/.test(f) && statSync(join(dir, f)).isFile());
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f))).length, 0);
  return { files: files.length, bytes };
}
