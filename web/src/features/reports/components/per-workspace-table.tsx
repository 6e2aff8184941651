/**
 * Approval analytics per workspace (issue 28 "Approval analytics (per workspace and for the whole
 * organization)"): submitted, approved, sent back and the turnaround's median and 90th percentile of each
 * workspace, shown by ./approval-analytics.tsx when the organization has more than one.
 */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { ApprovalAnalytics } from '../../../../../shared/schemas/reports';
import { shortDuration } from '../utils/short-duration';

export function PerWorkspaceTable({ data }: { data: ApprovalAnalytics }) {
  return (
    <div className="gl-report-table">
      <Table
        size="small"
        variation="striped"
        data-testid="per-workspace"
        caption={<span className="visually-hidden">Per workspace</span>}
      >
        <TableHead>
          <TableRow>
            {['Workspace', 'Submitted', 'Approved', 'Sent back', 'Median', '90th percentile'].map((h) => (
              <TableCell key={h} as="th" scope="col" className={h === 'Workspace' ? undefined : 'gl-report-num'}>
                {h}
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
              <TableCell className="gl-report-num">{w.submitted}</TableCell>
              <TableCell className="gl-report-num">{w.approved}</TableCell>
              <TableCell className="gl-report-num">{w.sent_back}</TableCell>
              <TableCell className="gl-report-num">{shortDuration(w.turnaround.median_seconds)}</TableCell>
              <TableCell className="gl-report-num">{shortDuration(w.turnaround.p90_seconds)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
