/**
 * The single DynamoDB table's physical shape: key attributes, global secondary indexes and TTL.
 *
 * CDK (`infra/lib/constructs/data.ts`) and the local stack (`infra/local/dynamodb.ts`) both build
 * the table from this one definition, so local and deployed tables cannot drift.
 * Every access pattern that uses these indexes is listed in `docs/data-model.md` (BRIEF §3).
 */
export interface IndexDefinition {
  /** GSI name, as used in Query's IndexName. */
  name: string;
  partitionKey: string;
  sortKey: string;
}

export const TABLE_DEFINITION = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes expired items in AWS. DynamoDB Local never does, so reads filter too. */
  ttlAttribute: 'expires_at',
  /** Every committed change, old and new item, feeds the realtime fan-out (functions/src/handlers/streams/fan-out.ts). */
  streamView: 'NEW_AND_OLD_IMAGES',
  globalSecondaryIndexes: [
    /** Inverted and lookup keys: a user's organizations and workspaces, an e-mail's user, a stage's cards by position. */
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** Schedule buckets and feeds: due reminders, bin purge, account deletion, an organization's recycle bin. */
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /** A workspace's cards by due date (calendar). */
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    /** A stage's cards by due date (stage sort). */
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ] satisfies IndexDefinition[],
} as const;

export type TableDefinition = typeof TABLE_DEFINITION;
