/**
 * Copy Card limits, defaults and messages (cards spec §3 Copy settings `card_duplicate`, §5 "number of
 * copies at least 1 and at most 5"; decisions K30–K32, K34). Zod-free, so the popup can import them without
 * pulling zod into its initial JS.
 */

/**
 * The parts of a card the Copy panel may copy, each with its checkbox label, in the panel's order (cards
 * spec §2 "Contents", Copy Card panel). Each part is written once: COPY_PARTS is this table's keys.
 */
export const COPY_PART_LABELS = {
  participants: 'Participants',
  labels: 'Labels',
  start_date: 'Start Date',
  due_date: 'Due Date',
  reminder: 'Reminder',
  images: 'Images',
  description: 'Description',
  lists: 'Lists',
} as const;
export type CopyPart = keyof typeof COPY_PART_LABELS;

/** The parts in the panel's order (string keys keep their insertion order). */
export const COPY_PARTS = Object.keys(COPY_PART_LABELS) as CopyPart[];

export const COPY_LIMITS = {
  minCopies: 1,
  maxCopies: 5,
  nameLength: 255,
  /** DynamoDB's TransactWriteItems limit: a copy is one transaction (decisions K31). */
  transactionItems: 100,
} as const;

/** The copy a card title gets by default (cards spec §3 "name (default Untitled)"). */
export const DEFAULT_COPY_NAME = 'Untitled';

/** Settings as saved per user and workspace; `stage_id` null means the card's own stage. */
export type CardDuplicateSettings = Record<CopyPart, boolean> & {
  name: string;
  stage_id: string | null;
  num_copies: number;
};

/** What a user who never saved copy settings gets (cards spec §3: booleans true, Untitled, 1 copy). */
export const DEFAULT_CARD_DUPLICATE: CardDuplicateSettings = {
  name: DEFAULT_COPY_NAME,
  participants: true,
  labels: true,
  start_date: true,
  due_date: true,
  reminder: true,
  images: true,
  description: true,
  lists: true,
  stage_id: null,
  num_copies: 1,
};

/**
 * Records one clone transaction writes: per copy its card, each copied list, item and content (file)
 * and its reminder jobs (0–2: a dated copy's due and past-due reminders; decisions N10); once the target
 * stage's counter, the check on the source card and, when files are copied, the workspace's storage
 * total (decisions K31, K34).
 */
export function cloneTransactionSize(
  copies: number,
  recordsPerCopy: number,
  reminderJobs = 0,
  storage = false,
): number {
  return copies * (1 + recordsPerCopy + reminderJobs) + 2 + (storage ? 1 : 0);
}

/** The most lists, items and files a card may carry to be copied `copies` times in one transaction. */
export function maxCopiedRecords(copies: number, reminderJobs = 0, storage = false): number {
  return Math.floor((COPY_LIMITS.transactionItems - 2 - (storage ? 1 : 0)) / copies) - 1 - reminderJobs;
}

export const COPY_MESSAGES = {
  copiesRange: `Number of copies must be between ${COPY_LIMITS.minCopies} and ${COPY_LIMITS.maxCopies}.`,
  stageNotFound: 'Stage not found',
  tooLarge: (copies: number, records: number, reminderJobs = 0, storage = false) =>
    `This card's checklists and files are too large to copy ${copies} ${copies === 1 ? 'time' : 'times'} at once: ` +
    `${records} lists, items and files, and at most ${maxCopiedRecords(copies, reminderJobs, storage)} fit when making ${copies} ${copies === 1 ? 'copy' : 'copies'}. ` +
    'Make fewer copies at a time or leave Lists or Images unchecked.',
  changed: 'The card changed while it was being copied. Please try again.',
} as const;
