/**
 * Auth: the Cognito user pool and its app clients (BRIEF §2 "Identity"; issue 2 §4 "Cognito").
 *
 * - The pool follows USER_POOL_SETTINGS, the same settings cognito-local is configured from:
 *   e-mail as username, self sign-up, password minimum 6 (accounts spec §5).
 * - Its Lambda triggers (COGNITO_TRIGGERS, e.g. PostConfirmation creating the personal organization)
 *   go to the cognito-triggers function.
 * - Server client: ADMIN_USER_PASSWORD_AUTH for `POST /api/v1/auth`, so the API can enforce lockout,
 *   the post-deletion block and unconfirmed accounts.
 * - Web client: no password flow at all (not even SRP), only the OAuth code flow (Hosted UI,
 *   third-party sign-in) and refresh, so nobody can go around the API's lockout.
 * - Google and the Hosted UI domain exist only when the googleClientId, googleClientSecretName and
 *   authDomainPrefix context keys are all given; the web client then offers Google only, since the
 *   Hosted UI's own password form would also bypass the lockout.
 */
import { Duration, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import {
  AccountRecovery,
  type AuthFlow,
  FeaturePlan,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolDomain,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { COGNITO_TRIGGERS } from '../../../functions/src/catalogue';
import { USER_POOL_SETTINGS } from '../config/user-pool-settings';
import type { GoogleSignInConfig, StageSettings } from '../stage-config';

/** Where the Hosted UI sends the browser back after sign-in (Amplify `redirectSignIn`). */
export const OAUTH_CALLBACK_PATH = '/auth/callback';
/** Where the Hosted UI sends the browser after sign-out (Amplify `redirectSignOut`). */
export const OAUTH_SIGN_OUT_PATH = '/login';

/** The Cognito admin calls of `POST /auth`, account management and account deletion (least privilege). */
export const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminConfirmSignUp',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:SignUp',
  'cognito-idp:ForgotPassword',
  'cognito-idp:ConfirmForgotPassword',
] as const;

type ExplicitAuthFlow =
  | 'ALLOW_ADMIN_USER_PASSWORD_AUTH'
  | 'ALLOW_USER_PASSWORD_AUTH'
  | 'ALLOW_USER_SRP_AUTH'
  | 'ALLOW_CUSTOM_AUTH'
  | 'ALLOW_USER_AUTH'
  | 'ALLOW_REFRESH_TOKEN_AUTH';

/**
 * Turns the settings' ExplicitAuthFlows into CDK's AuthFlow, naming every flow so CDK always writes
 * ExplicitAuthFlows (left out, Cognito would enable SRP and custom auth by default).
 * @throws Error when ALLOW_REFRESH_TOKEN_AUTH is missing: CDK always adds it, so the template would
 *   not match the settings cognito-local uses.
 */
export function authFlowsFrom(flows: readonly ExplicitAuthFlow[]): AuthFlow {
  if (!flows.includes('ALLOW_REFRESH_TOKEN_AUTH')) throw new Error('App clients always allow ALLOW_REFRESH_TOKEN_AUTH');
  return {
    adminUserPassword: flows.includes('ALLOW_ADMIN_USER_PASSWORD_AUTH'),
    userPassword: flows.includes('ALLOW_USER_PASSWORD_AUTH'),
    userSrp: flows.includes('ALLOW_USER_SRP_AUTH'),
    custom: flows.includes('ALLOW_CUSTOM_AUTH'),
    user: flows.includes('ALLOW_USER_AUTH'),
  };
}

export interface AuthProps {
  settings: StageSettings;
  /** Prod pools are protected against deletion. */
  deletionProtection: boolean;
  /** Origins of the web app (CloudFront, appUrl, localhost on dev); callback URLs derive from them. */
  appOrigins: string[];
  /** Receives every trigger of COGNITO_TRIGGERS. */
  triggerFunction: IFunction;
  google?: GoogleSignInConfig;
}

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly serverClient: UserPoolClient;
  readonly webClient: UserPoolClient;
  /** Hosted UI domain, present only with Google sign-in. */
  readonly domain?: UserPoolDomain;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const s = USER_POOL_SETTINGS;

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { username: false, email: s.usernameAttributes.includes('email') },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      // The API e-mails its own confirmation links (BRIEF §2), so Cognito must not send codes of its own.
      autoVerify: { email: false },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: s.passwordPolicy.minimumLength,
        requireLowercase: s.passwordPolicy.requireLowercase,
        requireUppercase: s.passwordPolicy.requireUppercase,
        requireDigits: s.passwordPolicy.requireDigits,
        requireSymbols: s.passwordPolicy.requireSymbols,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.settings.removalPolicy,
    });
    for (const trigger of COGNITO_TRIGGERS) {
      const operation = trigger.charAt(0).toLowerCase() + trigger.slice(1);
      this.userPool.addTrigger(UserPoolOperation.of(operation), props.triggerFunction);
    }
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason: 'The accounts spec §5 sets the password policy: minimum length 6, no character classes.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA stays off: no screen of the product enrols or answers a second factor (accounts spec §2 lists the account screens), and POST /api/v1/auth, the only password sign-in (BRIEF §2), answers no MFA challenge. Even optional TOTP would let a user enrol a device through Cognito with their own access token (AssociateSoftwareToken, SetUserMFAPreference) and then be unable to sign in. Password guessing is held back by the lockout after repeated failures and the per-IP sign-in limit (decisions S16, I24), and on staging and prod by the WAF rate rule (I23).',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Plus-tier threat protection is not in the spec; lockout after failed sign-ins is enforced by POST /api/v1/auth (BRIEF §2).',
      },
    );

    const tokenValidity = {
      accessTokenValidity: Duration.minutes(s.tokenValidity.accessMinutes),
      idTokenValidity: Duration.minutes(s.tokenValidity.idMinutes),
      refreshTokenValidity: Duration.days(s.tokenValidity.refreshDays),
    };

    this.serverClient = this.userPool.addClient('ServerClient', {
      userPoolClientName: s.serverClient.name,
      generateSecret: false,
      authFlows: authFlowsFrom(s.serverClient.explicitAuthFlows),
      disableOAuth: true,
      preventUserExistenceErrors: true,
      ...tokenValidity,
    });

    let google: UserPoolIdentityProviderGoogle | undefined;
    if (props.google) {
      google = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: props.google.clientId,
        clientSecretValue: SecretValue.secretsManager(props.google.clientSecretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
          familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
          fullname: ProviderAttribute.GOOGLE_NAME,
        },
      });
      this.domain = this.userPool.addDomain('HostedUi', {
        cognitoDomain: { domainPrefix: props.google.authDomainPrefix },
      });
    }

    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: s.webClient.name,
      generateSecret: false,
      authFlows: authFlowsFrom(s.webClient.explicitAuthFlows),
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: props.appOrigins.map((origin) => `${origin}${OAUTH_CALLBACK_PATH}`),
        logoutUrls: props.appOrigins.map((origin) => `${origin}${OAUTH_SIGN_OUT_PATH}`),
      },
      // Without Google there is no Hosted UI domain, so COGNITO here opens no page at all.
      supportedIdentityProviders: google
        ? [UserPoolClientIdentityProvider.GOOGLE]
        : [UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      ...tokenValidity,
    });
    // The client may only name Google once the provider exists.
    if (google) this.webClient.node.addDependency(google);
  }

  /** JWT issuer of the pool's tokens: https://cognito-idp.<region>.amazonaws.com/<poolId>. */
  get issuerUrl(): string {
    // Not userPoolProviderUrl: CloudFormation's ProviderURL has no scheme.
    const stack = Stack.of(this);
    return `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${this.userPool.userPoolId}`;
  }

  /** The Cognito admin calls (COGNITO_ADMIN_ACTIONS) on this pool only. */
  grantAdmin(grantee: IGrantable): void {
    this.userPool.grant(grantee, ...COGNITO_ADMIN_ACTIONS);
  }
}
