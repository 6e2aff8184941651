/**
 * The card's approval round in its approval bar (issue 37 "The card shows the round number ('Round 2'), and the
 * previous round's decisions stay in the history"; issue 38 "the card shows each reviewer's decision in the
 * round ('2 of 3 approved')"): "Round 2 · 2 of 3 approved", each reviewer with their decision, and a
 * History disclosure listing the earlier rounds' decisions with who, what and when.
 */
import type { RoundDecision } from '../../../../../shared/schemas/approval-rounds';
import { useTranslation, type Translation } from '../../../lib/i18n/use-translation';
import { useApprovalRound } from '../api/get-approval-round';
import { stepTimeText } from '../utils/approval-text';
import '../english-messages';

const DECIDED: Record<RoundDecision['decision'], string> = {
  approve: 'status.approved',
  request_revision: 'status.changesRequested',
};

/** "Rita Link (reviewer): Approved 3 Dec, 11:05" (always with the date, as before issue 41). */
function decisionLine(
  t: Translation['t'],
  d: Pick<RoundDecision, 'name' | 'decision' | 'decided_at'>,
  reviewer: boolean,
) {
  const values = { name: d.name, decision: t(DECIDED[d.decision]), time: stepTimeText(new Date(d.decided_at), false) };
  return t(reviewer ? 'round.linkReviewerDecided' : 'round.memberDecided', values);
}

/** The round summary, or nothing before the card's first submission. */
export function RoundSummary({
  workspaceId,
  cardId,
  version,
}: {
  workspaceId: string;
  cardId: string;
  version: string;
}) {
  const { t } = useTranslation('approvals');
  const query = useApprovalRound(workspaceId, cardId, version);
  const round = query.data;
  if (!round || round.round === null) return null;
  return (
    <div className="gl-round" data-testid="approval-round">
      <span className="gl-round__title">
        {t('round.label', { round: round.round })}
        {round.total > 0 ? ' · ' : null}
        {round.total > 0 ? t('round.progress', { approved: round.approved, total: round.total }) : null}
      </span>
      {round.reviewers.length > 0 ? (
        <ul className="gl-round__reviewers" aria-label={t('round.reviewersOf', { round: round.round })}>
          {round.reviewers.map((r) => (
            <li key={r.id}>
              {t(r.kind === 'reviewer' ? 'round.linkReviewer' : 'round.member', {
                name: r.name,
                decision: t(r.decision ? DECIDED[r.decision] : 'round.notDecided'),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {round.history.length > 0 ? (
        <details className="gl-round__history">
          <summary>{t('round.history')}</summary>
          {round.history.map((h) => (
            <section key={h.round} aria-label={t('round.label', { round: h.round })}>
              <h4>{t('round.label', { round: h.round })}</h4>
              <ul>
                {h.decisions.map((d) => (
                  <li key={`${d.decider_id}-${d.decided_at}`}>{decisionLine(t, d, d.decider_kind === 'reviewer')}</li>
                ))}
              </ul>
            </section>
          ))}
        </details>
      ) : null}
    </div>
  );
}
