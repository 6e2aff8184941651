/**
 * The environment every function reads, named as CDK sets it (infra/lib/constructs/app-function.ts)
 * and as the local stack sets it (infra/local/environment.ts). Read lazily so tests can set it first.
 * @throws Error naming the variable when a required one is missing: a deploy mistake, not a user error.
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const env = {
  tableName: () => requireEnv('TABLE_NAME'),
  userPoolId: () => requireEnv('USER_POOL_ID'),
  serverClientId: () => requireEnv('USER_POOL_SERVER_CLIENT_ID'),
  uploadsBucket: () => requireEnv('UPLOADS_BUCKET'),
  mailFrom: () => requireEnv('MAIL_FROM'),
  appUrl: () => requireEnv('APP_URL'),
  websocketManagementUrl: () => requireEnv('WEBSOCKET_MANAGEMENT_URL'),
};
