/**
 * A form's submit and cancel buttons (issue 30 "one inline-form component": every form wrote this pair
 * with its own sizes and pending state). The submit button shows the pending state; Cancel is disabled
 * while the request runs only when `lockWhilePending` is set (a dialog that must not close mid-write).
 * Without `onCancel` only the submit button shows (a form with nothing to cancel to). `SubmitButton` is
 * the submit button alone, for a form whose only action it is (the sign-in pages' full-width buttons).
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ReactNode } from 'react';
import { Button, Flex } from '@aws-amplify/ui-react';

interface SubmitButtonProps {
  children: ReactNode;
  isPending?: boolean;
  /** Text of the button while pending, e.g. "Saving…". */
  pendingLabel?: string;
  size?: 'small' | 'large';
  isDisabled?: boolean;
  isFullWidth?: boolean;
  /** The primary (filled) style; default true. */
  primary?: boolean;
  testId?: string;
}

/** A submit button that shows the request as pending. */
export function SubmitButton({
  children,
  isPending = false,
  pendingLabel,
  size,
  isDisabled = false,
  isFullWidth,
  primary = true,
  testId,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size={size}
      variation={primary ? 'primary' : undefined}
      isLoading={isPending}
      loadingText={pendingLabel}
      isDisabled={isDisabled}
      isFullWidth={isFullWidth}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

interface FormActionsProps {
  submitLabel: ReactNode;
  /** Called by Cancel; without it there is no Cancel button. */
  onCancel?: () => void;
  isPending?: boolean;
  /** Text of the submit button while pending, e.g. "Saving…". */
  pendingLabel?: string;
  cancelLabel?: string;
  /** Cancel as a link-style button (a full-page form's way back). */
  cancelAsLink?: boolean;
  size?: 'small' | 'large';
  /** Disable Cancel while pending. */
  lockWhilePending?: boolean;
  isSubmitDisabled?: boolean;
  /** `inline`: Submit then Cancel at the start (inline forms); `dialog`: Cancel then Submit at the end. */
  layout?: 'inline' | 'dialog';
  submitTestId?: string;
  /** More buttons, between Submit and Cancel in the inline layout (e.g. "Save, and add cards"); the row then wraps. */
  extra?: ReactNode;
}

/** Submit and Cancel, in the order of the layout. */
export function FormActions(props: FormActionsProps) {
  const { t } = useTranslation('common');
  const {
    submitLabel,
    onCancel,
    isPending = false,
    pendingLabel,
    cancelLabel,
    cancelAsLink = false,
    size,
    lockWhilePending = false,
  } = props;
  const { isSubmitDisabled = false, layout = 'inline', submitTestId, extra } = props;
  const submit = (
    <SubmitButton
      size={size}
      isPending={isPending}
      pendingLabel={pendingLabel}
      isDisabled={isSubmitDisabled}
      testId={submitTestId}
    >
      {submitLabel}
    </SubmitButton>
  );
  const cancel = onCancel ? (
    <Button
      size={size}
      variation={cancelAsLink ? 'link' : undefined}
      onClick={onCancel}
      isDisabled={lockWhilePending && isPending}
    >
      {cancelLabel ?? t('action.cancel')}
    </Button>
  ) : null;
  return (
    <Flex
      gap={size === 'small' ? 'xs' : 'small'}
      justifyContent={layout === 'dialog' ? 'flex-end' : 'flex-start'}
      wrap={extra ? 'wrap' : undefined}
    >
      {layout === 'dialog' ? cancel : submit}
      {extra}
      {layout === 'dialog' ? submit : cancel}
    </Flex>
  );
}
