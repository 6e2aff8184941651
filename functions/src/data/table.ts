/**
 * The single table as DynamoDB-Toolbox sees it (BRIEF §3; docs/decisions.md I20: the data layer moved from
 * ElectroDB to DynamoDB-Toolbox, which tree-shakes).
 *
 * Built from `TABLE_DEFINITION`, like the CDK table and the local one. The items keep the format ElectroDB
 * wrote before, so the entity name is stored in `__edb_e__`, and queries filter on it. Requests go through the SDK's
 * `DynamoDBDocumentClient` (`lib/aws/dynamodb.ts`, decisions I18).
 */
import { Table } from 'dynamodb-toolbox/table';
import { documentClient } from '../lib/aws/dynamodb';
import { env } from '../lib/env';
import { TABLE_DEFINITION } from './table-definition';

const stringKey = (name: string) => ({ name, type: 'string' }) as const;

/** ElectroDB's entity-name attribute, which Toolbox entities write and filter on too. */
export const ENTITY_ATTRIBUTE = '__edb_e__';

export const GreenlightTable = new Table({
  name: () => env.tableName(),
  partitionKey: stringKey(TABLE_DEFINITION.partitionKey),
  sortKey: stringKey(TABLE_DEFINITION.sortKey),
  indexes: {
    gsi1: { type: 'global', partitionKey: stringKey('gsi1pk'), sortKey: stringKey('gsi1sk') },
    gsi2: { type: 'global', partitionKey: stringKey('gsi2pk'), sortKey: stringKey('gsi2sk') },
    gsi3: { type: 'global', partitionKey: stringKey('gsi3pk'), sortKey: stringKey('gsi3sk') },
    gsi4: { type: 'global', partitionKey: stringKey('gsi4pk'), sortKey: stringKey('gsi4sk') },
  },
  entityAttributeSavedAs: ENTITY_ATTRIBUTE,
  // Building the client reads nothing and sends nothing: no request at cold start.
  documentClient: documentClient(),
});
