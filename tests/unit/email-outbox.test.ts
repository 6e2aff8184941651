/**
 * The outbox sender's dedupe (issue 40 "Nothing is sent twice"; decisions MO2): `deliverOutboxMessage` against an
 * in-memory marker store that keeps the table's conditions (a claim is a put if absent; a release or an outcome
 * needs the claim's attempt id), with SES faked.
 */
import { describe, expect, it } from 'vitest';
import type { EmailOutboxMessage } from '../../functions/src/lib/email/send-email';
import {
  deliverOutboxMessage,
  LEASE_MS,
  type ClaimResult,
  type OutboxDeps,
  type SendMarkers,
} from '../../functions/src/services/email/deliver-outbox';

type Marker = { status: 'sending' | 'sent' | 'refused'; attemptId: string; leaseUntil: number };

/** The table's markers, in memory, with the same conditions. */
function memoryMarkers(): SendMarkers & { items: Map<string, Marker> } {
  const items = new Map<string, Marker>();
  return {
    items,
    async claim(id, attemptId, now, leaseMs): Promise<ClaimResult> {
      const held = items.get(id);
      if (held) return { claimed: false, status: held.status, leaseUntil: held.leaseUntil };
      items.set(id, { status: 'sending', attemptId, leaseUntil: now + leaseMs });
      return { claimed: true };
    },
    async settle(id, attemptId, status) {
      const held = items.get(id);
      if (held?.attemptId !== attemptId) throw new Error('ConditionalCheckFailedException');
      items.set(id, { ...held, status });
    },
    async release(id, attemptId) {
      const held = items.get(id);
      if (held?.attemptId === attemptId && held.status === 'sending') items.delete(id);
    },
  };
}

const message = (id = 'mail-1'): EmailOutboxMessage => ({
  id,
  to: 'rita@client.example',
  content: { subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' },
  queued_at: '2026-12-06T12:00:00.000Z',
});

function depsWith(overrides: Partial<OutboxDeps> = {}) {
  const sent: string[] = [];
  let clock = Date.parse('2026-12-06T12:00:00Z');
  let attempts = 0;
  const deps: OutboxDeps = {
    markers: memoryMarkers(),
    deliver: async (to) => {
      sent.push(to);
      return `ses-${sent.length}`;
    },
    isRefusal: (error) => (error as Error).name === 'MessageRejected',
    now: () => clock,
    newAttemptId: () => `attempt-${++attempts}`,
    ...overrides,
  };
  return { deps, sent, advance: (ms: number) => (clock += ms) };
}

describe('the outbox sender', () => {
  it('sends an e-mail delivered twice only once', async () => {
    const { deps, sent } = depsWith();
    expect(await deliverOutboxMessage(message(), deps)).toBe('sent');
    expect(await deliverOutboxMessage(message(), deps)).toBe('duplicate');
    expect(sent).toEqual(['rita@client.example']);
  });

  it('sends two different e-mails to one person both', async () => {
    const { deps, sent } = depsWith();
    await deliverOutboxMessage(message('a'), deps);
    await deliverOutboxMessage(message('b'), deps);
    expect(sent).toHaveLength(2);
  });

  it('releases its claim when SES fails, so the retry sends it, once', async () => {
    let down = true;
    const sent: string[] = [];
    const { deps } = depsWith({
      deliver: async (to) => {
        if (down) throw Object.assign(new Error('SES down'), { name: 'InternalFailure' });
        sent.push(to);
        return 'ses-1';
      },
    });
    await expect(deliverOutboxMessage(message(), deps)).rejects.toThrow('SES down');
    await expect(deliverOutboxMessage(message(), deps)).rejects.toThrow('SES down');
    expect(sent).toEqual([]);
    down = false;
    expect(await deliverOutboxMessage(message(), deps)).toBe('sent');
    expect(await deliverOutboxMessage(message(), deps)).toBe('duplicate');
    expect(sent).toEqual(['rita@client.example']);
  });

  it('lets a second copy wait while the first is being sent, then drops it', async () => {
    let finish: () => void = () => undefined;
    const sent: string[] = [];
    const { deps } = depsWith({
      deliver: (to) =>
        new Promise((resolve) => {
          finish = () => {
            sent.push(to);
            resolve('ses-1');
          };
        }),
    });
    const first = deliverOutboxMessage(message(), deps);
    await Promise.resolve();
    await expect(deliverOutboxMessage(message(), deps)).rejects.toThrow('being sent by another attempt');
    finish();
    expect(await first).toBe('sent');
    expect(await deliverOutboxMessage(message(), deps)).toBe('duplicate');
    expect(sent).toHaveLength(1);
  });

  it('does not send again after an attempt stopped between its claim and its outcome', async () => {
    const { deps, sent, advance } = depsWith();
    // An attempt claimed the e-mail and its runtime ended: nobody released or settled the claim.
    await deps.markers.claim('mail-1', 'lost-attempt', deps.now(), LEASE_MS);
    await expect(deliverOutboxMessage(message(), deps)).rejects.toThrow('another attempt');
    advance(LEASE_MS + 1);
    expect(await deliverOutboxMessage(message(), deps)).toBe('unknown');
    expect(sent).toEqual([]);
  });

  it('does not retry an e-mail SES refuses for good', async () => {
    let calls = 0;
    const { deps } = depsWith({
      deliver: async () => {
        calls += 1;
        throw Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' });
      },
    });
    expect(await deliverOutboxMessage(message(), deps)).toBe('refused');
    expect(await deliverOutboxMessage(message(), deps)).toBe('duplicate');
    expect(calls).toBe(1);
  });

  it('counts an e-mail sent even when its marker cannot be written, and never sends it again', async () => {
    const { deps, sent, advance } = depsWith();
    const markers = deps.markers;
    const failingSettle: SendMarkers = { ...markers, settle: async () => Promise.reject(new Error('table down')) };
    expect(await deliverOutboxMessage(message(), { ...deps, markers: failingSettle })).toBe('sent');
    advance(LEASE_MS + 1);
    expect(await deliverOutboxMessage(message(), deps)).toBe('unknown');
    expect(sent).toHaveLength(1);
  });
});
