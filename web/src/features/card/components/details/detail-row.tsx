/**
 * One row of the details sidebar (cards spec §2 Details sidebar): its label, its value, and an
 * optional action (Edit, Change …) shown only when the caller may use it.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';

interface DetailRowProps {
  label: string;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}

/** A labelled group of the sidebar. */
export function DetailRow({ label, children, action, testId }: DetailRowProps) {
  const labelId = useId();
  return (
    <div className="gl-card-detail" role="group" aria-labelledby={labelId} data-testid={testId}>
      <div className="gl-card-detail__head">
        <span className="gl-card-detail__label" id={labelId}>
          {label}
        </span>
        {action}
      </div>
      <div className="gl-card-detail__value">{children}</div>
    </div>
  );
}

interface DialogDetailRowProps {
  label: string;
  testId?: string;
  /** The accessible name of the row's Edit button, e.g. "Edit labels". */
  editLabel: string;
  /** Whether the caller may edit: without it the row shows no Edit button. */
  editable: boolean;
  /** The dialog Edit opens; `onClose` closes it. */
  renderDialog: (onClose: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * A sidebar row whose Edit button opens a dialog (cards spec §2: the label dialog, the participants
 * modal). Shared by those rows so each builds only its value and its dialog (issue 30).
 */
export function DialogDetailRow({ label, testId, editLabel, editable, renderDialog, children }: DialogDetailRowProps) {
  const { t } = useTranslation('card');
  const [open, setOpen] = useState(false);
  return (
    <DetailRow
      label={label}
      testId={testId}
      action={
        editable ? (
          <Button size="small" variation="link" padding="0" onClick={() => setOpen(true)} aria-label={editLabel}>
            {t('details.edit')}
          </Button>
        ) : null
      }
    >
      {children}
      {open ? renderDialog(() => setOpen(false)) : null}
    </DetailRow>
  );
}
