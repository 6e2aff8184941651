/**
 * Personal API keys' calls, served by the users Lambda (issue 29 "Personal API keys"; BRIEF §8; decisions
 * P1–P4): list the caller's keys, create one (the key is in this answer only), revoke one. A key itself
 * cannot call these (lib/auth/api-key-guard.ts): only a signed-in session manages keys.
 */
import { CreateApiKeyRequestSchema } from '../../../../../shared/schemas/api-keys';
import { createApiKey, listApiKeys, revokeApiKey } from '../../../data/api-keys';
import { ok, type Action } from '../../domain-handler';
import { parseInput } from '../../../lib/http/validate';

export const API_KEY_ACTIONS: Record<string, Action> = {
  'GET /api/v1/api_keys': async ({ caller }) => ok({ api_keys: await listApiKeys(caller!.userId) }),

  'POST /api/v1/api_keys': async ({ caller, body }) => {
    const input = parseInput(CreateApiKeyRequestSchema, body);
    const { key, apiKey } = await createApiKey(caller!.userId, input);
    return ok({ api_key: apiKey, key });
  },

  // Another user's key id answers as an unknown one: 404.
  'DELETE /api/v1/api_keys/{key_id}': async ({ caller, params }) => {
    await revokeApiKey(caller!.userId, params.key_id!.toLowerCase());
    return ok(null);
  },
};
