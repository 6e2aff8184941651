/**
 * The scheduled run's work for one recurring card (issue 28 "Recurring cards"; decisions G17–G21): make every
 * occurrence due since its job's instant, however late the run, each exactly once, then queue the next.
 *
 * Exactly once: the run holds the job's claim (decisions D23), and each occurrence's card id is the UUIDv5 of
 * (template, rule start, occurrence instant), so a run that died after making some occurrences, or a rule
 * whose job was queued twice, finds them made and skips them. An occurrence is a copy of the template (the
 * rule's parts: description, lists, labels, participants, contents) at the end of the template's current
 * stage, named as the template, with its dates moved by the time from the occurrence the template's due date
 * stands for (the rule's last firing at or before it) to this one.
 */
import { getCard, type CardRecord } from '../../data/cards';
import { cloneCard } from '../../data/card-copy';
import { advanceCardRecurrence, deleteCardRecurrence, getCardRecurrence, ruleOf, type CardRecurrenceRecord } from '../../data/card-recurrences';
import type { ScheduleEntry } from '../../data/schedule-entries';
import { loadWorkspaceSkeleton, type WorkspaceSkeleton } from '../../data/workspaces';
import { uuidv5 } from '../../lib/ids/uuid';
import { logger } from '../../lib/observability';
import { copyCardContents, discardCopiedContents } from '../cards/copy-contents';
import { lastPatternOccurrence, nextOccurrence, occurrencesBetween } from './occurrences';
import type { RecurrenceRule } from '../../../../shared/schemas/recurrence';

/** At most this many occurrences are made per job and run (each is one clone transaction). */
export const OCCURRENCES_PER_RUN = 50;

/** The card id of the occurrence at `at` of the rule set at `startsAt` on `templateId`. */
export const occurrenceCardId = (templateId: string, startsAt: string, at: Date) => uuidv5(`recurring_card:${templateId}:${startsAt}:${at.toISOString()}`);

/** `iso` moved by `shiftMs`, or null without a date. */
const shifted = (iso: string | undefined, shiftMs: number) => (iso ? new Date(Date.parse(iso) + shiftMs).toISOString() : null);

/**
 * How far an occurrence at `at` moves the template's dates: from the occurrence the template's due date (or
 * else its start date) stands for to `at`; 0 for a template without dates (its copies have none).
 */
function shiftOf(template: CardRecord, rule: RecurrenceRule, startsAt: Date, at: Date): number {
  const dated = template.due_date ?? template.start_date;
  if (!dated) return 0;
  const anchor = lastPatternOccurrence(rule, startsAt, new Date(dated));
  return anchor ? at.getTime() - anchor.getTime() : at.getTime() - Date.parse(dated);
}

/** Make the occurrence at `at` unless it exists. @returns whether this call made it. */
async function makeOccurrence(template: CardRecord, recurrence: CardRecurrenceRecord, skeleton: WorkspaceSkeleton, at: Date): Promise<boolean> {
  const cardId = occurrenceCardId(template.card_id, recurrence.starts_at, at);
  if (await getCard(template.workspace_id, cardId)) return false;
  const rule = ruleOf(recurrence);
  const { parts } = rule;
  const shiftMs = shiftOf(template, rule, new Date(recurrence.starts_at), at);
  const settings = {
    name: template.name,
    participants: parts.participants,
    labels: parts.labels,
    start_date: true,
    due_date: true,
    reminder: true,
    images: parts.images,
    description: parts.description,
    lists: parts.lists,
    stage_id: template.stage_id,
    num_copies: 1,
  };
  const scope = { organizationId: skeleton.workspace!.organization_id, workspaceId: template.workspace_id };
  const contents = parts.images
    ? await copyCardContents({ ...scope, sourceCardId: template.card_id, copies: 1, includeHidden: true, createdBy: recurrence.created_by, cardIds: [cardId] })
    : undefined;
  try {
    await cloneCard(template.workspace_id, template.card_id, settings, {
      stageId: template.stage_id,
      createdBy: recurrence.created_by,
      memberIds: new Set(skeleton.members.map((m) => m.user_id)),
      labelIds: new Set(skeleton.labels.map((l) => l.label_id)),
      includeHiddenLists: true,
      contents,
      cardIds: [cardId],
      dates: { start_date: shifted(template.start_date, shiftMs), due_date: shifted(template.due_date, shiftMs) },
    });
  } catch (error) {
    if (contents) await discardCopiedContents(scope, contents);
    throw error;
  }
  return true;
}

/**
 * The `recurring_card` job's processor: as of `now`, make the template's occurrences from the job's instant
 * up to (not including) `now`, then queue the next one at or after `now`. A rule gone (stopped) or a template
 * gone or binned makes nothing; a template gone also loses its rule. @returns how many occurrences it made.
 */
export async function makeDueOccurrences(entry: Pick<ScheduleEntry, 'subject_id' | 'due_at' | 'payload'>, now: Date): Promise<number> {
  const recurrence = await getCardRecurrence(entry.subject_id, { consistent: true });
  if (!recurrence) return 0;
  const template = await getCard(recurrence.workspace_id, recurrence.card_id);
  if (!template || template.deleted_at) {
    await deleteCardRecurrence(recurrence.card_id);
    return 0;
  }
  const rule = ruleOf(recurrence);
  const startsAt = new Date(recurrence.starts_at);
  const missed = occurrencesBetween(rule, startsAt, new Date(entry.due_at), now);
  // A very late run makes at most a batch per job; the job then falls due again at once for the rest.
  const due = missed.slice(0, OCCURRENCES_PER_RUN);
  const skeleton = due.length ? await loadWorkspaceSkeleton(template.workspace_id) : null;
  let made = 0;
  for (const at of due) if (await makeOccurrence(template, recurrence, skeleton!, at)) made += 1;
  const next = missed[OCCURRENCES_PER_RUN] ?? nextOccurrence(rule, startsAt, now);
  if (!(await advanceCardRecurrence(recurrence, next))) logger.info('Recurring card changed during its run; the change stands', { cardId: recurrence.card_id });
  return made;
}
