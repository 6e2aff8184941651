/**
 * The scheduled run's work for one recurring card (issue 28 "Recurring cards", issue 35; decisions G17–G21,
 * RC2–RC5): make every occurrence due since its job's instant, however late the run, each exactly once, then
 * queue the next.
 *
 * Exactly once, whatever the runs and their order: each occurrence is keyed by its date in the rule's time
 * zone (a `recurring_occurrence` item in the template's partition), created `attribute_not_exists` in the
 * transaction that makes the copy; a run that finds the date taken makes nothing. The run also holds the
 * job's claim (decisions D23). An occurrence is a copy of the template (the rule's parts: description,
 * lists, labels, participants, contents) at the end of the template's current stage, named with its date
 * ("Social calendar · Mon 14 Dec"), due at the occurrence (the rule's time of day), and linked to its
 * template (`recurring_template_id`). A rule whose setter left the workspace stops (./orphaned-rule.ts).
 */
import { getCard, type CardRecord } from '../../data/cards';
import { cloneCard } from '../../data/card-copy';
import {
  advanceCardRecurrence,
  deleteCardRecurrence,
  getCardRecurrence,
  ruleOf,
  type CardRecurrenceRecord,
} from '../../data/card-recurrences';
import { getRecurringOccurrence, occurrenceKeyItem } from '../../data/recurring-occurrences';
import type { ScheduleEntry } from '../../data/schedule-entries';
import { loadWorkspaceSkeleton, type WorkspaceSkeleton } from '../../data/workspaces';
import { logger } from '../../lib/observability';
import { copyCardContents, discardCopiedContents } from '../cards/copy-contents';
import { occurrenceCardId, occurrenceDates, occurrenceDay, occurrenceName } from './occurrence-copy';
import { nextOccurrence, occurrencesBetween } from './occurrences';
import { setterRemains, stopForRemovedSetter } from './orphaned-rule';

/** At most this many occurrences are made per job and run (each is one clone transaction). */
export const OCCURRENCES_PER_RUN = 50;

/** Make the occurrence at `at` unless its date is taken. @returns whether this call made it. */
async function makeOccurrence(
  template: CardRecord,
  recurrence: CardRecurrenceRecord,
  skeleton: WorkspaceSkeleton,
  at: Date,
): Promise<boolean> {
  const rule = ruleOf(recurrence);
  const day = occurrenceDay(at, rule.time_zone);
  // A cheap read first; the conditional write in the copy's transaction is what guarantees "once".
  if (await getRecurringOccurrence(template.card_id, day)) return false;
  const cardId = occurrenceCardId(template.card_id, day);
  const { parts } = rule;
  const settings = {
    name: occurrenceName(template.name, at, rule.time_zone),
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
    ? await copyCardContents({
        ...scope,
        sourceCardId: template.card_id,
        copies: 1,
        includeHidden: true,
        createdBy: recurrence.created_by,
        cardIds: [cardId],
      })
    : undefined;
  let made: CardRecord[];
  try {
    made = await cloneCard(template.workspace_id, template.card_id, settings, {
      stageId: template.stage_id,
      createdBy: recurrence.created_by,
      memberIds: new Set(skeleton.members.map((m) => m.user_id)),
      labelIds: new Set(skeleton.labels.map((l) => l.label_id)),
      includeHiddenLists: true,
      contents,
      cardIds: [cardId],
      dates: occurrenceDates(template, at),
      recurringTemplateId: template.card_id,
      guard: occurrenceKeyItem({
        card_id: template.card_id,
        day,
        occurrence_card_id: cardId,
        occurs_at: at.toISOString(),
      }),
    });
  } catch (error) {
    if (contents) await discardCopiedContents(scope, contents);
    throw error;
  }
  if (!made.length && contents) await discardCopiedContents(scope, contents);
  return made.length > 0;
}

/**
 * The `recurring_card` job's processor: as of `now`, make the template's occurrences from the job's instant
 * up to (not including) `now`, then queue the next one at or after `now`. A rule gone (stopped) or a template
 * gone or binned makes nothing; a template gone also loses its rule; a rule whose setter left stops and the
 * Team Leads are told. @returns how many occurrences it made.
 */
export async function makeDueOccurrences(
  entry: Pick<ScheduleEntry, 'subject_id' | 'due_at' | 'payload'>,
  now: Date,
): Promise<number> {
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
  const skeleton = await loadWorkspaceSkeleton(template.workspace_id);
  if (!skeleton.workspace) return 0;
  if (!(await setterRemains(recurrence, skeleton))) {
    await stopForRemovedSetter(recurrence, template, skeleton);
    return 0;
  }
  let made = 0;
  for (const at of due) if (await makeOccurrence(template, recurrence, skeleton, at)) made += 1;
  const next = missed[OCCURRENCES_PER_RUN] ?? nextOccurrence(rule, startsAt, now);
  if (!(await advanceCardRecurrence(recurrence, next)))
    logger.info('Recurring card changed during its run; the change stands', { cardId: recurrence.card_id });
  return made;
}
