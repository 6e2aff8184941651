/**
 * Who a board rule's change is stamped with (issue 38 "done as Greenlight rules on behalf of the rule's
 * author"; "a rule never loops"; decisions BR5). The rule runner runs each rule's actions inside
 * `runAsActor(ruleActorId(…))`, so every card, content or checklist item they write carries, in its
 * `changed_by`, the author, the rule and the run's depth in the chain. The stream consumer reads it back:
 * a change stamped by a run at depth d triggers runs at depth d + 1. A person's next write stamps their
 * plain user id again, so the mark never outlives the rule's own change.
 */

/** The prefix of a rule's stamp; user ids are UUIDs, so they never start with it. */
const PREFIX = 'rule:';

/** The `changed_by` of a run at `depth` of rule `ruleId` by `authorId`. */
export function ruleActorId(depth: number, ruleId: string, authorId: string): string {
  return `${PREFIX}${depth}:${ruleId}:${authorId}`;
}

/** What a rule's stamp says, or null for a person's (or no) stamp. */
export function parseRuleActor(
  changedBy: string | null | undefined,
): { depth: number; ruleId: string; authorId: string } | null {
  if (!changedBy?.startsWith(PREFIX)) return null;
  const [depth, ruleId, authorId] = changedBy.slice(PREFIX.length).split(':');
  const n = Number(depth);
  if (!Number.isInteger(n) || !ruleId || !authorId) return null;
  return { depth: n, ruleId, authorId };
}

/** The person behind a `changed_by`: the user, or a rule's author. */
export function personOf(changedBy: string | null | undefined): string | null {
  return parseRuleActor(changedBy)?.authorId ?? changedBy ?? null;
}
