/**
 * Stands in for `@aws-sdk/credential-provider-node` inside Lambda bundles only (esbuild alias in
 * infra/lib/bundling.ts; issue 24 "module init ≤ 100 ms", docs/decisions.md I11).
 *
 * Lambda hands every function its role's credentials in AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and
 * AWS_SESSION_TOKEN, so the SDK's default chain always stops at its first link, `fromEnv`, the SDK's own
 * provider used here. The rest of the chain (SSO, ini files, credential processes, web identity,
 * container and instance metadata, with the STS and SSO clients they need) is ≈ 100 KB of every bundle
 * and ≈ 20 ms of init that Lambda never runs. Tests and the local stack run unbundled, with the full chain.
 * @throws CredentialsProviderError (from fromEnv) when the variables are missing.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

type FromEnvInit = Parameters<typeof fromEnv>[0];

/** The SDK clients' `credentialDefaultProvider`: the environment variables, as Lambda sets them. */
export const defaultProvider = (init: FromEnvInit = {}) => fromEnv(init);
