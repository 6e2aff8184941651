/**
 * One row of the details sidebar (cards spec §2 Details sidebar): its label, its value, and an
 * optional action (Edit, Change …) shown only when the caller may use it.
 */
import { useId, type ReactNode } from 'react';

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
