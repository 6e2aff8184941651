/**
 * Cognito calls (functions/src/lib/aws/cognito.ts; decisions I18) against a recording server: the
 * administrative operations are signed with the function's credentials, the public ones (InitiateAuth,
 * SignUp) go unsigned as the SDK sends them, and Cognito's errors keep their names.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cognito } from '../../functions/src/lib/aws/cognito';
import { startRecordingServer, type QueuedAnswer, type RecordedRequest } from '../support/recording-server';

const server = { recorded: [] as RecordedRequest[], answers: [] as QueuedAnswer[], close: async () => {} };
const savedEnv = { ...process.env };

beforeAll(async () => {
  const started = await startRecordingServer({ record: (r) => server.recorded.push(r), next: () => server.answers.shift() }, 'application/x-amz-json-1.1');
  server.close = started.close;
  Object.assign(process.env, { AWS_REGION: 'eu-west-1', AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: started.endpoint, AWS_ACCESS_KEY_ID: 'AKIDTEST', AWS_SECRET_ACCESS_KEY: 'secret' });
});

afterAll(async () => {
  process.env = savedEnv;
  await server.close();
});

beforeEach(() => {
  server.recorded.length = 0;
  server.answers.length = 0;
});

describe('Cognito calls', () => {
  it('signs administrative operations and sends the JSON API’s target and body', async () => {
    server.answers.push({ status: 200, body: { Username: 'u1', UserStatus: 'CONFIRMED', Enabled: true, UserAttributes: [{ Name: 'email', Value: 'a@b.c' }] } });
    const user = await cognito('AdminGetUser', { UserPoolId: 'pool', Username: 'a@b.c' });
    expect(user).toMatchObject({ UserStatus: 'CONFIRMED', UserAttributes: [{ Name: 'email', Value: 'a@b.c' }] });
    const [request] = server.recorded;
    expect(request.headers['x-amz-target']).toBe('AWSCognitoIdentityProviderService.AdminGetUser');
    expect(request.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(String(request.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/cognito-idp\/aws4_request/);
    expect(JSON.parse(request.body.toString())).toEqual({ UserPoolId: 'pool', Username: 'a@b.c' });
  });

  it.each(['InitiateAuth', 'SignUp'] as const)('sends %s unsigned, as the SDK does', async (operation) => {
    const input = operation === 'SignUp' ? { ClientId: 'c', Username: 'a@b.c', Password: 'Password1' } : { ClientId: 'c', AuthFlow: 'REFRESH_TOKEN_AUTH' as const, AuthParameters: { REFRESH_TOKEN: 't' } };
    await cognito(operation, input as never);
    expect(server.recorded[0].headers.authorization).toBeUndefined();
    expect(server.recorded[0].headers['x-amz-target']).toBe(`AWSCognitoIdentityProviderService.${operation}`);
  });

  it('keeps Cognito’s error names, which the services test (UserNotFoundException, NotAuthorizedException)', async () => {
    server.answers.push({ status: 400, body: { __type: 'UserNotFoundException', message: 'User does not exist.' } });
    await expect(cognito('AdminGetUser', { UserPoolId: 'pool', Username: 'x' })).rejects.toMatchObject({ name: 'UserNotFoundException', message: 'User does not exist.' });
    server.answers.push({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' } });
    await expect(cognito('InitiateAuth', { ClientId: 'c', AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'bad' } })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect(server.recorded).toHaveLength(2);
  });
});
