/**
 * The Submit dialog's reviewers (issue 37 "The Submit dialog lists the workspace's Approvers (all
 * checked)"): one checkbox per Approver who sees the card's stage, all checked once loaded; each checked
 * one is told in the bell and by e-mail. With no Approver, a line says how to get one.
 */
import { useEffect, useRef } from 'react';
import { CheckboxChoices } from '../../../components/ui/checkbox-choices';
import { QueryState } from '../../../components/ui/query-state';
import { useApprovalReviewers } from '../api/get-approval-reviewers';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface ReviewerPickerProps {
  workspaceId: string;
  cardId: string;
  /** The chosen user ids; null until the list has loaded (the server then asks every Approver). */
  selected: readonly string[] | null;
  onChange: (selected: string[]) => void;
}

/** The reviewer checkboxes of the Submit dialog. */
export function ReviewerPicker({ workspaceId, cardId, selected, onChange }: ReviewerPickerProps) {
  const { t } = useTranslation('approvals');
  const query = useApprovalReviewers(workspaceId, cardId);
  const seeded = useRef(false);
  // Everyone starts checked: the list's first answer seeds the selection once.
  useEffect(() => {
    if (query.data && !seeded.current) {
      seeded.current = true;
      onChange(query.data.map((r) => r.user_id));
    }
  }, [query.data, onChange]);
  return (
    <QueryState query={query} errorHeading={t('picker.loadFailed')} placeholders={1}>
      {(reviewers) => (
        <CheckboxChoices
          legend={t('picker.legend')}
          testId="approval-reviewers"
          choices={reviewers.map((r) => ({ value: r.user_id, name: r.name, content: r.name }))}
          selected={selected ?? []}
          onChange={onChange}
          empty={t('picker.none')}
        />
      )}
    </QueryState>
  );
}
