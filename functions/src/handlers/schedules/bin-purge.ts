/**
 * Recycle-bin purge: cards deleted 30 days ago are removed for good (accounts spec §4, §9). Binning a
 * card queues its job (`moveCardToBin`); a restore drops it. Runs on its EventBridge schedule; locally
 * `POST /_local/schedules/bin-purge` runs it now, with an optional `{time}` to set the clock.
 */
import { destroyBinnedCard } from '../../data/recycle-bin';
import { scheduledJob } from '../../services/schedules/run-due-jobs';

export const handler = scheduledJob({
  bin_purge: async (entry) => {
    // A card restored and binned again has a new job: this one deletes the card only while it is still the
    // card's job (its delete, conditioned on `due_at`, is part of the purge's transaction).
    if (entry.payload?.organization_id)
      await destroyBinnedCard(entry.payload.organization_id, entry.subject_id, entry.due_at);
  },
});
