/**
 * Create a personal API key (issue 29 "Personal API keys"; decisions P1–P3): a name, an expiry (30, 90 or
 * 365 days, or none) and a scope (read-only, or read and write). The key comes back once and is shown by
 * `NewApiKey` with Copy and a "you won't see it again" warning. Server refusals show under their fields.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Radio, RadioGroupField, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { API_KEY_LIMITS, type ApiKeyScope } from '../../../../../shared/schemas/api-key-limits';
import type { CreatedApiKey } from '../../../../../shared/schemas/api-keys';
import { errorMessage, fieldError } from '../../../lib/api-client';
import { useCreateApiKey } from '../api/api-keys';
import { CopyField } from '../../../components/ui/copy-field';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The expiry choices: days, or none. */
const EXPIRIES = ['30', '90', '365', 'none'] as const;

/** The key just created, with Copy: shown this once. */
export function NewApiKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <Flex direction="column" gap="xs" data-testid="new-api-key">
      <Alert variation="warning" hasIcon heading={t('apiKeys.copyNow')}>
        {t('apiKeys.onlyOnce')}
      </Alert>
      <CopyField
        label={t('apiKeys.keyLabel', { name: created.api_key.name })}
        value={created.key}
        noun={t('apiKeys.noun')}
        className="gl-api-key__value"
        descriptiveText={t('apiKeys.howToSend', { key: '<key>' })}
        copyVariation="primary"
      />
      <Flex>
        <Button size="small" onClick={onDone}>
          {t('apiKeys.done')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The create form; `onCreated` receives the answer (with the key). */
export function ApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation('accounts');
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<string>('90');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, expires_in_days: expiry === 'none' ? null : (Number(expiry) as 30 | 90 | 365), scope },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
      },
    );
  };
  const nameError = fieldError(create.error, 'name');
  const otherError = create.error && !nameError ? errorMessage(create.error) : undefined;
  return (
    <form onSubmit={submit} className="gl-api-key-form" aria-label={t('apiKeys.formLabel')}>
      <Flex direction="column" gap="small">
        <TextField
          label={t('apiKeys.name')}
          placeholder={t('apiKeys.namePlaceholder')}
          value={name}
          maxLength={API_KEY_LIMITS.nameLength}
          onChange={(e) => setName(e.target.value)}
          hasError={Boolean(nameError)}
          errorMessage={nameError}
          isRequired
        />
        <SelectField label={t('apiKeys.expiresAfter')} value={expiry} onChange={(e) => setExpiry(e.target.value)}>
          {EXPIRIES.map((option) => (
            <option key={option} value={option}>
              {option === 'none' ? t('apiKeys.noExpiry') : t('apiKeys.days', { count: Number(option) })}
            </option>
          ))}
        </SelectField>
        <RadioGroupField
          legend={t('apiKeys.scope')}
          name="api_key_scope"
          size="small"
          value={scope}
          onChange={(e) => setScope(e.target.value as ApiKeyScope)}
        >
          <Radio value="read">{t('apiKeys.scope.read')}</Radio>
          <Radio value="read_write">{t('apiKeys.scope.readWrite')}</Radio>
        </RadioGroupField>
        {otherError ? (
          <Text fontSize="small" color="font.error" role="alert">
            {otherError}
          </Text>
        ) : null}
        <Flex>
          <Button
            type="submit"
            size="small"
            variation="primary"
            isLoading={create.isPending}
            loadingText={t('apiKeys.creating')}
          >
            {t('apiKeys.create')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
