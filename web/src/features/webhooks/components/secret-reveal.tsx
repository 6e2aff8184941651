/**
 * A new signing secret, shown once (issue 29 "The secret is returned once, as `secret` in the create
 * answer, and can be rotated"): the `whsec_…` value in a read-only field with Copy, and the warning that
 * it will not be shown again, since the server keeps no way to show it later. "Done" forgets it.
 */
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { CopyField } from '../../../components/ui/copy-field';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface SecretRevealProps {
  secret: string;
  /** "created" after Add endpoint, "rotated" after Rotate secret (the old one still works for 24 h). */
  reason: 'created' | 'rotated';
  onDone: () => void;
}

/** The secret with Copy and Done. */
export function SecretReveal({ secret, reason, onDone }: SecretRevealProps) {
  const { t } = useTranslation('webhooks');
  return (
    <Alert
      variation="success"
      heading={reason === 'created' ? t('secret.added') : t('secret.rotated')}
      data-testid="webhook-secret"
    >
      <Flex direction="column" gap="xs">
        <Text fontSize="small">
          {reason === 'created' ? t('secret.addedHint') : t('secret.rotatedHint')}{' '}
          <strong>{t('secret.copyNow')}</strong>
        </Text>
        <CopyField label={t('secret.label')} value={secret} noun="secret" className="gl-webhook-secret__value">
          <Button size="small" variation="link" onClick={onDone}>
            {t('secret.done')}
          </Button>
        </CopyField>
      </Flex>
    </Alert>
  );
}
