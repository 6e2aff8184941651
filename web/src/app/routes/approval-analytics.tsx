/**
 * `/organizations/:organization_id/reports/approvals` (issue 28 "Approval analytics"; beyond the spec):
 * for Owners, Admins and Team Leads; anyone else gets the not-authorized page.
 */
import { useParams } from 'react-router';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { ApprovalAnalyticsView } from '../../features/reports/components/approval-analytics';
import { ReportAccessGate } from './report-access-gate';

/** The approval analytics page. */
export function ApprovalAnalyticsRoute() {
  const organizationId = useParams().organization_id!;
  return (
    <ReportAccessGate organizationId={organizationId} report="approvals">
      {(organization) => (
        <div className="gl-page">
          <title>Approval analytics · Greenlight</title>
          <Flex direction="column" gap="medium">
            <Flex direction="column" gap="xxs">
              <Heading level={1} fontSize="xxl" fontWeight="semibold">
                Approval analytics
              </Heading>
              <Text color="font.secondary" fontSize="small">
                {organization.name}: how clients decide on submitted work.
              </Text>
            </Flex>
            <ApprovalAnalyticsView organizationId={organizationId} />
          </Flex>
        </div>
      )}
    </ReportAccessGate>
  );
}
