/**
 * Scheduled functions on the local stack (issue 2 §3): `POST /_local/schedules/{name}` runs one now and
 * reports what it processed; unknown names are refused.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api';
import { enqueueScheduleEntry, listDueEntries } from '../../functions/src/data/schedule-entries';

describe('local schedules', () => {
  it('runs a scheduled function on demand', async () => {
    const res = await fetch(`${baseUrl()}/_local/schedules/bin-purge`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', data: [{ kind: 'bin_purge' }] });
  });

  it('clears a reminder job whose card is gone, sending nothing', async () => {
    await enqueueScheduleEntry('due_reminder', 'card-that-is-gone', new Date(Date.now() - 60_000), { workspace_id: 'workspace-that-is-gone' });
    const res = await fetch(`${baseUrl()}/_local/schedules/due-reminders`, { method: 'POST' });
    expect(await res.json()).toMatchObject({ data: [{ kind: 'due_reminder', failed: 0 }, { kind: 'past_due_reminder' }] });
    const due = await listDueEntries('due_reminder', new Date());
    expect(due.map((e) => e.subject_id)).not.toContain('card-that-is-gone');
  });

  it('refuses an unknown schedule', async () => {
    const res = await fetch(`${baseUrl()}/_local/schedules/nope`, { method: 'POST' });
    expect(res.status).toBe(404);
  });
});
