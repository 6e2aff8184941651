/**
 * The Cognito user pool client (accounts spec §1–§4: sign-up, sign-in, refresh, sign-out everywhere,
 * deletion; BRIEF §2; issue 24: the AWS SDK v3 clients), created once per runtime on first use.
 *
 * Endpoint: the SDK's `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER` (the local stack's cognito-local),
 * else the region's. Errors are the SDK's typed exceptions (`UserNotFoundException`,
 * `NotAuthorizedException`, `UsernameExistsException`…).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { awsClientConfig } from './client-config';

let client: CognitoIdentityProviderClient | undefined;

/** The Cognito Identity Provider client of this runtime. */
export function cognitoClient(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient(awsClientConfig('cognito'));
  return client;
}
