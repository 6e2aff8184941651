/**
 * A modal dialog on the native `<dialog>` element (accounts spec §4 "Stage creation and deletion use
 * popups"; §5 confirmation texts). `showModal()` gives the focus trap, Escape and the inert page for
 * free; focus goes back to what had it when the dialog closes. Render it only while open.
 */
import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { Flex, Heading } from '@aws-amplify/ui-react';

interface DialogProps {
  title: string;
  /** Escape, the close request of the browser, or the caller's Cancel. */
  onClose: () => void;
  children: ReactNode;
  /** Test hook. */
  testId?: string;
}

/** The modal frame: heading and content; the caller renders its own buttons. */
export function Dialog({ title, onClose, children, testId }: DialogProps) {
  const { ref, onCancel } = useModalDialog(onClose);
  const titleId = useId();
  return (
    <dialog ref={ref} className="gl-dialog" aria-labelledby={titleId} data-testid={testId} onCancel={onCancel}>
      <Flex direction="column" gap="medium">
        <Heading level={2} fontSize="large" fontWeight="semibold" id={titleId}>
          {title}
        </Heading>
        {children}
      </Flex>
    </dialog>
  );
}
