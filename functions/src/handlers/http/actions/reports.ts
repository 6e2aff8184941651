/**
 * The report routes (issue 28 "Time reports", "Approval analytics"; BRIEF §8; beyond the spec):
 * `GET /organizations/{id}/reports/access|time|approvals`. Served by the organizations Lambda; the route
 * policy checks organization membership (another organization's id answers 404), and the services check
 * each workspace's report rights (functions/src/services/reports/report-scope.ts; decisions G2).
 */
import { ApprovalAnalyticsQuerySchema, TimeReportQuerySchema } from '../../../../../shared/schemas/reports';
import { requestNow } from '../../../lib/clock';
import type { Action } from '../../domain-handler';
import { ok } from '../../domain-handler';
import { parseInput } from '../../../lib/http/validate';
import { buildApprovalAnalytics } from '../../../services/reports/approval-analytics';
import { reportAccessOf, reportScopeOf } from '../../../services/reports/report-scope';
import { buildTimeReport } from '../../../services/reports/time-report';

const REPORTS = '/api/v1/organizations/{id}/reports';

export const reportActions: Record<string, Action> = {
  [`GET ${REPORTS}/access`]: async ({ access, caller }) =>
    ok(reportAccessOf(await reportScopeOf(access, caller!.userId))),

  [`GET ${REPORTS}/time`]: async ({ access, caller, query, headers }) =>
    ok(await buildTimeReport(access, caller!.userId, parseInput(TimeReportQuerySchema, query), requestNow(headers))),

  [`GET ${REPORTS}/approvals`]: async ({ access, caller, query, headers }) =>
    ok(
      await buildApprovalAnalytics(
        access,
        caller!.userId,
        parseInput(ApprovalAnalyticsQuerySchema, query),
        requestNow(headers),
      ),
    ),
};
