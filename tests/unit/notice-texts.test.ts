/**
 * The bell's notices of schedules, rules and approval rounds in the reader's language (issue 41 "each user's
 * language … used for that user's bell notifications"; decisions LV1, LV5): each writer stores the English
 * it always wrote and a `notices` message that the notifications list words in German or Spanish, with a
 * stored instant written the reader's way.
 */
import { describe, expect, it } from 'vitest';
import { noticeText, noticeValuesIn } from '../../functions/src/lib/i18n/notices';
import { noticeSummary, reviewerActorName } from '../../functions/src/lib/i18n/notice-summary';
import { reminderNotice } from '../../functions/src/services/cards/card-reminders';
import { orphanedRuleNotice } from '../../functions/src/services/recurrence/orphaned-rule';

/** A stored notification of `notice`, as the notifications function reads it back. */
const stored = ({ summary, message }: ReturnType<typeof noticeText>) => ({
  summary,
  message_key: message.key,
  message_values: message.values,
});

describe('notices worded per reader', () => {
  it('marks a reviewer by link as a reviewer in the reader’s language, also in notices stored in English', () => {
    expect(reviewerActorName('Dana Ruiz', 'en')).toBe('Dana Ruiz (Reviewer)');
    expect(reviewerActorName('Dana Ruiz', 'de')).toBe('Dana Ruiz (Prüfer)');
    const notice = noticeText('comment.commented', { actor: reviewerActorName('Dana Ruiz', 'en'), card: 'Poster' });
    expect(notice.summary).toBe('Dana Ruiz (Reviewer) commented on "Poster"');
    expect(noticeSummary(stored(notice), 'de')).toContain('Dana Ruiz (Prüfer)');
    expect(noticeSummary(stored(notice), 'es')).toContain('Dana Ruiz (revisor)');
    expect(noticeSummary(stored(notice), 'fr')).toContain('Dana Ruiz (relecteur)');
    expect(noticeSummary(stored(notice), 'de')).not.toContain('Reviewer');
  });

  it('writes a stored due date as each reader reads it', () => {
    const notice = reminderNotice('due_reminder', 'Poster', '2026-11-30T17:00:00.000Z');
    expect(notice.summary).toBe('"Poster" is due Nov 30, 2026 05:00 PM');
    expect(notice.message.values.dueDate).toBe('2026-11-30T17:00:00.000Z');
    expect(noticeSummary(stored(notice), 'de')).toBe('„Poster“ ist fällig am 30.11.2026, 17:00 UTC');
    expect(noticeSummary(stored(notice), 'es')).toBe('«Poster» vence el 30 nov 2026, 17:00 UTC');
    // French: « » with no-break spaces inside (decisions FR1).
    expect(noticeSummary(stored(notice), 'fr')).toBe('«\u00a0Poster\u00a0» est à rendre le 30 nov. 2026, 17:00 UTC');
    const late = reminderNotice('past_due_reminder', 'Poster', '2026-11-30T17:00:00.000Z');
    expect(late.summary).toBe('"Poster" is past due (due Nov 30, 2026 05:00 PM)');
    expect(noticeValuesIn('de', { card: 'Date night', dueDate: '2026-11-30T17:00:00.000Z' })).toEqual({
      card: 'Date night',
      dueDate: '30.11.2026, 17:00 UTC',
    });
  });

  it('words a round vote by rule and decision', () => {
    const values = { actor: 'Ana', card: 'Poster', approved: '1', total: '2' };
    const counted = noticeText('vote.cast', { ...values, decision: 'approve', rule: 'count' });
    expect(counted.summary).toBe('Ana approved "Poster" (1 of 2 approved)');
    expect(noticeSummary(stored(counted), 'de')).toBe('Ana hat „Poster“ freigegeben (1 von 2 haben freigegeben)');
    expect(noticeSummary(stored(counted), 'fr')).toBe('Ana a approuvé «\u00a0Poster\u00a0» (1 sur 2 ont approuvé)');
    const decided = noticeText('vote.cast', { ...values, decision: 'request_revision', rule: 'decision_maker' });
    expect(decided.summary).toBe('Ana requested changes on "Poster" (the decision maker decides this round)');
    expect(noticeSummary(stored(decided), 'es')).toBe(
      'Ana pidió cambios en «Poster» (en esta ronda decide la persona designada)',
    );
  });

  it('words the schedule’s and the rules’ notices, keeping the English they had', () => {
    const cases: Array<[ReturnType<typeof noticeText>, string, string]> = [
      [
        noticeText('round.complete', { card: 'Poster', round: '2' }),
        '"Poster" is approved: every remaining reviewer of round 2 approved',
        '„Poster“ ist freigegeben: Alle verbleibenden Prüfer der Runde 2 haben freigegeben',
      ],
      [
        noticeText('timer.autoStopped', { card: 'Poster' }),
        'Your timer on "Poster" was stopped after 12 hours.',
        'Ihr Timer für „Poster“ wurde nach 12 Stunden gestoppt.',
      ],
      [
        noticeText('rule.notifyDefault', { rule: 'Ping', card: 'Poster', stage: 'Review' }),
        'Rule "Ping": "Poster" is in Review',
        'Regel „Ping“: „Poster“ ist in Review',
      ],
      [
        orphanedRuleNotice('Weekly post', 'Ana'),
        '"Weekly post" stopped repeating: Ana, who set its repeat rule, is no longer in the workspace.',
        '„Weekly post“ wird nicht mehr wiederholt: Ana, der die Wiederholung eingerichtet hat, ist nicht mehr im Workspace.',
      ],
    ];
    for (const [notice, english, german] of cases) {
      expect(notice.summary).toBe(english);
      expect(noticeSummary(stored(notice), 'en')).toBe(english);
      expect(noticeSummary(stored(notice), 'de')).toBe(german);
    }
  });
});
