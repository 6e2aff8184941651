/**
 * The shapes of the change-to-event mapping (BRIEF §7 "Live updates"): a changed item as DynamoDB Streams
 * hands it over, who an event goes to, and what a mapper answers; with the small readers every mapper
 * uses. Split from ./item-events.ts, which holds the mappers (issue 30: no source file over 400 lines).
 */
/** One changed item: DynamoDB Streams' record, unmarshalled, with NEW_AND_OLD_IMAGES. */
export interface ItemChange {
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  /** The entity name (`__edb_e__`, where ElectroDB put it and the data layer keeps it). */
  entity: string;
  oldImage?: Record<string, unknown>;
  newImage?: Record<string, unknown>;
}

/**
 * When guests (subscribers with `team: false`) receive an event. Every condition given must hold; each is
 * checked against the table when the event is delivered (functions/src/services/realtime/audience.ts):
 * - `visibleStages` / `hiddenStages`: those stages of `workspaceId` are (not) visible to the client;
 * - `visibleCard`: the card's current stage is visible to the client;
 * - `visibleList`: the list exists, is not hidden from guests, and its card is visible;
 * - `visibleContent`: the content exists and is not hidden from guests (an annotation's, issue 26).
 */
export interface GuestGate {
  workspaceId?: string;
  visibleStages?: string[];
  hiddenStages?: string[];
  visibleCard?: { workspaceId: string; cardId: string };
  visibleList?: { cardId: string; listId: string };
  visibleContent?: { cardId: string; contentId: string };
  /** A reply (issue 35): the thread it answers must be visible, i.e. its parent's pin on a content not hidden. */
  visibleThread?: { cardId: string; tab: string; parentId: string };
}

/** Who receives an event: team subscribers unless `team: false`; guests never, always, or when the gate holds. */
export interface Audience {
  team: boolean;
  guests: boolean | GuestGate;
}

export interface ChannelEvent {
  channel: string;
  /** `card.moved`, `checklist_item.changed`, `bulk_destroy_minimized_cards`… */
  type: string;
  data: Record<string, unknown>;
  audience: Audience;
  /** What guests receive instead of `data` (e.g. subtask counts without hidden lists). */
  guestData?: Record<string, unknown>;
}

/** A subscriber's access changed: drop their subscriptions in the workspace (or every workspace) and tell them. */
export interface Revocation {
  userId: string;
  workspaceId?: string;
}

export interface ChangeOutcome {
  events: ChannelEvent[];
  revocations: Revocation[];
}

export type ItemEventMapper = (change: ItemChange) => Partial<ChangeOutcome>;

export type Image = Record<string, unknown>;

export const EVERYONE: Audience = { team: true, guests: true };
export const TEAM_ONLY: Audience = { team: true, guests: false };

/** The item's own attributes: keys, index keys and the entity and version markers removed. */
export function attributesOf(image: Image | undefined): Image {
  if (!image) return {};
  return Object.fromEntries(
    Object.entries(image)
      .filter(([key]) => !/^(pk|sk|gsi\d+pk|gsi\d+sk|__edb_\w+__)$/.test(key))
      // String sets (labels, participants) travel as arrays.
      .map(([key, value]) => [key, value instanceof Set ? [...(value as Set<unknown>)] : value]),
  );
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** `created`, `changed` or `deleted`, from the stream's event name. */
export function verbOf(eventName: ItemChange['eventName']): 'created' | 'changed' | 'deleted' {
  return eventName === 'INSERT' ? 'created' : eventName === 'REMOVE' ? 'deleted' : 'changed';
}

/** Whether any of `keys` differs between the two images (sets compare by content). */
export function changed(change: ItemChange, keys: string[]): boolean {
  const norm = (value: unknown) => JSON.stringify(value instanceof Set ? [...value].sort() : (value ?? null));
  return keys.some((key) => norm(change.oldImage?.[key]) !== norm(change.newImage?.[key]));
}

/**
 * The attributes `names` of `image` under the same names and in that order, each read by `str`
 * (undefined when absent or not a string): the plain-copy part of an event's data or a webhook's object.
 */
export function stringFields<NAME extends string>(
  image: Image,
  names: readonly NAME[],
): Record<NAME, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, str(image[name])])) as Record<NAME, string | undefined>;
}

/** As `stringFields`, with null for an attribute that is absent or not a string (a payload's nullable fields). */
export function nullableStringFields<NAME extends string>(
  image: Image,
  names: readonly NAME[],
): Record<NAME, string | null> {
  return Object.fromEntries(names.map((name) => [name, str(image[name]) ?? null])) as Record<NAME, string | null>;
}
