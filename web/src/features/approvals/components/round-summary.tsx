/**
 * The card's approval round in its approval bar (issue 37 "The card shows the round number ('Round 2'), and the
 * previous round's decisions stay in the history"; issue 38 "the card shows each reviewer's decision in the
 * round ('2 of 3 approved')"): "Round 2 · 2 of 3 approved", each reviewer with their decision, and a
 * History disclosure listing the earlier rounds' decisions with who, what and when.
 */
import { format } from 'date-fns';
import { roundLabel, roundProgressText } from '../../../../../shared/schemas/approval-rule-limits';
import type { RoundDecision } from '../../../../../shared/schemas/approval-rounds';
import { useApprovalRound } from '../api/get-approval-round';

const DECIDED: Record<RoundDecision['decision'], string> = {
  approve: 'Approved',
  request_revision: 'Changes requested',
};

/** "Rita Link (reviewer): Approved 3 Dec, 11:05". */
function decisionLine(d: Pick<RoundDecision, 'name' | 'decision' | 'decided_at'>, reviewer: boolean) {
  return `${d.name}${reviewer ? ' (reviewer)' : ''}: ${DECIDED[d.decision]} ${format(new Date(d.decided_at), 'd MMM, HH:mm')}`;
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
  const query = useApprovalRound(workspaceId, cardId, version);
  const round = query.data;
  if (!round || round.round === null) return null;
  return (
    <div className="gl-round" data-testid="approval-round">
      <span className="gl-round__title">
        {roundLabel(round.round)}
        {round.total > 0 ? ` · ${roundProgressText(round.approved, round.total)}` : ''}
      </span>
      {round.reviewers.length > 0 ? (
        <ul className="gl-round__reviewers" aria-label={`Reviewers of ${roundLabel(round.round)}`}>
          {round.reviewers.map((r) => (
            <li key={r.id}>
              {r.name}
              {r.kind === 'reviewer' ? ' (reviewer)' : ''}: {r.decision ? DECIDED[r.decision] : 'Not decided yet'}
            </li>
          ))}
        </ul>
      ) : null}
      {round.history.length > 0 ? (
        <details className="gl-round__history">
          <summary>History</summary>
          {round.history.map((h) => (
            <section key={h.round} aria-label={roundLabel(h.round)}>
              <h4>{roundLabel(h.round)}</h4>
              <ul>
                {h.decisions.map((d) => (
                  <li key={`${d.decider_id}-${d.decided_at}`}>{decisionLine(d, d.decider_kind === 'reviewer')}</li>
                ))}
              </ul>
            </section>
          ))}
        </details>
      ) : null}
    </div>
  );
}
