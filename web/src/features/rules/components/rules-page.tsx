/**
 * The workspace's Rules page (issue 38 "workspace options → Rules"; decisions BR11, RE1–RE4): each rule with
 * its trigger and actions in words, an enable toggle, its run log, Edit and Delete (confirmed); New rule; the
 * built-in templates, each added in one click. The editor (./rule-editor.tsx) is loaded lazily when opened.
 * The route shows the page only to those who may manage rules (`can_access_update_workspace`). Rules run on
 * the server; the run log refreshes itself while open.
 */
import { lazy, Suspense, useRef, useState } from 'react';
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
  Loader,
  Text,
} from '@aws-amplify/ui-react';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import type { Rule, RuleAction } from '../../../../../shared/schemas/rules';
import { RULE_TEMPLATES, type TemplateStage } from '../../../../../shared/schemas/rule-templates';
import { useCreateRule, useDeleteRule, useRuleRuns, useRules, useUpdateRule } from '../api/rules';
import type { RuleEditorProps } from './rule-editor';

const RuleEditor = lazy(() => import('./rule-editor'));

/** The editor, with a loader while its code loads. */
function LazyEditor(props: RuleEditorProps) {
  return (
    <Suspense fallback={<Loader variation="linear" ariaLabel="Loading the rule editor…" />}>
      <RuleEditor {...props} />
    </Suspense>
  );
}

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

/** One rule's row: words, toggle, run log, Edit, Delete (confirmed); the editor in its place while editing. */
function RuleItem({
  workspaceId,
  rule,
  stages,
  editing,
  onEdit,
  onClose,
  onDeleted,
}: {
  workspaceId: string;
  rule: Rule;
  stages: readonly TemplateStage[];
  editing: boolean;
  onEdit: () => void;
  onClose: () => void;
  /** After a deletion: the row is gone, so focus goes elsewhere. */
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateRule(workspaceId);
  const remove = useDeleteRule(workspaceId);
  if (editing)
    return (
      <li className="gl-rule" aria-label={rule.name}>
        <LazyEditor workspaceId={workspaceId} stages={stages} rule={rule} onClose={onClose} />
      </li>
    );
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
          <Button size="small" onClick={onEdit} aria-label={`Edit ${rule.name}`}>
            Edit
          </Button>
          <Button
            size="small"
            variation="warning"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${rule.name}`}
          >
            Delete
          </Button>
        </Flex>
        {open ? <RunLog workspaceId={workspaceId} rule={rule} /> : null}
        {confirming ? (
          <ConfirmDialog
            title="Delete this rule?"
            message={`"${rule.name}" stops running and its run log is deleted. This cannot be undone.`}
            confirmLabel="Delete rule"
            destructive
            action={remove}
            onConfirm={() =>
              remove.mutate(rule.id, {
                onSuccess: () => {
                  setConfirming(false);
                  onDeleted();
                },
              })
            }
            onCancel={() => setConfirming(false)}
          />
        ) : null}
      </Flex>
    </li>
  );
}

/** The Rules page's body, given the workspace's stages in board order. */
export function RulesPage({ workspaceId, stages }: { workspaceId: string; stages: readonly TemplateStage[] }) {
  const rules = useRules(workspaceId);
  const create = useCreateRule(workspaceId);
  // 'new', a rule's id, or null: one editor open at a time.
  const [editing, setEditing] = useState<string | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const edit = (what: string) => {
    opener.current = document.activeElement as HTMLElement | null;
    setEditing(what);
  };
  // Focus goes back to what opened the editor (an Edit button is rendered again), else to New rule.
  const close = () => {
    const back = opener.current?.getAttribute('aria-label');
    setEditing(null);
    requestAnimationFrame(() => {
      const again = back ? document.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(back)}"]`) : null;
      (again ?? newButton.current)?.focus();
    });
  };
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
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
          <Heading level={2} fontSize="large" id="rule-list">
            Rules
          </Heading>
          <Button
            ref={newButton}
            size="small"
            variation="primary"
            onClick={() => edit('new')}
            isDisabled={editing !== null}
          >
            New rule
          </Button>
        </Flex>
        {editing === 'new' ? <LazyEditor workspaceId={workspaceId} stages={stages} onClose={close} /> : null}
        {rules.isPending ? (
          <Text>Loading rules…</Text>
        ) : rules.data?.rules.length ? (
          <ul className="gl-rules" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '1rem' }}>
            {rules.data.rules.map((rule) => (
              <RuleItem
                key={rule.id}
                workspaceId={workspaceId}
                rule={rule}
                stages={stages}
                editing={editing === rule.id}
                onEdit={() => edit(rule.id)}
                onClose={close}
                onDeleted={() => requestAnimationFrame(() => newButton.current?.focus())}
              />
            ))}
          </ul>
        ) : editing === 'new' ? null : (
          <Text color="font.secondary">No rules yet. Add one from a template, or make your own with New rule.</Text>
        )}
      </section>
    </Flex>
  );
}
