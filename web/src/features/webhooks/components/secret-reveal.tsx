/**
 * A new signing secret, shown once (issue 29 "The secret is returned once, as `secret` in the create
 * answer, and can be rotated"): the `whsec_…` value in a read-only field with Copy, and the warning that
 * it will not be shown again, since the server keeps no way to show it later. "Done" forgets it.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Text, TextField } from '@aws-amplify/ui-react';

interface SecretRevealProps {
  secret: string;
  /** "created" after Add endpoint, "rotated" after Rotate secret (the old one still works for 24 h). */
  reason: 'created' | 'rotated';
  onDone: () => void;
}

/** The secret with Copy and Done. */
export function SecretReveal({ secret, reason, onDone }: SecretRevealProps) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Alert variation="success" heading={reason === 'created' ? 'Endpoint added' : 'Secret rotated'} data-testid="webhook-secret">
      <Flex direction="column" gap="xs">
        <Text fontSize="small">
          {reason === 'created'
            ? 'Use this signing secret to verify the Greenlight-Signature header of each delivery.'
            : 'Deliveries are now signed with this secret too. The old secret keeps working for 24 hours, so update your receiver before then.'}{' '}
          <strong>Copy it now: you won’t see it again.</strong>
        </Text>
        <Flex gap="xs" alignItems="flex-end" wrap="wrap">
          <TextField
            label="Signing secret"
            value={secret}
            isReadOnly
            className="gl-webhook-secret__value"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button size="small" onClick={() => void copy()}>
            Copy
          </Button>
          <Button size="small" variation="link" onClick={onDone}>
            Done
          </Button>
        </Flex>
        <Text fontSize="small" role="status" color={copied === 'failed' ? 'font.error' : undefined}>
          {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Failed to copy: select the secret and copy it by hand.' : ''}
        </Text>
      </Flex>
    </Alert>
  );
}
