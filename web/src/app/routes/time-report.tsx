/**
 * `/organizations/:organization_id/reports/time` (issue 28 "Time reports"; beyond the spec): the
 * organization's time report, for Owners, Admins and Team Leads (everyone's time) and other team members
 * (their own); guests get the not-authorized page. The chart's code starts loading as the page opens.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { preloadTimeChart, TimeReportView } from '../../features/reports/components/time-report';
import { ReportAccessGate } from './report-access-gate';

/** The time report page. */
export function TimeReportRoute() {
  const organizationId = useParams().organization_id!;
  // The chart's code loads beside the access check and the report's data, not after them (decisions G24).
  useEffect(preloadTimeChart, []);
  return (
    <ReportAccessGate organizationId={organizationId} report="time">
      {(organization) => (
        <div className="gl-page">
          <title>Time report · Greenlight</title>
          <Flex direction="column" gap="medium">
            <Flex direction="column" gap="xxs">
              <Heading level={1} fontSize="xxl" fontWeight="semibold">
                Time report
              </Heading>
              <Text color="font.secondary" fontSize="small">
                {organization.name}: tracked time by workspace, card and person, split at midnight in your time zone.
              </Text>
            </Flex>
            <TimeReportView organizationId={organizationId} />
          </Flex>
        </div>
      )}
    </ReportAccessGate>
  );
}
