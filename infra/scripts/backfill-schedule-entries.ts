/**
 * One-off migration for issue 25 (decisions D23; docs/data-model.md pattern 173): give every schedule entry
 * written before the pending key (gsi3) its key, so the scheduled runs see it. Run once per deployed table,
 * right after the deploy that adds the key, with the stage's credentials:
 *
 *   TABLE_NAME=<the stage's table> AWS_REGION=<its region> npx tsx infra/scripts/backfill-schedule-entries.ts
 *
 * It Scans the table (a migration, never a request path) and updates only entries still without the key,
 * each conditioned on the `due_at` it read, so it is safe to run again and beside live traffic. `npm start`
 * runs the same backfill on the local table at every start (infra/local/start.ts).
 */
import { backfillPendingKeys } from '../../functions/src/data/schedule-entries';

const updated = await backfillPendingKeys();
console.log(`${updated} schedule ${updated === 1 ? 'entry' : 'entries'} got the pending key.`);
