/**
 * A form's submit and cancel buttons (issue 30 "one inline-form component": every form wrote this pair
 * with its own sizes and pending state). The submit button shows the pending state; Cancel is disabled
 * while the request runs only when `lockWhilePending` is set (a dialog that must not close mid-write).
 */
import type { ReactNode } from 'react';
import { Button, Flex } from '@aws-amplify/ui-react';

interface FormActionsProps {
  submitLabel: ReactNode;
  onCancel: () => void;
  isPending?: boolean;
  /** Text of the submit button while pending, e.g. "Saving…". */
  pendingLabel?: string;
  cancelLabel?: string;
  size?: 'small' | 'large';
  /** Disable Cancel while pending. */
  lockWhilePending?: boolean;
  isSubmitDisabled?: boolean;
  /** `inline`: Submit then Cancel at the start (inline forms); `dialog`: Cancel then Submit at the end. */
  layout?: 'inline' | 'dialog';
  submitTestId?: string;
}

/** Submit and Cancel, in the order of the layout. */
export function FormActions({ submitLabel, onCancel, isPending = false, pendingLabel, cancelLabel = 'Cancel', size, lockWhilePending = false, isSubmitDisabled = false, layout = 'inline', submitTestId }: FormActionsProps) {
  const submit = (
    <Button type="submit" size={size} variation="primary" isLoading={isPending} loadingText={pendingLabel} isDisabled={isSubmitDisabled} data-testid={submitTestId}>
      {submitLabel}
    </Button>
  );
  const cancel = (
    <Button size={size} onClick={onCancel} isDisabled={lockWhilePending && isPending}>
      {cancelLabel}
    </Button>
  );
  return (
    <Flex gap={size === 'small' ? 'xs' : 'small'} justifyContent={layout === 'dialog' ? 'flex-end' : 'flex-start'}>
      {layout === 'dialog' ? cancel : submit}
      {layout === 'dialog' ? submit : cancel}
    </Flex>
  );
}
