/**
 * The dialog of one approval action (cards spec §4 Approval flow "Each action carries a comment
 * payload"; docs/decisions.md R30): what the action does, an optional note that is posted as the event
 * comment in the Guest tab (only when the card's `stage.note_allowed` says the caller may write there,
 * R32, R48; otherwise a line says the action goes without one), and the action's button. A
 * refusal shows the server's message in the dialog; 'The approval changed meanwhile. Please reload the
 * card.' (decisions R12) comes with a Reload card button.
 */
import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Text, TextAreaField } from '@aws-amplify/ui-react';
import {
  APPROVAL_ACTION_LABELS,
  APPROVAL_MESSAGES,
  type ApprovalAction,
} from '../../../../../shared/schemas/approvals-limits';
import { COMMENT_LIMITS } from '../../../../../shared/schemas/comments-limits';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { errorMessage } from '../../../lib/api-client';
import { noteHtml } from '../utils/note-html';

/** What the dialog says in place of the note field to a caller who may not write in the Guest tab (decisions R48). */
export const NO_NOTE_TEXT = 'This goes without a note: your role cannot write in the Guest tab, where notes appear.';

/** Each action's dialog: title, what it does, the note's label. */
export const APPROVAL_DIALOGS: Record<
  ApprovalAction,
  { title: string; message: string; noteLabel: string; destructive: boolean }
> = {
  submit: {
    title: 'Submit for approval',
    message:
      'The reviewers you check are asked to approve this card in its current stage, in their notifications and by e-mail.',
    noteLabel: 'Note to the client (optional)',
    destructive: false,
  },
  void: {
    title: 'Void Submission',
    message: 'The submission is withdrawn. The card can be submitted again later.',
    noteLabel: 'Why (optional)',
    destructive: true,
  },
  approve: {
    title: 'Approve',
    message: 'Approve this card as it is now.',
    noteLabel: 'Note (optional)',
    destructive: false,
  },
  request_revision: {
    title: 'Reject',
    message: 'Send the card back to the team with a revision request.',
    noteLabel: 'What should change? (optional)',
    destructive: true,
  },
  accept_request: {
    title: 'Accept Request',
    message: "Accept the client's revision request: the team reworks the card and submits it again.",
    noteLabel: 'Note (optional)',
    destructive: false,
  },
  reject_request: {
    title: 'Reject Request',
    message: 'Decline the revision request: the submission goes back to the client as it is.',
    noteLabel: 'Why (optional)',
    destructive: true,
  },
};

interface ApprovalDialogProps {
  action: ApprovalAction;
  /** Whether the caller may add a note: the card's `stage.note_allowed` (decisions R32, R48). */
  canNote: boolean;
  isPending: boolean;
  error: unknown;
  onConfirm: (descriptionHtml: string) => void;
  onCancel: () => void;
  onReload: () => void;
  /** Fields of this action shown under its message (the Submit dialog's reviewers, issue 37). */
  children?: ReactNode;
  /** The action's name in place of the spec's label, as title and button (the viewer's "Request changes", issue 37). */
  label?: string;
  /** Shown below the form: parts with a form of their own (the Submit dialog's reviewers by e-mail, decisions SD1). */
  footer?: ReactNode;
}

/** The action's confirmation with its note. */
export function ApprovalDialog({
  action,
  canNote,
  isPending,
  error,
  onConfirm,
  onCancel,
  onReload,
  children,
  label: named,
  footer,
}: ApprovalDialogProps) {
  const [note, setNote] = useState('');
  const noteId = useId();
  const spec = APPROVAL_DIALOGS[action];
  const label = named ?? APPROVAL_ACTION_LABELS[action];
  const message = error ? errorMessage(error) : null;
  const stale = message === APPROVAL_MESSAGES.wrongState;
  return (
    <Dialog title={named ?? spec.title} onClose={onCancel} testId="approval-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!isPending) onConfirm(noteHtml(note));
        }}
      >
        <Flex direction="column" gap="medium">
          <Text>{spec.message}</Text>
          {children}
          {canNote ? (
            <TextAreaField
              id={noteId}
              label={spec.noteLabel}
              rows={3}
              value={note}
              maxLength={COMMENT_LIMITS.descriptionLength}
              onChange={(event) => setNote(event.target.value)}
              descriptiveText="Posted in the Guest tab with the event."
            />
          ) : (
            <Text fontSize="small" color="font.tertiary" data-testid="approval-no-note">
              {NO_NOTE_TEXT}
            </Text>
          )}
          {message ? (
            <Alert variation="error" role="alert">
              <Flex direction="column" gap="xs" alignItems="flex-start">
                {message}
                {stale ? (
                  <Button size="small" onClick={onReload}>
                    Reload card
                  </Button>
                ) : null}
              </Flex>
            </Alert>
          ) : null}
          <Flex gap="small" justifyContent="flex-end">
            <Button onClick={onCancel}>Cancel</Button>
            <Button
              type="submit"
              variation={spec.destructive ? 'destructive' : 'primary'}
              isLoading={isPending}
              loadingText={`${label}…`}
              autoFocus={!canNote}
            >
              {label}
            </Button>
          </Flex>
        </Flex>
      </form>
      {footer}
    </Dialog>
  );
}
