/**
 * `GET /api/v1/health` (issue 2): answers `{status:'ok'}` when the table answers.
 * The local gateway reports the other local services itself before routing here.
 */
import { domainHandler, ok } from '../domain-handler';
import { HEALTH_ROUTES } from '../../routes/domains/health';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { dynamoClient } from '../../lib/aws/dynamodb';
import { env } from '../../lib/env';

export const handler = domainHandler('health', HEALTH_ROUTES, {
  'GET /api/v1/health': async () => {
    await dynamoClient().send(new DescribeTableCommand({ TableName: env.tableName() }));
    return ok({ status: 'ok' });
  },
});
