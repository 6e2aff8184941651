/**
 * Personal API keys on the profile (issue 29 "Personal API keys"; beyond the spec; decisions P1–P4, P11):
 * create a key (./api-key-form.tsx; shown once, with Copy), the list with name, first characters, scope,
 * created, expires and last used, and Revoke behind a confirmation. Loading, empty and error states; a
 * list of rows rather than a table, so it reads at phone width.
 */
import { useState } from 'react';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import type { ApiKey, CreatedApiKey } from '../../../../../shared/schemas/api-keys';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-client';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyForm, NewApiKey } from './api-key-form';

const readableDate = (iso: string | null, none: string) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : none;
const SCOPE_LABELS = { read: 'Read only', read_write: 'Read and write' } as const;

/** One key: its facts and Revoke. */
function ApiKeyRow({ apiKey, now, onRevoke }: { apiKey: ApiKey; now: number; onRevoke: () => void }) {
  const expired = apiKey.expires_at !== null && Date.parse(apiKey.expires_at) <= now;
  return (
    <li className="gl-api-keys__row" data-testid="api-key-row">
      <Flex direction="column" gap="xxxs" flex="1 1 16rem">
        <Text fontWeight="bold">{apiKey.name}</Text>
        <Text fontSize="small" className="gl-api-keys__prefix">
          <code>{apiKey.prefix}…</code> · {SCOPE_LABELS[apiKey.scope]}
          {expired ? ' · Expired' : ''}
        </Text>
        <Text fontSize="small" color="font.secondary">
          Created {readableDate(apiKey.created_at, '')} · Expires {readableDate(apiKey.expires_at, 'never')} · Last used{' '}
          {readableDate(apiKey.last_used_at, 'never')}
        </Text>
      </Flex>
      <Button size="small" variation="warning" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
        Revoke
      </Button>
    </li>
  );
}

/** The API keys section's body. */
export function ApiKeysSection() {
  const query = useApiKeys();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  // When the section opened: what "Expired" is judged against.
  const [now] = useState(() => Date.now());

  return (
    <Flex direction="column" gap="medium" data-testid="api-keys">
      <Text fontSize="small">
        Call the Greenlight API from your own scripts and tools with a personal key. It acts as you, with your roles; it
        cannot change your password, delete your account or manage keys. See the <a href="/api/docs">API reference</a>.
      </Text>
      {created ? (
        <NewApiKey created={created} onDone={() => setCreated(null)} />
      ) : (
        <ApiKeyForm onCreated={setCreated} />
      )}
      <QueryState query={query} errorHeading="Your API keys could not be loaded" placeholders={2}>
        {({ api_keys: keys }) =>
          keys.length === 0 ? (
            <EmptyState
              title="No API keys yet"
              description="Keys you create are listed here, with when they were last used."
              compact
              testId="api-keys-empty"
            />
          ) : (
            <ul className="gl-api-keys__list" aria-label="Your API keys">
              {keys.map((apiKey) => (
                <ApiKeyRow key={apiKey.id} apiKey={apiKey} now={now} onRevoke={() => setConfirming(apiKey)} />
              ))}
            </ul>
          )
        }
      </QueryState>
      {confirming ? (
        <ConfirmDialog
          title="Revoke API key"
          message={`Revoke “${confirming.name}” (${confirming.prefix}…)? Anything using it stops working at once. This cannot be undone.`}
          confirmLabel="Revoke"
          destructive
          isPending={revoke.isPending}
          error={revoke.error ? errorMessage(revoke.error) : undefined}
          onConfirm={() => revoke.mutate(confirming.id, { onSuccess: () => setConfirming(null) })}
          onCancel={() => {
            revoke.reset();
            setConfirming(null);
          }}
          testId="revoke-api-key"
        />
      ) : null}
    </Flex>
  );
}
