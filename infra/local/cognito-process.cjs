/**
 * cognito-local, started as a child process whose working folder holds its `.cognito` data, with the
 * calls Greenlight needs that cognito-local lacks or gets wrong added here (BRIEF §4):
 * - AdminUserGlobalSignOut: revokes every refresh token of the user (`DELETE /api/v1/logout`).
 * - AdminInitiateAuth refuses disabled users, as Cognito does ("User is disabled.").
 * The global sign-out is covered by tests/integration/sessions.test.ts and auth.test.ts (old refresh
 * tokens refused after logout, password change and reset).
 */
const { Targets } = require('cognito-local/lib/targets/targets');
const { createDefaultServer } = require('cognito-local/lib/server/defaults');
const { UserNotFoundError, NotAuthorizedError } = require('cognito-local/lib/errors');
const pino = require('pino');

Targets.AdminUserGlobalSignOut =
  ({ cognito, clock }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [], UserLastModifiedDate: clock.get() });
    return {};
  };

const originalAdminInitiateAuth = Targets.AdminInitiateAuth;
Targets.AdminInitiateAuth = (services) => {
  const target = originalAdminInitiateAuth(services);
  return async (ctx, req) => {
    const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId);
    const username = req.AuthParameters && req.AuthParameters.USERNAME;
    const user = username ? await userPool.getUserByUsername(ctx, username) : null;
    if (user && user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
    return target(ctx, req);
  };
};

// cognito-local logs every refused sign-in as a warning; those are expected answers, not faults.
const logger = pino({ level: process.env.COGNITO_LOG_LEVEL || 'error' });
createDefaultServer(logger)
  .then((server) => server.start())
  .then(() => process.send && process.send('ready'))
  .catch((error) => {
    logger.error(error);
    process.exit(1);
  });
