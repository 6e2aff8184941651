/**
 * The change → webhook event mapping on its own (functions/src/lib/webhooks/item-webhooks.ts; decisions
 * H8–H11): what is an event and what is not, for changes the end-to-end tests do not make. Pure: no
 * request reaches the stack.
 */
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_SCHEMAS } from '../../shared/schemas/webhooks';
import { changeInstant, makesWebhookEvents, webhookDraftsOf } from '../../functions/src/lib/webhooks/item-webhooks';
import type { ItemChange } from '../../functions/src/lib/realtime/item-change';

const W = '11111111-1111-4111-8111-111111111111';
const C = '22222222-2222-4222-8222-222222222222';
const S1 = '33333333-3333-4333-8333-333333333333';
const card = (extra: Record<string, unknown> = {}) => ({
  workspace_id: W,
  card_id: C,
  stage_id: S1,
  position: 'a0',
  name: 'Card',
  created_by: 'u1',
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  ...extra,
});
const modify = (entity: string, oldImage: Record<string, unknown>, newImage: Record<string, unknown>): ItemChange => ({
  eventName: 'MODIFY',
  entity,
  oldImage,
  newImage,
});
const types = (change: ItemChange) => webhookDraftsOf(change).map((d) => d.type);

describe('webhook events of changed items', () => {
  it('makes no event of a reorder within a stage, of counters alone, or of removing a binned card for good', () => {
    expect(types(modify('card', card(), card({ position: 'a5' })))).toEqual([]);
    expect(
      types(
        modify(
          'card',
          card(),
          card({ comment_count_team: 3, total_seconds: 60, updated_at: '2026-11-27T11:00:00.000Z' }),
        ),
      ),
    ).toEqual([]);
    expect(
      types({ eventName: 'REMOVE', entity: 'card', oldImage: card({ deleted_at: '2026-11-27T10:00:00.000Z' }) }),
    ).toEqual([]);
    expect(types({ eventName: 'REMOVE', entity: 'card', oldImage: card() })).toEqual(['card.deleted']);
    // While binned, changes are no events.
    const binned = card({ deleted_at: '2026-11-27T10:00:00.000Z' });
    expect(types(modify('card', binned, { ...binned, name: 'Other' }))).toEqual([]);
  });

  it('gives card.updated the previous values of what changed, labels and participants as sorted arrays', () => {
    const [draft] = webhookDraftsOf(
      modify(
        'card',
        card({ label_ids: new Set(['b', 'a']) }),
        card({ label_ids: new Set(['c']), due_date: '2026-12-01T00:00:00.000Z' }),
      ),
    );
    expect(draft?.type).toBe('card.updated');
    expect(draft?.previous).toEqual({ due_date: null, label_ids: ['a', 'b'] });
    expect(draft?.object).toMatchObject({ label_ids: ['c'], due_date: '2026-12-01T00:00:00.000Z' });
    expect(draft?.groupId).toBe(C);
  });

  it('makes approval events of the approval comments only, and no event of accepting or rejecting a revision request', () => {
    const comment = (event_type?: string) => ({
      eventName: 'INSERT' as const,
      entity: 'comment',
      newImage: {
        card_id: C,
        workspace_id: W,
        tab: 'guest',
        comment_id: 'c1',
        user_id: 'u1',
        description: '<p>x</p>',
        created_at: '2026-11-27T10:00:00.000Z',
        ...(event_type ? { event_type } : {}),
      },
    });
    expect(types(comment('approve'))).toEqual(['approval.approved']);
    expect(types(comment('request_revision'))).toEqual(['approval.revision_requested']);
    expect(types(comment('void_submission'))).toEqual(['approval.voided']);
    expect(types(comment('accept_request'))).toEqual([]);
    expect(types(comment('reject_request'))).toEqual([]);
    expect(types(comment())).toEqual(['comment.created']);
    // Edits and deletions of comments are no events.
    expect(types(modify('comment', comment().newImage, { ...comment().newImage, description: '<p>y</p>' }))).toEqual(
      [],
    );
  });

  it('makes content.version_created when a replace made a new version, and nothing of other content changes', () => {
    const content = {
      card_id: C,
      workspace_id: W,
      content_id: 'k1',
      version_id: 'v2',
      type: 'image/png',
      filename: 'b.png',
      size: 10,
      versions_count: 1,
      hidden: false,
      updated_at: '2026-11-27T10:00:00.000Z',
    };
    const [draft] = webhookDraftsOf(
      modify('content', { ...content, version_id: 'v1', filename: 'a.png', versions_count: 0 }, content),
    );
    expect(draft?.type).toBe('content.version_created');
    expect(draft?.object).toMatchObject({ id: 'v2', content_id: 'k1', filename: 'b.png' });
    expect(types(modify('content', content, { ...content, hidden: true }))).toEqual([]);
  });

  it('makes checklist_item.completed only when an item becomes done', () => {
    const item = { card_id: C, list_id: 'l1', item_id: 'i1', description: 'Shoot', done: false };
    expect(types(modify('checklist_item', item, { ...item, done: true }))).toEqual(['checklist_item.completed']);
    expect(
      types(modify('checklist_item', { ...item, done: true }, { ...item, done: true, description: 'Shoot again' })),
    ).toEqual([]);
    expect(types(modify('checklist_item', { ...item, done: true }, item))).toEqual([]);
  });

  it('never carries the invitee e-mail address, and skips entities that make no events', () => {
    const invitation = {
      workspace_id: W,
      invitation_id: 'inv1',
      organization_id: 'o1',
      email: 'someone@example.com',
      first_name: 'Some',
      last_name: 'One',
      role: 'approver',
      invited_by: 'u1',
      created_at: '2026-11-27T10:00:00.000Z',
    };
    const [draft] = webhookDraftsOf({ eventName: 'INSERT', entity: 'invitation', newImage: invitation });
    expect(draft?.type).toBe('member.invited');
    expect(draft?.organizationId).toBe('o1');
    expect(JSON.stringify(draft)).not.toContain('@');
    expect(makesWebhookEvents('connection')).toBe(false);
    expect(makesWebhookEvents('user')).toBe(false);
    expect(webhookDraftsOf({ eventName: 'INSERT', entity: 'user', newImage: { email: 'x@example.com' } })).toEqual([]);
  });

  it('gives every card event an object its schema accepts', () => {
    for (const change of [
      { eventName: 'INSERT' as const, entity: 'card', newImage: card() },
      modify('card', card(), card({ stage_id: '44444444-4444-4444-8444-444444444444' })),
      modify('card', card(), card({ archived: true })),
      modify('card', card(), card({ deleted_at: '2026-11-27T12:00:00.000Z' })),
      modify('card', card({ deleted_at: '2026-11-27T12:00:00.000Z' }), card()),
    ]) {
      const [draft] = webhookDraftsOf(change);
      const event = {
        id: '55555555-5555-4555-8555-555555555555',
        type: draft!.type,
        created_at: '2026-11-27T12:00:00.000Z',
        organization_id: '66666666-6666-4666-8666-666666666666',
        workspace_id: W,
        actor: { id: 'u1', name: 'Ada Lovelace' },
        data: { object: draft!.object, ...(draft!.previous ? { previous_attributes: draft!.previous } : {}) },
      };
      expect(WEBHOOK_EVENT_SCHEMAS[draft!.type].safeParse(event).error?.issues ?? [], draft!.type).toEqual([]);
    }
  });

  it('names the actor of each change, and the change’s own instant to the millisecond (issue 35)', () => {
    const actors = (change: ItemChange) => webhookDraftsOf(change).map((d) => d.actorId);
    expect(actors({ eventName: 'INSERT', entity: 'card', newImage: card({ created_by: 'creator' }) })).toEqual([
      'creator',
    ]);
    expect(
      actors(modify('card', card({ changed_by: 'before' }), card({ name: 'Renamed', changed_by: 'editor' }))),
    ).toEqual(['editor']);
    expect(actors(modify('card', card(), card({ name: 'Renamed by a job' })))).toEqual([null]);
    expect(actors({ eventName: 'REMOVE', entity: 'card', oldImage: card({ changed_by: 'before' }) })).toEqual([null]);
    const item = { card_id: C, list_id: 'l1', item_id: 'i1', description: 'Shoot', done: false };
    expect(actors(modify('checklist_item', item, { ...item, done: true, changed_by: 'ticker' }))).toEqual(['ticker']);
    const comment = {
      card_id: C,
      workspace_id: W,
      tab: 'guest',
      comment_id: 'c1',
      user_id: 'author',
      description: '<p>x</p>',
      created_at: '2026-11-27T10:00:00.318Z',
    };
    expect(actors({ eventName: 'INSERT', entity: 'comment', newImage: comment })).toEqual(['author']);
    expect(actors({ eventName: 'INSERT', entity: 'comment', newImage: { ...comment, event_type: 'approve' } })).toEqual(
      ['author'],
    );
    expect(changeInstant({ eventName: 'INSERT', entity: 'comment', newImage: comment })).toBe(
      '2026-11-27T10:00:00.318Z',
    );
    expect(changeInstant(modify('card', card(), card({ name: 'x', updated_at: '2026-11-27T11:22:33.456Z' })))).toBe(
      '2026-11-27T11:22:33.456Z',
    );
    expect(changeInstant({ eventName: 'REMOVE', entity: 'card', oldImage: card() })).toBeNull();
  });
});
