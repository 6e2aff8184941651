/**
 * Approval analytics per workspace (issue 28 "Approval analytics (per workspace and for the whole
 * organization)"): submitted, approved, sent back and the turnaround's median and 90th percentile of each
 * workspace, shown by ./approval-analytics.tsx when the organization has more than one.
 */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { ApprovalAnalytics } from '../../../../../shared/schemas/reports';
import { formatNumber } from '../../../lib/i18n/format-number';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { shortDuration } from '../utils/short-duration';

/** The columns' headings (`reports` catalogue keys), the workspace's name first. */
const COLUMNS = ['filters.workspace', 'stat.submitted', 'stat.approved', 'stat.sentBack', 'table.median', 'table.p90'];

/** One row per workspace, with the caption "Per workspace" for screen readers. */
export function PerWorkspaceTable({ data }: { data: ApprovalAnalytics }) {
  const { t } = useTranslation('reports');
  return (
    <div className="gl-report-table">
      <Table
        size="small"
        variation="striped"
        data-testid="per-workspace"
        caption={<span className="visually-hidden">{t('table.perWorkspace')}</span>}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((key, i) => (
              <TableCell key={key} as="th" scope="col" className={i === 0 ? undefined : 'gl-report-num'}>
                {t(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.per_workspace.map((w) => (
            <TableRow key={w.workspace_id}>
              <TableCell as="th" scope="row">
                {w.name}
              </TableCell>
              <TableCell className="gl-report-num">{formatNumber(w.submitted)}</TableCell>
              <TableCell className="gl-report-num">{formatNumber(w.approved)}</TableCell>
              <TableCell className="gl-report-num">{formatNumber(w.sent_back)}</TableCell>
              <TableCell className="gl-report-num">{shortDuration(w.turnaround.median_seconds, t)}</TableCell>
              <TableCell className="gl-report-num">{shortDuration(w.turnaround.p90_seconds, t)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
