/**
 * The stream consumer's input and mapping (BRIEF §7 "Live updates"): the local poller hands the consumer
 * records shaped like the recorded DynamoDB Streams batches (`events/dynamodb-streams/`), and each changed
 * item becomes the channel events the browser patches its cache from, with guests' gates and data.
 */
import { describe, expect, it } from 'vitest';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import { toLambdaRecord } from '../../infra/local/streams';
import { toItemChange } from '../../functions/src/handlers/streams/fan-out';
import { eventsOfChange } from '../../functions/src/services/realtime/item-events';
import { mergeBulkDestroys } from '../../functions/src/services/realtime/fan-out';
import { eventShape, loadEvent } from '../support/events';

const IMAGE_MAPS = ['Records[].dynamodb.Keys', 'Records[].dynamodb.NewImage', 'Records[].dynamodb.OldImage'];

/** The fixture's record as the DynamoDB Streams API returns it (what the local poller reads). */
function asStreamsApiRecord(record: DynamoDBStreamEvent['Records'][number]): StreamRecord {
  const { eventID, eventName, eventVersion, eventSource, awsRegion, dynamodb } = record;
  return {
    eventID,
    eventName,
    eventVersion,
    eventSource,
    awsRegion,
    dynamodb: {
      ...dynamodb,
      ApproximateCreationDateTime: new Date((dynamodb!.ApproximateCreationDateTime ?? 0) * 1000),
    },
  } as StreamRecord;
}

describe('the local stream poller delivers records shaped like Lambda’s', () => {
  it.each([
    'dynamodb-streams/card-moved',
    'dynamodb-streams/checklist-item-removed',
    'dynamodb-streams/minimized-card-inserted',
  ] as const)('%s', (name) => {
    const fixture = loadEvent<DynamoDBStreamEvent>(name);
    const local = {
      Records: fixture.Records.map((r) => toLambdaRecord(asStreamsApiRecord(r), r.eventSourceARN!, r.awsRegion!)),
    };
    expect(eventShape(local, IMAGE_MAPS)).toEqual(eventShape(fixture, IMAGE_MAPS));
    expect(local.Records[0].dynamodb?.ApproximateCreationDateTime).toBe(
      fixture.Records[0].dynamodb?.ApproximateCreationDateTime,
    );
  });
});

describe('changed items become channel events', () => {
  it('a card moved to another stage: card.moved on the board with its new place, guests’ counts without hidden lists', () => {
    const record = loadEvent<DynamoDBStreamEvent>('dynamodb-streams/card-moved').Records[0];
    const change = toItemChange(record)!;
    expect(change.entity).toBe('card');
    const { events } = eventsOfChange(change);
    const workspaceId = change.newImage!.workspace_id as string;
    const moved = events.find((e) => e.type === 'card.moved')!;
    expect(moved.channel).toBe(`workspace:${workspaceId}`);
    expect(moved.data).toMatchObject({
      id: change.newImage!.card_id,
      stage_id: change.newImage!.stage_id,
      from_stage_id: change.oldImage!.stage_id,
      position: 'a1V',
      total_subtasks: 3,
      refresh: false,
    });
    expect(moved.guestData).toMatchObject({ total_subtasks: 2, completed_subtasks: 1 });
    expect(moved.audience).toEqual({ team: true, guests: { workspaceId, visibleStages: [change.newImage!.stage_id] } });
    // Guests who saw it in the old stage lose it when the new one is hidden from them.
    expect(events.find((e) => e.type === 'card.removed')?.audience).toEqual({
      team: false,
      guests: { workspaceId, visibleStages: [change.oldImage!.stage_id], hiddenStages: [change.newImage!.stage_id] },
    });
  });

  it('a checklist item removed: checklist_item.deleted on the card, for guests only while its list is visible', () => {
    const record = loadEvent<DynamoDBStreamEvent>('dynamodb-streams/checklist-item-removed').Records[0];
    const { events } = eventsOfChange(toItemChange(record)!);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.type).toBe('checklist_item.deleted');
    expect(event.channel).toMatch(/^card:/);
    expect(event.data).toMatchObject({ item_id: expect.any(String), list_id: expect.any(String), done: true });
    expect(event.data).not.toHaveProperty('pk');
    expect(event.audience.guests).toEqual({ visibleList: { cardId: event.data.card_id, listId: event.data.list_id } });
  });

  it('a comment: comment.created on the card channel; Team-tab comments never reach guests', () => {
    const comment = { card_id: 'c1', workspace_id: 'w1', tab: 'team', comment_id: 'x1', description: '<p>hi</p>' };
    const [team] = eventsOfChange({ eventName: 'INSERT', entity: 'comment', newImage: comment }).events;
    expect(team).toMatchObject({
      channel: 'card:c1',
      type: 'comment.created',
      audience: { team: true, guests: false },
    });
    const [guest] = eventsOfChange({
      eventName: 'INSERT',
      entity: 'comment',
      newImage: { ...comment, tab: 'guest' },
    }).events;
    expect(guest.audience).toEqual({ team: true, guests: { visibleCard: { workspaceId: 'w1', cardId: 'c1' } } });
  });

  it('an annotation (issue 26): guests receive a Guest-tab one only while its content is visible to them, never a Team one', () => {
    const pin = {
      card_id: 'c1',
      workspace_id: 'w1',
      tab: 'guest',
      comment_id: 'x2',
      description: '<p>here</p>',
      anchor: { content_id: 'k1', version_id: 'v1', page: 1, shape: { type: 'point', x: 0.5, y: 0.5 } },
    };
    const [guest] = eventsOfChange({ eventName: 'INSERT', entity: 'comment', newImage: pin }).events;
    expect(guest!.audience).toEqual({
      team: true,
      guests: { visibleCard: { workspaceId: 'w1', cardId: 'c1' }, visibleContent: { cardId: 'c1', contentId: 'k1' } },
    });
    const [team] = eventsOfChange({
      eventName: 'MODIFY',
      entity: 'comment',
      oldImage: { ...pin, tab: 'team' },
      newImage: { ...pin, tab: 'team', resolved_at: '2026-01-01T00:00:00.000Z' },
    }).events;
    expect(team).toMatchObject({ type: 'comment.changed', audience: { team: true, guests: false } });
  });

  it('a content: ids only on the card channel; a content hidden from guests reaches them as deleted, never its name', () => {
    const content = { card_id: 'c1', workspace_id: 'w1', content_id: 'k1', filename: 'secret.png', hidden: false };
    const visibleCard = { visibleCard: { workspaceId: 'w1', cardId: 'c1' } };
    const [added] = eventsOfChange({ eventName: 'INSERT', entity: 'content', newImage: content }).events;
    expect(added).toEqual({
      channel: 'card:c1',
      type: 'content.created',
      data: { id: 'k1', card_id: 'c1' },
      audience: { team: true, guests: visibleCard },
    });
    const hid = eventsOfChange({
      eventName: 'MODIFY',
      entity: 'content',
      oldImage: content,
      newImage: { ...content, hidden: true },
    }).events;
    expect(hid.map((e) => [e.type, e.audience])).toEqual([
      ['content.changed', { team: true, guests: false }],
      ['content.deleted', { team: false, guests: visibleCard }],
    ]);
    const stillHidden = eventsOfChange({
      eventName: 'MODIFY',
      entity: 'content',
      oldImage: { ...content, hidden: true },
      newImage: { ...content, hidden: true, position: 'b' },
    }).events;
    expect(stillHidden.map((e) => e.audience)).toEqual([{ team: true, guests: false }]);
    const removedHidden = eventsOfChange({
      eventName: 'REMOVE',
      entity: 'content',
      oldImage: { ...content, hidden: true },
    }).events;
    expect(removedHidden.map((e) => [e.type, e.audience.guests])).toEqual([['content.deleted', false]]);
    expect(JSON.stringify([added, ...hid, ...stillHidden, ...removedHidden])).not.toContain('secret.png');
  });

  it('a minimized card: minimized_card.created on the user channel; removals merge into one bulk_destroy_minimized_cards', () => {
    const record = loadEvent<DynamoDBStreamEvent>('dynamodb-streams/minimized-card-inserted').Records[0];
    const change = toItemChange(record)!;
    const [created] = eventsOfChange(change).events;
    expect(created).toMatchObject({
      channel: `user:${change.newImage!.user_id}`,
      type: 'minimized_card.created',
      data: { content_group_id: change.newImage!.card_id },
    });
    const removal = (cardId: string) =>
      eventsOfChange({
        eventName: 'REMOVE',
        entity: 'minimized_card',
        oldImage: { ...change.newImage, card_id: cardId },
      }).events[0];
    const merged = mergeBulkDestroys([removal('a'), created, removal('b')]);
    expect(merged.map((e) => e.type)).toEqual(['bulk_destroy_minimized_cards', 'minimized_card.created']);
    expect(merged[0].data).toEqual({ content_group_ids: ['a', 'b'] });
  });

  it('skips entities that publish nothing without reading their attributes', () => {
    const record = loadEvent<DynamoDBStreamEvent>('dynamodb-streams/minimized-card-inserted').Records[0];
    record.dynamodb!.NewImage!.__edb_e__ = { S: 'rate_limit' };
    // An attribute the unmarshaller cannot read: never touched for such entities.
    (record.dynamodb!.NewImage as Record<string, unknown>).payload = {};
    expect(toItemChange(record)).toBeNull();
  });
});

describe('bookkeeping changes stay quiet', () => {
  const list = {
    card_id: 'c',
    list_id: 'l',
    workspace_id: 'w',
    title: 'Launch',
    hidden: false,
    position: 'a0',
    item_count: 2,
    done_count: 0,
    updated_at: '1',
  };
  it('a list whose counters follow an item toggle publishes nothing; a renamed list publishes checklist.changed', () => {
    const counted = eventsOfChange({
      eventName: 'MODIFY',
      entity: 'checklist',
      oldImage: list,
      newImage: { ...list, done_count: 1, updated_at: '2' },
    });
    expect(counted.events).toEqual([]);
    const renamed = eventsOfChange({
      eventName: 'MODIFY',
      entity: 'checklist',
      oldImage: list,
      newImage: { ...list, title: 'Go live', updated_at: '2' },
    });
    expect(renamed.events.map((e) => e.type)).toEqual(['checklist.changed']);
  });

  it("a sign-out's cutoff copied onto a membership publishes nothing and revokes nothing; a role change does both (S26)", () => {
    const member = { workspace_id: 'w', user_id: 'u', organization_id: 'o', role: 'team_member', updated_at: '1' };
    const signedOut = eventsOfChange({
      eventName: 'MODIFY',
      entity: 'workspace_member',
      oldImage: member,
      newImage: { ...member, tokens_valid_after: 1_700_000_001, updated_at: '2' },
    });
    expect(signedOut.events).toEqual([]);
    expect(signedOut.revocations ?? []).toEqual([]);
    const promoted = eventsOfChange({
      eventName: 'MODIFY',
      entity: 'workspace_member',
      oldImage: member,
      newImage: { ...member, role: 'team_lead', updated_at: '2' },
    });
    expect(promoted.events.map((e) => e.type)).toEqual(['member.changed']);
    expect(promoted.revocations).toEqual([{ userId: 'u', workspaceId: 'w' }]);
  });
});

describe('what else the board and the home page show', () => {
  it('labels go to the workspace channel; a user’s unread counts to their own channel', () => {
    const label = eventsOfChange({
      eventName: 'MODIFY',
      entity: 'label',
      oldImage: { workspace_id: 'w', label_id: 'l', name: 'A' },
      newImage: { workspace_id: 'w', label_id: 'l', name: 'B' },
    });
    expect(label.events).toMatchObject([{ channel: 'workspace:w', type: 'label.changed', data: { id: 'l' } }]);
    const counter = eventsOfChange({
      eventName: 'MODIFY',
      entity: 'workspace_counter',
      newImage: { user_id: 'u', workspace_id: 'w', unread_notifications_count: 3 },
    });
    expect(counter.events).toMatchObject([
      {
        channel: 'user:u',
        type: 'workspace_counter.changed',
        data: { workspace_id: 'w', unread_notifications_count: 3, unread_messages_count: 0 },
      },
    ]);
  });

  it('a workspace publishes only when what it shows changed', () => {
    const base = { workspace_id: 'w', name: 'Spring', storage_bytes: 0, updated_at: '1' };
    expect(
      eventsOfChange({
        eventName: 'MODIFY',
        entity: 'workspace',
        oldImage: base,
        newImage: { ...base, updated_at: '2' },
      }).events,
    ).toEqual([]);
    expect(
      eventsOfChange({
        eventName: 'MODIFY',
        entity: 'workspace',
        oldImage: base,
        newImage: { ...base, storage_bytes: 10 },
      }).events.map((e) => e.type),
    ).toEqual(['workspace.changed']);
  });
});

describe('archiving', () => {
  it('an archived card leaves the board (card.archived); an unarchived one comes back (card.unarchived)', () => {
    const card = { workspace_id: 'w', card_id: 'c', stage_id: 's', position: 'a0', name: 'N', archived: false };
    expect(
      eventsOfChange({
        eventName: 'MODIFY',
        entity: 'card',
        oldImage: card,
        newImage: { ...card, archived: true },
      }).events.map((e) => e.type),
    ).toEqual(['card.archived']);
    expect(
      eventsOfChange({
        eventName: 'MODIFY',
        entity: 'card',
        oldImage: { ...card, archived: true },
        newImage: card,
      }).events.map((e) => e.type),
    ).toEqual(['card.unarchived']);
  });
});

describe('unread comment counts', () => {
  const card = {
    workspace_id: 'w',
    card_id: 'c',
    stage_id: 's',
    position: 'a0',
    name: 'N',
    comment_count_team: 1,
    comment_count_guest: 1,
  };
  const boardEvent = (newImage: Record<string, unknown>) =>
    eventsOfChange({ eventName: 'MODIFY', entity: 'card', oldImage: card, newImage }).events.find(
      (e) => e.type === 'card.changed' && e.channel === 'workspace:w',
    )!;

  it('a Team comment tells the team to fetch their counts, never guests', () => {
    const event = boardEvent({ ...card, comment_count_team: 2 });
    expect(event.data.comments).toBe(true);
    expect(event.guestData?.comments).toBe(false);
  });

  it('a Guest comment tells everyone; other changes tell no one', () => {
    const guest = boardEvent({ ...card, comment_count_guest: 2 });
    expect([guest.data.comments, guest.guestData?.comments]).toEqual([true, true]);
    const renamed = boardEvent({ ...card, name: 'M' });
    expect([renamed.data.comments, renamed.guestData?.comments]).toEqual([false, false]);
  });
});
