/**
 * The workspace's Rules page (issue 38 "workspace options → Rules"; decisions BR11): each rule with its
 * trigger and actions in words, an enable toggle, its run log and Delete; the built-in templates, each
 * added in one click. Rules run on the server; the run log refreshes itself while open.
 */
import { useState } from 'react';
import {
  Button,
  Flex,
  Heading,
  SwitchField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Text,
} from '@aws-amplify/ui-react';
import type { Rule, RuleAction } from '../../../../../shared/schemas/rules';
import { RULE_TEMPLATES, type TemplateStage } from '../../../../../shared/schemas/rule-templates';
import { useCreateRule, useDeleteRule, useRuleRuns, useRules, useUpdateRule } from '../api/rules';

const TRIGGER_WORDS: Record<string, string> = {
  card_enters_stage: 'A card enters',
  approved: 'A card is approved in',
  changes_requested: 'Changes are requested in',
  checklist_done: 'All checklist items are done in',
  new_content_version: 'A new content version is added in',
  due_date_passed: 'A card passes its due date in',
};

/** One action in words. */
function actionWords(action: RuleAction, stageName: (id?: string | null) => string): string {
  switch (action.type) {
    case 'move_to_stage':
      return action.stage_id ? `move to ${stageName(action.stage_id)}` : `move to the ${action.to} stage`;
    case 'notify_members':
      return action.card_participants ? "notify the card's participants" : 'notify chosen members';
    default:
      return action.type.replace(/_/g, ' ');
  }
}

/** The run log of one rule. */
function RunLog({ workspaceId, rule }: { workspaceId: string; rule: Rule }) {
  const runs = useRuleRuns(workspaceId, rule.id);
  if (runs.isPending) return <Text>Loading runs…</Text>;
  const list = runs.data?.runs ?? [];
  if (!list.length) return <Text color="font.secondary">No runs yet.</Text>;
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" caption={`Runs of ${rule.name}`} highlightOnHover={false}>
        <TableHead>
          <TableRow>
            <TableCell as="th">When</TableCell>
            <TableCell as="th">Card</TableCell>
            <TableCell as="th">Outcome</TableCell>
            <TableCell as="th">Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((run) => (
            <TableRow key={run.id}>
              <TableCell>{new Date(run.created_at).toLocaleString()}</TableCell>
              <TableCell>{run.card_name}</TableCell>
              <TableCell>{run.outcome}</TableCell>
              <TableCell>
                {[run.actions_done.join('; '), run.reason, run.chain_depth ? `chain depth ${run.chain_depth}` : '']
                  .filter(Boolean)
                  .join(' · ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** One rule's row: words, toggle, run log, delete. */
function RuleItem({
  workspaceId,
  rule,
  stages,
}: {
  workspaceId: string;
  rule: Rule;
  stages: readonly TemplateStage[];
}) {
  const [open, setOpen] = useState(false);
  const update = useUpdateRule(workspaceId);
  const remove = useDeleteRule(workspaceId);
  const stageName = (id?: string | null) => stages.find((s) => s.id === id)?.name ?? 'any stage';
  return (
    <li className="gl-rule" aria-label={rule.name}>
      <Flex direction="column" gap="xs">
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
          <Heading level={3} fontSize="large">
            {rule.name}
          </Heading>
          <SwitchField
            label="Enabled"
            isChecked={rule.enabled}
            isDisabled={update.isPending}
            onChange={(event) => update.mutate({ ruleId: rule.id, body: { enabled: event.target.checked } })}
          />
        </Flex>
        <Text>
          {TRIGGER_WORDS[rule.trigger.type] ?? rule.trigger.type} {stageName(rule.trigger.stage_id)}:{' '}
          {rule.actions.map((a) => actionWords(a, stageName)).join(', then ')}.
        </Text>
        {rule.paused_reason ? <Text color="font.warning">{rule.paused_reason}</Text> : null}
        <Flex gap="small">
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? 'Hide run log' : 'Run log'}
          </Button>
          <Button size="small" variation="warning" isLoading={remove.isPending} onClick={() => remove.mutate(rule.id)}>
            Delete
          </Button>
        </Flex>
        {open ? <RunLog workspaceId={workspaceId} rule={rule} /> : null}
      </Flex>
    </li>
  );
}

/** The Rules page's body, given the workspace's stages in board order. */
export function RulesPage({ workspaceId, stages }: { workspaceId: string; stages: readonly TemplateStage[] }) {
  const rules = useRules(workspaceId);
  const create = useCreateRule(workspaceId);
  const templates = RULE_TEMPLATES.map((t) => ({ ...t, rule: t.build(stages) })).filter((t) => t.rule);
  return (
    <Flex direction="column" gap="large">
      <section aria-labelledby="rule-templates">
        <Heading level={2} fontSize="large" id="rule-templates">
          Add from a template
        </Heading>
        <Flex direction="column" gap="xs" marginTop="small">
          {templates.map((t) => (
            <Button
              key={t.key}
              size="small"
              justifyContent="flex-start"
              isDisabled={create.isPending}
              onClick={() => create.mutate(t.rule!)}
            >
              {t.title}
            </Button>
          ))}
          {create.error ? <Text color="font.error">{create.error.message}</Text> : null}
        </Flex>
      </section>
      <section aria-labelledby="rule-list">
        <Heading level={2} fontSize="large" id="rule-list">
          Rules
        </Heading>
        {rules.isPending ? (
          <Text>Loading rules…</Text>
        ) : rules.data?.rules.length ? (
          <ul className="gl-rules" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '1rem' }}>
            {rules.data.rules.map((rule) => (
              <RuleItem key={rule.id} workspaceId={workspaceId} rule={rule} stages={stages} />
            ))}
          </ul>
        ) : (
          <Text color="font.secondary">No rules yet. Add one from a template.</Text>
        )}
      </section>
    </Flex>
  );
}
