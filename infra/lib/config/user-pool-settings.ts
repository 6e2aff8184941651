/**
 * Cognito user pool settings shared by CDK (`infra/lib/constructs/auth.ts`) and the local stack
 * (`infra/local/cognito.ts`), so that cognito-local is configured exactly like the deployed pool.
 *
 * Source: accounts spec §5 (password minimum 6), BRIEF §2 (server-side client for password sign-in,
 * web client for OAuth code flow and refresh only).
 */
export const USER_POOL_SETTINGS = {
  /** E-mail is the username (accounts spec §1). */
  usernameAttributes: ['email'] as const,
  passwordPolicy: {
    minimumLength: 6,
    requireLowercase: false,
    requireUppercase: false,
    requireDigits: false,
    requireSymbols: false,
  },
  /** Server-side app client: `POST /api/v1/auth` signs in with ADMIN_USER_PASSWORD_AUTH. */
  serverClient: {
    name: 'greenlight-server',
    explicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] as const,
  },
  /** Browser app client: no password flows, so nobody can bypass the lockout (BRIEF §2). */
  webClient: {
    name: 'greenlight-web',
    explicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'] as const,
  },
  /** Token lifetimes in minutes (access, id) and days (refresh). */
  tokenValidity: { accessMinutes: 60, idMinutes: 60, refreshDays: 30 },
} as const;
