/**
 * The Add-endpoint form's event types in groups (issue 29 "Events": cards, approvals, comments, contents,
 * checklists, members). A type's group is the object before its dot (`card.moved` → Cards); a type the
 * page does not know yet still shows, in "Other", so a server that adds types needs no web release.
 */

/** One group of checkboxes: its heading and its types in the server's order. */
export interface EventGroup {
  name: string;
  types: string[];
}

/** The object of an event type → its group's heading, in the order the form shows them. */
const GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['card', 'Cards'],
  ['approval', 'Approvals'],
  ['comment', 'Comments'],
  ['content', 'Contents'],
  ['checklist_item', 'Checklists'],
  ['member', 'Members'],
];
const OTHER = 'Other';

/** The groups that have at least one of `types`, in the form's order, with "Other" last. */
export function groupEventTypes(types: readonly string[]): EventGroup[] {
  const byName = new Map<string, string[]>();
  for (const type of types) {
    const object = type.slice(0, type.indexOf('.'));
    const name = GROUPS.find(([prefix]) => prefix === object)?.[1] ?? OTHER;
    byName.set(name, [...(byName.get(name) ?? []), type]);
  }
  return [...GROUPS.map(([, name]) => name), OTHER]
    .filter((name) => byName.has(name))
    .map((name) => ({ name, types: byName.get(name)! }));
}

/** A type as a person reads it: `approval.revision_requested` → "revision requested". */
export function eventTypeLabel(type: string): string {
  return type.slice(type.indexOf('.') + 1).replaceAll('_', ' ');
}

/** Whether every one of `types` is chosen; false for none. */
export function allChosen(types: readonly string[], chosen: readonly string[]): boolean {
  return types.length > 0 && types.every((t) => chosen.includes(t));
}

/**
 * `chosen` with `types` all added (`on`) or all removed, kept in the order of `order` (the server's list),
 * so a request and a comparison never depend on the order of clicks.
 */
export function toggleTypes(
  order: readonly string[],
  chosen: readonly string[],
  types: readonly string[],
  on: boolean,
): string[] {
  const next = new Set(chosen);
  for (const type of types) {
    if (on) next.add(type);
    else next.delete(type);
  }
  return order.filter((t) => next.has(t));
}
