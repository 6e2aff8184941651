/**
 * cognito-local as a child process (./cognito-process.cjs), its user pool and app clients created from
 * the same settings as CDK (infra/lib/config/user-pool-settings.ts), and its Lambda triggers pointed at
 * the local Lambda Invoke endpoint (./lambda-invoke.ts). Data persists under `<dataDir>/cognito`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { COGNITO_TRIGGER_FUNCTION, COGNITO_TRIGGERS } from '../../functions/src/catalogue';
import { USER_POOL_SETTINGS } from '../lib/config/user-pool-settings';
import { freePort, stopProcess } from './ports';

export interface LocalCognito {
  endpoint: string;
  userPoolId: string;
  serverClientId: string;
  webClientId: string;
  /** The `iss` of tokens cognito-local signs: the gateway and $connect verify against it. */
  issuer: string;
  stop(): Promise<void>;
}

interface PoolState {
  userPoolId: string;
  serverClientId: string;
  webClientId: string;
}

/**
 * The environment of the cognito-local child on `port`. cognito-local (and @aws-crypto under it) loads
 * the AWS SDK v2, which prints an end-of-support notice on every start; the SDK's own switch
 * AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE silences it (issue 11; decision I12). Only the emulator uses v2:
 * Greenlight's code uses v3.
 */
export function cognitoProcessEnv(port: number): NodeJS.ProcessEnv {
  return { ...process.env, PORT: String(port), HOST: '127.0.0.1', AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' };
}

/** The child process script (CommonJS: cognito-local is CommonJS). */
export const COGNITO_PROCESS_SCRIPT = fileURLToPath(new URL('./cognito-process.cjs', import.meta.url));

/** Start cognito-local with its triggers sent to `lambdaInvokeEndpoint`. @throws Error when it exits or its pool cannot be made (its process is stopped). */
export async function startCognito(dataDir: string, lambdaInvokeEndpoint: string): Promise<LocalCognito> {
  const home = `${dataDir}/cognito`;
  mkdirSync(`${home}/.cognito`, { recursive: true });
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  writeFileSync(
    `${home}/.cognito/config.json`,
    JSON.stringify(
      {
        LambdaClient: {
          endpoint: lambdaInvokeEndpoint,
          region: 'us-east-1',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        },
        TriggerFunctions: Object.fromEntries(
          COGNITO_TRIGGERS.map((trigger) => [trigger, COGNITO_TRIGGER_FUNCTION.name]),
        ),
        TokenConfig: { IssuerDomain: endpoint },
        ServerConfig: { port, hostname: '127.0.0.1' },
      },
      null,
      2,
    ),
  );
  const child: ChildProcess = fork(COGNITO_PROCESS_SCRIPT, [], {
    cwd: home,
    env: cognitoProcessEnv(port),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let pool: PoolState;
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`cognito-local exited with code ${code}`)));
    });
    pool = await ensurePool(endpoint, `${dataDir}/cognito-pool.json`);
  } catch (error) {
    // A failed start leaves no process behind (issue 25).
    await stopProcess(child);
    throw error;
  }
  return {
    endpoint,
    ...pool,
    issuer: `${endpoint}/${pool.userPoolId}`,
    stop: () => stopProcess(child),
  };
}

/** Reuse the pool recorded in `stateFile`, or create it and its two clients. */
async function ensurePool(endpoint: string, stateFile: string): Promise<PoolState> {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    if (existsSync(stateFile)) {
      const state = JSON.parse(readFileSync(stateFile, 'utf8')) as PoolState;
      const found = await client.send(new DescribeUserPoolCommand({ UserPoolId: state.userPoolId })).catch(() => null);
      if (found) return state;
    }
    const s = USER_POOL_SETTINGS;
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'greenlight-local',
        UsernameAttributes: [...s.usernameAttributes],
        Policies: {
          PasswordPolicy: {
            MinimumLength: s.passwordPolicy.minimumLength,
            RequireLowercase: s.passwordPolicy.requireLowercase,
            RequireUppercase: s.passwordPolicy.requireUppercase,
            RequireNumbers: s.passwordPolicy.requireDigits,
            RequireSymbols: s.passwordPolicy.requireSymbols,
          },
        },
      }),
    );
    const userPoolId = UserPool!.Id!;
    const createClient = async (name: string, flows: readonly string[]) =>
      (
        await client.send(
          new CreateUserPoolClientCommand({
            UserPoolId: userPoolId,
            ClientName: name,
            ExplicitAuthFlows: [...flows] as never,
          }),
        )
      ).UserPoolClient!.ClientId!;
    const state: PoolState = {
      userPoolId,
      serverClientId: await createClient(s.serverClient.name, s.serverClient.explicitAuthFlows),
      webClientId: await createClient(s.webClient.name, s.webClient.explicitAuthFlows),
    };
    writeFileSync(stateFile, JSON.stringify(state, null, 2));
    return state;
  } finally {
    client.destroy();
  }
}
