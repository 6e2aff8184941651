/**
 * A new signing secret, shown once (issue 29 "The secret is returned once, as `secret` in the create
 * answer, and can be rotated"): the `whsec_…` value in a read-only field with Copy, and the warning that
 * it will not be shown again, since the server keeps no way to show it later. "Done" forgets it.
 */
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { CopyField } from '../../../components/ui/copy-field';

interface SecretRevealProps {
  secret: string;
  /** "created" after Add endpoint, "rotated" after Rotate secret (the old one still works for 24 h). */
  reason: 'created' | 'rotated';
  onDone: () => void;
}

/** The secret with Copy and Done. */
export function SecretReveal({ secret, reason, onDone }: SecretRevealProps) {
  return (
    <Alert
      variation="success"
      heading={reason === 'created' ? 'Endpoint added' : 'Secret rotated'}
      data-testid="webhook-secret"
    >
      <Flex direction="column" gap="xs">
        <Text fontSize="small">
          {reason === 'created'
            ? 'Use this signing secret to verify the Greenlight-Signature header of each delivery.'
            : 'Deliveries are now signed with this secret too. The old secret keeps working for 24 hours, so update your receiver before then.'}{' '}
          <strong>Copy it now: you won’t see it again.</strong>
        </Text>
        <CopyField label="Signing secret" value={secret} noun="secret" className="gl-webhook-secret__value">
          <Button size="small" variation="link" onClick={onDone}>
            Done
          </Button>
        </CopyField>
      </Flex>
    </Alert>
  );
}
