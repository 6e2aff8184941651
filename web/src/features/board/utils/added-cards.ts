/**
 * Cards added in this browser tab stay on the board (issue 30 item 1 "A new card vanishes";
 * docs/decisions.md K43). The server puts a new card last in its stage; when the stage has pages not
 * loaded yet, that place is behind "Load more", so the card is shown after the loaded cards instead and
 * kept there by every refresh until it arrives in a loaded page (then it takes its own place) or the page
 * is reloaded. The board and the list view read the same cached board, so both keep it.
 *
 * Pure functions over a board's stages, plus the tab's list of added card ids (module state: it lasts as
 * long as the page, which is the "until reload" of the decision).
 */

/** The stage fields these helpers read and write. */
interface StageCards<C extends { id: string }> {
  id: string;
  content_groups: C[];
  content_groups_count: number;
  paging: { has_next_page: boolean };
}

/** Workspace id → ids of the cards this tab added there. */
const addedByWorkspace = new Map<string, Set<string>>();

/** Remembers that this tab added `cardId` to `workspaceId` (call once the server has created it). */
export function rememberAddedCard(workspaceId: string, cardId: string): void {
  const ids = addedByWorkspace.get(workspaceId) ?? new Set<string>();
  ids.add(cardId);
  addedByWorkspace.set(workspaceId, ids);
}

/** The ids of the cards this tab added to `workspaceId` (empty when none). */
export function addedCardIds(workspaceId: string): ReadonlySet<string> {
  return addedByWorkspace.get(workspaceId) ?? new Set<string>();
}

/**
 * The stages with a just-created `card` shown at the end of its stage's loaded cards and counted once.
 * Unchanged when the card is already shown or its stage is not on the board.
 */
export function withAddedCard<C extends { id: string; stage_id: string }, S extends StageCards<C>>(
  stages: readonly S[],
  card: C,
): S[] {
  return stages.map((stage) =>
    stage.id !== card.stage_id || stage.content_groups.some((c) => c.id === card.id)
      ? stage
      : {
          ...stage,
          content_groups: [...stage.content_groups, card],
          content_groups_count: stage.content_groups_count + 1,
        },
  );
}

/**
 * A refreshed board (`fresh`) that keeps the added cards the board on screen (`shown`) holds in a stage
 * with unloaded pages, when the refresh did not bring them (they sit beyond its loaded pages). A card the
 * refresh shows anywhere, or one no longer on screen (moved away, binned), is not kept.
 */
export function keepAddedCards<C extends { id: string }, S extends StageCards<C>>(
  fresh: readonly S[],
  shown: readonly S[] | undefined,
  added: ReadonlySet<string>,
): S[] {
  if (!shown || added.size === 0) return [...fresh];
  const freshIds = new Set(fresh.flatMap((stage) => stage.content_groups.map((c) => c.id)));
  const shownById = new Map(shown.map((stage) => [stage.id, stage]));
  return fresh.map((stage) => {
    if (!stage.paging.has_next_page) return stage;
    const kept = (shownById.get(stage.id)?.content_groups ?? []).filter((c) => added.has(c.id) && !freshIds.has(c.id));
    return kept.length ? { ...stage, content_groups: [...stage.content_groups, ...kept] } : stage;
  });
}

/**
 * Before a "Load more" page of `stageId` is appended: the added cards that page brings are taken out of
 * their kept place, so appending puts them where they belong among the cards before and after them.
 */
export function releaseArrivingAddedCards<C extends { id: string }, S extends StageCards<C>>(
  stages: readonly S[],
  stageId: string,
  page: readonly { id: string }[],
  added: ReadonlySet<string>,
): S[] {
  const arriving = new Set(page.map((c) => c.id).filter((id) => added.has(id)));
  if (arriving.size === 0) return [...stages];
  return stages.map((stage) =>
    stage.id === stageId
      ? { ...stage, content_groups: stage.content_groups.filter((c) => !arriving.has(c.id)) }
      : stage,
  );
}
