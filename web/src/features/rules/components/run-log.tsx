/**
 * One rule's run log on the Rules page (issue 38 "a run log"; decisions BR11): when, which card, the outcome and
 * the details of each run, newest first, refreshed while open. Loaded lazily when the log is first opened, with
 * its date formatting (lib/i18n/format), so the page's first load carries neither (decisions MA3).
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import type { Rule } from '../../../../../shared/schemas/rules';
import { useRuleRuns } from '../api/rules';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime } from '../../../lib/i18n/format';

/** The run log of one rule. */
export function RunLog({ workspaceId, rule }: { workspaceId: string; rule: Rule }) {
  const { t } = useTranslation('rules');
  const runs = useRuleRuns(workspaceId, rule.id);
  if (runs.isPending) return <Text>{t('runs.loading')}</Text>;
  const list = runs.data?.runs ?? [];
  if (!list.length) return <Text color="font.secondary">{t('runs.empty')}</Text>;
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" caption={t('runs.caption', { name: rule.name })} highlightOnHover={false}>
        <TableHead>
          <TableRow>
            <TableCell as="th">{t('runs.when')}</TableCell>
            <TableCell as="th">{t('runs.card')}</TableCell>
            <TableCell as="th">{t('runs.outcome')}</TableCell>
            <TableCell as="th">{t('runs.details')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((run) => (
            <TableRow key={run.id}>
              <TableCell>{formatDateTime(new Date(run.created_at))}</TableCell>
              <TableCell>{run.card_name}</TableCell>
              <TableCell>{t('runs.outcomeWord', { outcome: run.outcome })}</TableCell>
              <TableCell>
                {[
                  run.actions_done.join('; '),
                  run.reason,
                  run.chain_depth ? t('runs.chainDepth', { depth: run.chain_depth }) : '',
                ]
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
