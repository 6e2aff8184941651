/**
 * Who is making the current change (issue 35 "webhook payloads carry … the actor (id and name) of the
 * change"; decisions EX4). The HTTP handler runs each action inside `runAsActor(caller)`, and the entities
 * whose changes become webhook events (card, checklist item, content, workspace member) stamp the id on
 * every put and update they write in that run (`changed_by`, through the schema's put and update defaults),
 * so the stream consumer reads the actor from the changed item itself, whichever write path made it.
 *
 * Outside a request (schedules, stream rules, the seed) nothing is stamped: such a change keeps no actor.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const actors = new AsyncLocalStorage<string>();

/** Run `work` as `actorId` (a user id); with null, run it as is. */
export function runAsActor<T>(actorId: string | null | undefined, work: () => Promise<T>): Promise<T> {
  return actorId ? actors.run(actorId, work) : work();
}

/** The user id of the current run's actor, or undefined outside a request. */
export function currentActorId(): string | undefined {
  return actors.getStore();
}
