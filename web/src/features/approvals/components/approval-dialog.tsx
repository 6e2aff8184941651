/**
 * The dialog of one approval action (cards spec §4 Approval flow "Each action carries a comment
 * payload"; docs/decisions.md R30): what the action does, an optional note that is posted as the event
 * comment in the Guest tab (only when the card's `stage.note_allowed` says the caller may write there,
 * R32, R48; otherwise a line says the action goes without one), and the action's button. A
 * refusal shows the server's message in the dialog; a 409 ('The approval changed meanwhile. Please reload the
 * card.', decisions R12, or the card moved) comes with a Reload card button.
 */
import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Text, TextAreaField } from '@aws-amplify/ui-react';
import type { ApprovalAction } from '../../../../../shared/schemas/approvals-limits';
import { COMMENT_LIMITS } from '../../../../../shared/schemas/comments-limits';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { noteHtml } from '../utils/note-html';
import { ACTION_LABEL_KEYS } from '../utils/approval-text';
import '../english-messages';

/** Each action's dialog (keys of the `approvals` catalogue): title, what it does, the note's label. */
const APPROVAL_DIALOGS: Record<
  ApprovalAction,
  { title: string; message: string; noteLabel: string; destructive: boolean }
> = {
  submit: {
    title: 'dialog.submit.title',
    message: 'dialog.submit.message',
    noteLabel: 'dialog.submit.note',
    destructive: false,
  },
  void: { title: 'action.void', message: 'dialog.void.message', noteLabel: 'dialog.why', destructive: true },
  approve: { title: 'action.approve', message: 'dialog.approve.message', noteLabel: 'dialog.note', destructive: false },
  request_revision: {
    title: 'action.requestRevision',
    message: 'dialog.requestRevision.message',
    noteLabel: 'dialog.requestRevision.note',
    destructive: true,
  },
  accept_request: {
    title: 'action.acceptRequest',
    message: 'dialog.acceptRequest.message',
    noteLabel: 'dialog.note',
    destructive: false,
  },
  reject_request: {
    title: 'action.rejectRequest',
    message: 'dialog.rejectRequest.message',
    noteLabel: 'dialog.why',
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
  /** The action's name in place of the spec's label, as title and button, already translated (the viewer's "Request changes", issue 37). */
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
  const { t } = useTranslation('approvals');
  const [note, setNote] = useState('');
  const noteId = useId();
  const spec = APPROVAL_DIALOGS[action];
  const label = named ?? t(ACTION_LABEL_KEYS[action]);
  const message = error ? errorMessage(error) : null;
  // A 409 means the card changed under the dialog (decided, voided, moved): its status, not its words, which
  // come in the reader's language.
  const stale = error instanceof ApiError && error.status === 409;
  return (
    <Dialog title={named ?? t(spec.title)} onClose={onCancel} testId="approval-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!isPending) onConfirm(noteHtml(note));
        }}
      >
        <Flex direction="column" gap="medium">
          <Text>{t(spec.message)}</Text>
          {children}
          {canNote ? (
            <TextAreaField
              id={noteId}
              label={t(spec.noteLabel)}
              rows={3}
              value={note}
              maxLength={COMMENT_LIMITS.descriptionLength}
              onChange={(event) => setNote(event.target.value)}
              descriptiveText={t('dialog.notePosted')}
            />
          ) : (
            <Text fontSize="small" color="font.tertiary" data-testid="approval-no-note">
              {t('dialog.noNote')}
            </Text>
          )}
          {message ? (
            <Alert variation="error" role="alert">
              <Flex direction="column" gap="xs" alignItems="flex-start">
                {message}
                {stale ? (
                  <Button size="small" onClick={onReload}>
                    {t('dialog.reloadCard')}
                  </Button>
                ) : null}
              </Flex>
            </Alert>
          ) : null}
          <Flex gap="small" justifyContent="flex-end">
            <Button onClick={onCancel}>{t('common:action.cancel')}</Button>
            <Button
              type="submit"
              variation={spec.destructive ? 'destructive' : 'primary'}
              isLoading={isPending}
              loadingText={t('action.pending', { action: label })}
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
