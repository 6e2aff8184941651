/**
 * A whole board in one answer (issue 27 "A whole board in one round trip per stage"; beyond the spec,
 * BRIEF §8; docs/decisions.md D30): `GET …/workspaces/{id}/cards[?stage_id][&search]`. After the route's
 * authorization (the workspace partition, one Query, which gives the stages, labels and members), every
 * stage the caller may see is read at once, each by one Query chain of DynamoDB's own pages; then the
 * cards are presented together as the stage pages present them (participants' profiles and the caller's
 * read markers in BatchGets, previews signed locally).
 */
import type { WholeBoard } from '../../../../shared/schemas/whole-board';
import type { Access } from '../access/authorize';
import { NotFoundError } from '../../lib/http/errors';
import { visibleStages } from '../../lib/auth/visibility';
import { listEveryStageCard, WHOLE_BOARD_MAX_CARDS } from '../../data/whole-board';
import { presentCards } from './card-context';

/**
 * Every card of the workspace's stages the caller may see (or of `stageId` alone), optionally filtered by title.
 * @throws NotFoundError 'Stage not found' for a `stageId` the caller may not see (or of another workspace).
 */
export async function wholeBoardOf(
  workspaceId: string,
  access: Access,
  options: { stageId?: string; search?: string },
): Promise<WholeBoard> {
  const skeleton = access.skeleton!;
  const shown = visibleStages(skeleton.stages, access);
  const stages = options.stageId ? shown.filter((s) => s.stage_id === options.stageId) : shown;
  if (options.stageId && stages.length === 0) throw new NotFoundError('Stage not found');
  const search = options.search === '*' ? undefined : options.search;
  const read = await Promise.all(
    stages.map((stage) => listEveryStageCard(stage.stage_id, WHOLE_BOARD_MAX_CARDS, search)),
  );
  // One answer carries at most WHOLE_BOARD_MAX_CARDS cards: each stage keeps its first ones, in board order.
  let room = WHOLE_BOARD_MAX_CARDS;
  let truncated = read.some((r) => r.truncated);
  const kept = read.map((r) => {
    const items = r.items.slice(0, room);
    if (items.length < r.items.length) truncated = true;
    room -= items.length;
    return items;
  });
  const presented = await presentCards(workspaceId, kept.flat(), access, skeleton);
  let at = 0;
  return {
    stages: stages.map((stage, i) => {
      const cards = presented.slice(at, at + kept[i].length);
      at += kept[i].length;
      return { id: stage.stage_id, name: stage.name, cards };
    }),
    total: presented.length,
    truncated,
  };
}
