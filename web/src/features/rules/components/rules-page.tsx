/**
 * The workspace's Rules page (issue 38 "workspace options → Rules"; decisions BR11, RE1–RE4): each rule with
 * its trigger and actions in words, an enable toggle, its run log, Edit and Delete (confirmed); New rule; the
 * built-in templates, each added in one click. The editor (./rule-editor.tsx) is loaded lazily when opened.
 * The route shows the page only to those who may manage rules (`can_access_update_workspace`). Rules run on
 * the server; the run log refreshes itself while open.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Flex, Heading, SwitchField, Loader, Text } from '@aws-amplify/ui-react';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import type { Rule, RuleAction } from '../../../../../shared/schemas/rules';
import { RULE_TEMPLATES, type RuleTemplate, type TemplateStage } from '../../../../../shared/schemas/rule-templates';
import { useCreateRule, useDeleteRule, useRules, useUpdateRule } from '../api/rules';
import type { RuleEditorProps } from './rule-editor';
import { useTranslation } from '../../../lib/i18n/use-translation';

const RuleEditor = lazy(() => import('./rule-editor'));
// The run log (a table, date formatting) loads when first opened.
const RunLog = lazy(() => import('./run-log').then((m) => ({ default: m.RunLog })));

/** Each template's title and the name its rule gets, as `rules` keys (the shared templates' English). */
const TEMPLATE_WORDS: Record<RuleTemplate['key'], { title: string; name: string }> = {
  approved_next: { title: 'template.approved_next.title', name: 'template.approved_next.name' },
  changes_back: { title: 'template.changes_back.title', name: 'template.changes_back.name' },
  enter_submit: { title: 'template.enter_submit.title', name: 'template.enter_submit.name' },
};

/** The editor, with a loader while its code loads. */
function LazyEditor(props: RuleEditorProps) {
  const { t } = useTranslation('rules');
  return (
    <Suspense fallback={<Loader variation="linear" ariaLabel={t('page.loadingEditor')} />}>
      <RuleEditor {...props} />
    </Suspense>
  );
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** One action in words (`rules` catalogue, `summary.*`). */
function actionWords(t: Translate, action: RuleAction, stageName: (id?: string | null) => string): string {
  switch (action.type) {
    case 'move_to_stage':
      return action.stage_id
        ? t('summary.moveTo', { stage: stageName(action.stage_id) })
        : t('summary.moveToNeighbour', { to: action.to ?? '' });
    case 'notify_members':
      return action.card_participants ? t('summary.notifyParticipants') : t('summary.notifyChosen');
    default:
      return t('summary.action', { type: action.type });
  }
}

/** A rule's trigger and actions as one sentence ("A card enters Review: move to the next stage."). */
function ruleWords(t: Translate, rule: Rule, stageName: (id?: string | null) => string): string {
  return t('summary.rule', {
    trigger: rule.trigger.type,
    stage: stageName(rule.trigger.stage_id),
    actions: rule.actions.map((a) => actionWords(t, a, stageName)).join(t('summary.then')),
  });
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
  const { t } = useTranslation('rules');
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
  const stageName = (id?: string | null) => stages.find((s) => s.id === id)?.name ?? t('summary.anyStage');
  return (
    <li className="gl-rule" aria-label={rule.name}>
      <Flex direction="column" gap="xs">
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
          <Heading level={3} fontSize="large">
            {rule.name}
          </Heading>
          <SwitchField
            label={t('rule.enabled')}
            isChecked={rule.enabled}
            isDisabled={update.isPending}
            onChange={(event) => update.mutate({ ruleId: rule.id, body: { enabled: event.target.checked } })}
          />
        </Flex>
        <Text>{ruleWords(t, rule, stageName)}</Text>
        {rule.paused_reason ? <Text color="font.warning">{rule.paused_reason}</Text> : null}
        <Flex gap="small" wrap="wrap">
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? t('rule.hideRunLog') : t('rule.runLog')}
          </Button>
          <Button size="small" onClick={onEdit} aria-label={t('rule.editLabel', { name: rule.name })}>
            {t('rule.edit')}
          </Button>
          <Button
            size="small"
            variation="warning"
            onClick={() => setConfirming(true)}
            aria-label={t('rule.deleteLabel', { name: rule.name })}
          >
            {t('rule.delete')}
          </Button>
        </Flex>
        {open ? (
          <Suspense fallback={<Loader variation="linear" ariaLabel={t('runs.loading')} />}>
            <RunLog workspaceId={workspaceId} rule={rule} />
          </Suspense>
        ) : null}
        {confirming ? (
          <ConfirmDialog
            title={t('delete.title')}
            message={t('delete.message', { name: rule.name })}
            confirmLabel={t('delete.confirm')}
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
  const { t } = useTranslation('rules');
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
  const templates = RULE_TEMPLATES.map((template) => ({ ...template, rule: template.build(stages) })).filter(
    (template) => template.rule,
  );
  return (
    <Flex direction="column" gap="large">
      <section aria-labelledby="rule-templates">
        <Heading level={2} fontSize="large" id="rule-templates">
          {t('templates.heading')}
        </Heading>
        <Flex direction="column" gap="xs" marginTop="small">
          {templates.map((template) => (
            <Button
              key={template.key}
              size="small"
              justifyContent="flex-start"
              isDisabled={create.isPending}
              onClick={() => create.mutate({ ...template.rule!, name: t(TEMPLATE_WORDS[template.key].name) })}
            >
              {t(TEMPLATE_WORDS[template.key].title)}
            </Button>
          ))}
          {create.error ? <Text color="font.error">{create.error.message}</Text> : null}
        </Flex>
      </section>
      <section aria-labelledby="rule-list">
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
          <Heading level={2} fontSize="large" id="rule-list">
            {t('page.title')}
          </Heading>
          <Button
            ref={newButton}
            size="small"
            variation="primary"
            onClick={() => edit('new')}
            isDisabled={editing !== null}
          >
            {t('editor.new')}
          </Button>
        </Flex>
        {editing === 'new' ? <LazyEditor workspaceId={workspaceId} stages={stages} onClose={close} /> : null}
        {rules.isPending ? (
          <Text>{t('page.loading')}</Text>
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
          <Text color="font.secondary">{t('page.empty')}</Text>
        )}
      </section>
    </Flex>
  );
}
