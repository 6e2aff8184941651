/**
 * What the user gets when an AWS call fails (issue 24 "Unit with aws-sdk-client-mock"; BRIEF §5 "Tests"):
 * the functions call AWS through the SDK v3 clients (functions/src/lib/aws/), so each failure is made by
 * `aws-sdk-client-mock` answering with the SDK's own typed exception. Every path ends in the user's
 * message, a cleanup, or a 503 to retry; never a 500 with a stack trace.
 */
import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  DescribeTableCommand,
  InternalServerError,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { DeleteObjectCommand, HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import {
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  InternalErrorException,
} from '@aws-sdk/client-cognito-identity-provider';
import { MessageRejected, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../shared/schemas/uploads';
import { loadEvent } from '../support/events';

const metadata = { $metadata: { httpStatusCode: 400 } };
const dynamo = mockClient(DynamoDBClient);
const documents = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const sockets = mockClient(ApiGatewayManagementApiClient);
const ses = mockClient(SESv2Client);

beforeAll(() => {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    TABLE_NAME: 'greenlight-aws-failures',
    UPLOADS_BUCKET: 'greenlight-aws-failures-uploads',
    MAIL_FROM: 'Greenlight <no-reply@greenlight.test>',
    WEBSOCKET_MANAGEMENT_URL: 'https://abc.execute-api.us-east-1.amazonaws.com/live',
    USER_POOL_ID: 'us-east-1_failures',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    POWERTOOLS_METRICS_DISABLED: 'true',
    // Lambda runs Node 22; this machine's Node 20 would make the SDK warn once.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
});

afterEach(() => {
  for (const mock of [dynamo, documents, s3, sockets, ses]) mock.reset();
});

/** GET /api/v1/health through the health Lambda, as API Gateway would invoke it. */
async function health(): Promise<{ statusCode: number; headers: Record<string, string>; body: string }> {
  const { handler } = await import('../../functions/src/handlers/http/health');
  return (await handler(
    loadEvent('http-api/public') as never,
    { functionName: 'health', awsRequestId: 'r1' } as Context,
  )) as never;
}

describe('DynamoDB failures', () => {
  it('answers 503 with Retry-After when DynamoDB still throttles after the SDK retries, not a 500', async () => {
    dynamo
      .on(DescribeTableCommand)
      .rejects(new ProvisionedThroughputExceededException({ message: 'Rate exceeded', ...metadata }));
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(JSON.parse(res.body)).toEqual({
      status: 'error',
      message: 'Greenlight is busy right now. Please try again in a moment.',
    });
  });

  it('answers 503 with Retry-After when DynamoDB stalls past the SDK timeouts and retries (issue 40)', async () => {
    dynamo
      .on(DescribeTableCommand)
      .rejects(Object.assign(new Error('Connection timed out after 1800 ms'), { name: 'TimeoutError' }));
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body).not.toMatch(/1800|timed out/);
  });

  it('answers an unexpected service error with the generic message and no stack or AWS detail', async () => {
    dynamo
      .on(DescribeTableCommand)
      .rejects(new InternalServerError({ message: 'Internal server error at dynamodb.us-east-1', ...metadata }));
    const res = await health();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/dynamodb|at .*\.ts|InternalServerError/);
    expect(JSON.parse(res.body)).toEqual({
      status: 'error',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it("turns a failed condition into the data layer's own message (a template stage of another organization)", async () => {
    documents
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', ...metadata }));
    const { updateTemplateStage } = await import('../../functions/src/data/template-stages');
    await expect(updateTemplateStage('org_1', 'tstage_1', { name: 'Review' })).rejects.toMatchObject({
      statusCode: 404,
      message: 'Board stage not found',
    });
  });

  it('reports a cancelled transaction with the item that was refused, instead of throwing', async () => {
    documents.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
        ...metadata,
      }),
    );
    const { runTransaction } = await import('../../functions/src/data/transactions');
    const put = { Put: { TableName: 't', Item: { pk: 'a', sk: 'a' } } };
    const result = await runTransaction([put, put]);
    expect(result).toEqual({ canceled: true, data: [{ rejected: false }, { rejected: true }] });
  });
});

describe('S3 failures', () => {
  it('refuses to confirm an upload that never reached S3 (HEAD answers NotFound), and deletes nothing', async () => {
    s3.on(HeadObjectCommand).rejects(new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }));
    const { verifyUpload } = await import('../../functions/src/lib/uploads/verify-upload');
    await expect(verifyUpload('org/o/workspace/w/pending/x.png', ['image/png'], 1024)).rejects.toMatchObject({
      statusCode: 400,
      message: UPLOAD_MESSAGES.notFound,
    });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });
});

describe('WebSocket failures', () => {
  it('forgets a connection that is gone (410) and its subscriptions, and reports it as not delivered', async () => {
    sockets
      .on(PostToConnectionCommand)
      .rejects(new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } }));
    documents.on(QueryCommand).resolves({ Items: [] });
    documents.on(DeleteCommand).resolves({});
    const { postToConnection } = await import('../../functions/src/services/realtime/post-to-connection');
    await expect(postToConnection('conn-1=', { type: 'card.updated' })).resolves.toBe(false);
    const deleted = documents.commandCalls(DeleteCommand).map((call) => JSON.stringify(call.args[0].input.Key));
    expect(deleted.some((key) => key.includes('conn-1='))).toBe(true);
  });

  it('passes on any other management API error', async () => {
    sockets.on(PostToConnectionCommand).rejects(new Error('socket hang up'));
    const { postToConnection } = await import('../../functions/src/services/realtime/post-to-connection');
    await expect(postToConnection('conn-2=', { type: 'card.updated' })).rejects.toThrow('socket hang up');
    expect(documents.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('a sign-out whose Cognito call fails still closes the open sockets, then reports the failure (issue 25)', async () => {
    const cognito = mockClient(CognitoIdentityProviderClient);
    cognito
      .on(AdminUserGlobalSignOutCommand)
      .rejects(new InternalErrorException({ message: 'Cognito is down', $metadata: { httpStatusCode: 500 } }));
    documents.on(UpdateCommand).resolves({});
    documents.on(DeleteCommand).resolves({});
    // The user's connections (gsi1 `user_id_…`, connection items) and nothing else: no memberships, no subscriptions.
    const connection = {
      pk: '$greenlight#connection_id_conn-3=',
      sk: '$connection_1',
      connection_id: 'conn-3=',
      user_id: 'u-1',
      expires_at: 4_000_000_000,
      created_at: '2026-11-27T00:00:00.000Z',
      gsi1pk: '$greenlight#user_id_u-1',
      gsi1sk: '$connection_1#connection_id_conn-3=',
      __edb_e__: 'connection',
      __edb_v__: '1',
    };
    documents.on(QueryCommand).callsFake((input: { ExpressionAttributeValues?: Record<string, unknown> }) => {
      const values = JSON.stringify(input.ExpressionAttributeValues ?? {});
      return { Items: values.includes('$connection_1') && values.includes('user_id_u-1') ? [connection] : [] };
    });
    sockets.on(DeleteConnectionCommand).resolves({});
    const { endAllSessions } = await import('../../functions/src/services/accounts/sessions');
    await expect(endAllSessions({ userId: 'u-1', username: 'u-1' })).rejects.toThrow('Cognito is down');
    expect(sockets.commandCalls(DeleteConnectionCommand).map((call) => call.args[0].input.ConnectionId)).toEqual([
      'conn-3=',
    ]);
    expect(
      documents.commandCalls(DeleteCommand).some((call) => JSON.stringify(call.args[0].input.Key).includes('conn-3=')),
    ).toBe(true);
    cognito.restore();
  });

  it('a sign-out whose socket close fails still succeeds (issue 40: a WebSocket post never fails its request)', async () => {
    const cognito = mockClient(CognitoIdentityProviderClient);
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    documents.on(UpdateCommand).resolves({});
    documents.on(DeleteCommand).resolves({});
    const connection = {
      pk: '$greenlight#connection_id_conn-4=',
      sk: '$connection_1',
      connection_id: 'conn-4=',
      user_id: 'u-2',
      expires_at: 4_000_000_000,
      created_at: '2026-11-27T00:00:00.000Z',
      gsi1pk: '$greenlight#user_id_u-2',
      gsi1sk: '$connection_1#connection_id_conn-4=',
      __edb_e__: 'connection',
      __edb_v__: '1',
    };
    documents.on(QueryCommand).callsFake((input: { ExpressionAttributeValues?: Record<string, unknown> }) => {
      const values = JSON.stringify(input.ExpressionAttributeValues ?? {});
      return { Items: values.includes('$connection_1') && values.includes('user_id_u-2') ? [connection] : [] };
    });
    sockets
      .on(DeleteConnectionCommand)
      .rejects(Object.assign(new Error('management API is down'), { $metadata: { httpStatusCode: 500 } }));
    const { endAllSessions } = await import('../../functions/src/services/accounts/sessions');
    await expect(endAllSessions({ userId: 'u-2', username: 'u-2' })).resolves.toBeUndefined();
    expect(sockets.commandCalls(DeleteConnectionCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(1);
    cognito.restore();
  });
});

describe('SES failures', () => {
  it('tells a refusal (MessageRejected) from a transient failure, which the outbox retries (issue 40)', async () => {
    ses.on(SendEmailCommand).rejects(new MessageRejected({ message: 'Email address is not verified.', ...metadata }));
    const { deliverEmail, isRefusal } = await import('../../functions/src/lib/email/ses-delivery');
    const refused = await deliverEmail('bounce@example.com', { subject: 's', html: '<p>h</p>', text: 't' }).catch(
      (error: unknown) => error,
    );
    expect(isRefusal(refused)).toBe(true);
    expect(isRefusal(Object.assign(new Error('down'), { name: 'InternalFailure' }))).toBe(false);
  });

  it('sends subject, HTML and text from MAIL_FROM when SES accepts', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const { deliverEmail } = await import('../../functions/src/lib/email/ses-delivery');
    expect(await deliverEmail('ok@example.com', { subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' })).toBe('m-1');
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call.args[0].input).toMatchObject({
      FromEmailAddress: 'Greenlight <no-reply@greenlight.test>',
      Destination: { ToAddresses: ['ok@example.com'] },
      Content: { Simple: { Subject: { Data: 'Hello' }, Body: { Html: { Data: '<p>Hi</p>' }, Text: { Data: 'Hi' } } } },
    });
  });
});
