/**
 * A stage's decision rule on the stages page (issue 38 "Decision rules per approval stage", for those who
 * may edit stages; decisions R71): shown only while the stage requires the client's approval. "Any reviewer
 * decides", "All reviewers must approve" or "One person decides", the last with the member who decides.
 * Choosing "One person decides" waits for that member before anything is sent; the server's refusal
 * shows as the page's error toast and the row rolls back.
 */
import { useState } from 'react';
import { SelectField } from '@aws-amplify/ui-react';
import { APPROVAL_RULES, type ApprovalRule } from '../../../../../shared/schemas/approval-rule-limits';
import type { Stage } from '../../../../../shared/schemas/stage';
import type { StageDecider } from '../api/get-stage-deciders';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** Each rule's name in the `board` catalogue (the spec's APPROVAL_RULE_LABELS are the English). */
const RULE_LABEL: Record<ApprovalRule, string> = {
  any: 'rule.any',
  all: 'rule.all',
  decision_maker: 'rule.decisionMaker',
};

export interface StageRuleCellProps {
  stage: Stage;
  deciders: readonly StageDecider[];
  onChange: (change: { approval_rule: ApprovalRule; decision_maker_id?: string }) => void;
}

/** The rule select, and the decision maker's select under `decision_maker`. */
export function StageRuleCell({ stage, deciders, onChange }: StageRuleCellProps) {
  const { t } = useTranslation('board');
  const [picking, setPicking] = useState(false);
  if (!stage.require_approval_from_client) return null;
  const rule: ApprovalRule = picking ? 'decision_maker' : stage.approval_rule;
  return (
    <div className="gl-stage-rule">
      <SelectField
        label={t('rule.label', { stage: stage.name })}
        labelHidden
        size="small"
        value={rule}
        onChange={(event) => {
          const next = event.target.value as ApprovalRule;
          if (next === 'decision_maker') return setPicking(true);
          setPicking(false);
          onChange({ approval_rule: next });
        }}
      >
        {APPROVAL_RULES.map((r) => (
          <option key={r} value={r}>
            {t(RULE_LABEL[r])}
          </option>
        ))}
      </SelectField>
      {rule === 'decision_maker' ? (
        <SelectField
          label={t('rule.decider', { stage: stage.name })}
          labelHidden
          size="small"
          value={stage.approval_rule === 'decision_maker' ? (stage.decision_maker_id ?? '') : ''}
          onChange={(event) => {
            if (!event.target.value) return;
            setPicking(false);
            onChange({ approval_rule: 'decision_maker', decision_maker_id: event.target.value });
          }}
        >
          <option value="">{t('rule.chooseDecider')}</option>
          {deciders.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}
