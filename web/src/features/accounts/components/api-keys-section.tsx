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
import { intlLocale } from '../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** A day in the reader's way ("Dec 7, 2026", "7 dic 2026", "07.12.2026"). */
const readableDate = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(), { dateStyle: 'medium' });
const SCOPE_LABELS = { read: 'apiKeys.scope.read', read_write: 'apiKeys.scope.readWrite' } as const;

/** One key: its facts and Revoke. */
function ApiKeyRow({ apiKey, now, onRevoke }: { apiKey: ApiKey; now: number; onRevoke: () => void }) {
  const { t } = useTranslation('accounts');
  const expired = apiKey.expires_at !== null && Date.parse(apiKey.expires_at) <= now;
  return (
    <li className="gl-api-keys__row" data-testid="api-key-row">
      <Flex direction="column" gap="xxxs" flex="1 1 16rem">
        <Text fontWeight="bold">{apiKey.name}</Text>
        <Text fontSize="small" className="gl-api-keys__prefix">
          <code>{apiKey.prefix}…</code> · {t(SCOPE_LABELS[apiKey.scope])}
          {expired ? ` · ${t('apiKeys.expired')}` : ''}
        </Text>
        <Text fontSize="small" color="font.secondary">
          {t('apiKeys.dates', {
            created: readableDate(apiKey.created_at),
            expires: apiKey.expires_at ? readableDate(apiKey.expires_at) : '',
            used: apiKey.last_used_at ? readableDate(apiKey.last_used_at) : '',
            hasExpiry: apiKey.expires_at ? 'yes' : 'no',
            wasUsed: apiKey.last_used_at ? 'yes' : 'no',
          })}
        </Text>
      </Flex>
      <Button
        size="small"
        variation="warning"
        onClick={onRevoke}
        aria-label={t('apiKeys.revokeNamed', { name: apiKey.name })}
      >
        {t('apiKeys.revoke')}
      </Button>
    </li>
  );
}

/** The API keys section's body. */
export function ApiKeysSection() {
  const { t } = useTranslation('accounts');
  const query = useApiKeys();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  // When the section opened: what "Expired" is judged against.
  const [now] = useState(() => Date.now());

  return (
    <Flex direction="column" gap="medium" data-testid="api-keys">
      <Text fontSize="small">
        {t('apiKeys.intro')} <a href="/api/docs">{t('apiKeys.reference')}</a>.
      </Text>
      {created ? (
        <NewApiKey created={created} onDone={() => setCreated(null)} />
      ) : (
        <ApiKeyForm onCreated={setCreated} />
      )}
      <QueryState query={query} errorHeading={t('apiKeys.loadFailed')} placeholders={2}>
        {({ api_keys: keys }) =>
          keys.length === 0 ? (
            <EmptyState
              title={t('apiKeys.empty')}
              description={t('apiKeys.emptyHint')}
              compact
              testId="api-keys-empty"
            />
          ) : (
            <ul className="gl-api-keys__list" aria-label={t('apiKeys.list')}>
              {keys.map((apiKey) => (
                <ApiKeyRow key={apiKey.id} apiKey={apiKey} now={now} onRevoke={() => setConfirming(apiKey)} />
              ))}
            </ul>
          )
        }
      </QueryState>
      {confirming ? (
        <ConfirmDialog
          title={t('apiKeys.revokeTitle')}
          message={t('apiKeys.revokeConfirm', { name: confirming.name, prefix: confirming.prefix })}
          confirmLabel={t('apiKeys.revoke')}
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
