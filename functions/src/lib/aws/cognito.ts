/**
 * Cognito user pool operations (accounts spec §1–§4: sign-up, sign-in, refresh, sign-out everywhere,
 * deletion) over Cognito's JSON API by signed-fetch.ts, typed with the SDK's own input and output
 * shapes (type imports only; issue 11 "Lambda size and cold start", decisions I18).
 *
 * Endpoint: AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER (the local stack's cognito-local), else the
 * region's. Answers are the API's JSON: timestamps stay epoch seconds (none of ours reads them).
 * @throws AwsServiceError named as the SDK names Cognito's errors (`UserNotFoundException`,
 *   `NotAuthorizedException`, `UsernameExistsException`…).
 */
import type * as Cognito from '@aws-sdk/client-cognito-identity-provider';
import { awsRegion, callJsonApi, serviceEndpoint } from './signed-fetch';

/** The operations we call: name → [input, output]. */
interface CognitoOperations {
  AdminConfirmSignUp: [Cognito.AdminConfirmSignUpRequest, Cognito.AdminConfirmSignUpResponse];
  AdminDeleteUser: [Cognito.AdminDeleteUserRequest, object];
  AdminGetUser: [Cognito.AdminGetUserRequest, Omit<Cognito.AdminGetUserResponse, 'UserCreateDate' | 'UserLastModifiedDate'>];
  AdminInitiateAuth: [Cognito.AdminInitiateAuthRequest, Cognito.AdminInitiateAuthResponse];
  AdminSetUserPassword: [Cognito.AdminSetUserPasswordRequest, Cognito.AdminSetUserPasswordResponse];
  AdminUpdateUserAttributes: [Cognito.AdminUpdateUserAttributesRequest, Cognito.AdminUpdateUserAttributesResponse];
  AdminUserGlobalSignOut: [Cognito.AdminUserGlobalSignOutRequest, Cognito.AdminUserGlobalSignOutResponse];
  InitiateAuth: [Cognito.InitiateAuthRequest, Cognito.InitiateAuthResponse];
  SignUp: [Cognito.SignUpRequest, Cognito.SignUpResponse];
}

/**
 * The operations Cognito takes from anyone, without IAM credentials: the SDK sends them unsigned, and
 * Cognito evaluates no IAM policy for them, so neither do we sign them.
 */
const PUBLIC_OPERATIONS: ReadonlySet<keyof CognitoOperations> = new Set<keyof CognitoOperations>(['InitiateAuth', 'SignUp']);

/** Call one Cognito operation. @returns its answer. */
export async function cognito<Operation extends keyof CognitoOperations>(
  operation: Operation,
  input: CognitoOperations[Operation][0],
): Promise<CognitoOperations[Operation][1]> {
  const region = awsRegion();
  const api = {
    service: 'cognito-idp',
    url: serviceEndpoint('COGNITO_IDENTITY_PROVIDER', `cognito-idp.${region}.amazonaws.com`),
    targetPrefix: 'AWSCognitoIdentityProviderService',
    jsonVersion: '1.1',
  } as const;
  return (await callJsonApi(api, operation, input, { signed: !PUBLIC_OPERATIONS.has(operation) })) as CognitoOperations[Operation][1];
}
