/**
 * The request and response schemas of the routes beyond the two spec documents (BRIEF §8; issues 26–29, 37):
 * annotations, recurring cards, the iCal feed, reports, review by link and webhooks. ./route-schemas.ts
 * spreads them into `ROUTE_SCHEMAS`.
 */
import * as z from '../../../shared/schemas/zod';

import {
  NotificationFilterSettingsInputSchema,
  NotificationFilterSettingsSchema,
  NotificationSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  ReadAllSchema,
  UnreadCountSchema,
} from '../../../shared/schemas/notification';
import { CommentSchema } from '../../../shared/schemas/comments';
import { ApprovalRoundSchema } from '../../../shared/schemas/approval-rounds';
import { RecurrenceResponseSchema, SetRecurrenceRequestSchema } from '../../../shared/schemas/recurrence';
import {
  CalendarFeedSchema,
  IssueCalendarFeedRequestSchema,
  UpdateCalendarFeedRequestSchema,
} from '../../../shared/schemas/calendar-feed';
import { ApiKeyListSchema, CreateApiKeyRequestSchema, CreatedApiKeySchema } from '../../../shared/schemas/api-keys';
import {
  ApprovalAnalyticsQuerySchema,
  ApprovalAnalyticsSchema,
  ReportAccessSchema,
  TimeReportQuerySchema,
  TimeReportSchema,
} from '../../../shared/schemas/reports';
import {
  AnnotationSchema,
  AnnotationsListSchema,
  CarriedOverSchema,
  CarryOverRequestSchema,
  ListAnnotationsQuerySchema,
  ReviewReportSchema,
} from '../../../shared/schemas/annotations';
import {
  CreateWebhookEndpointRequestSchema,
  UpdateWebhookEndpointRequestSchema,
  WebhookEndpointListSchema,
  WebhookEndpointResultSchema,
  WebhookEndpointWithSecretSchema,
  WebhookQueuedSchema,
  WebhookTestQueuedSchema,
} from '../../../shared/schemas/webhooks';
import {
  WebhookDeliveryDetailSchema,
  WebhookDeliveryEventListSchema,
} from '../../../shared/schemas/webhook-deliveries';
import {
  ApprovalActionRequestSchema,
  ApprovalResultSchema,
  ReviewerChoiceSchema,
  SubmitApprovalQuerySchema,
  SubmitApprovalRequestSchema,
} from '../../../shared/schemas/approvals';
import {
  InviteReviewerRequestSchema,
  OpenReviewAnswerSchema,
  OpenReviewSessionRequestSchema,
  ReviewCardSchema,
  ReviewCommentListSchema,
  ReviewCommentRequestSchema,
  ReviewDecisionRequestSchema,
  ReviewLanguageRequestSchema,
  ReviewerListSchema,
  ReviewerSchema,
} from '../../../shared/schemas/review-links';
import { CurrentTimerSchema, StoppedTimerSchema, TimerStateSchema } from '../../../shared/schemas/time-tracking';
import { LANGUAGES } from '../../../shared/i18n/languages';
import type { RouteSchemas } from './route-schema-types';

const COMMENTS = '/api/v1/workspaces/{id}/content_groups/{cid}/comments';
const ANNOTATIONS =
  '/api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}/annotations';

const APPROVALS = '/api/v1/workspaces/{id}/content_groups/{cid}/approved_content_group_stages';
const WEBHOOK_ENDPOINTS = '/api/v1/organizations/{id}/webhook_endpoints';

export const BEYOND_SPEC_ROUTE_SCHEMAS: Record<string, RouteSchemas> = {
  // Annotations (issue 26; beyond the spec)
  [`PUT ${COMMENTS}/{comment_id}/resolve`]: { response: AnnotationSchema },
  [`PUT ${COMMENTS}/{comment_id}/reopen`]: { response: AnnotationSchema },
  [`GET ${ANNOTATIONS}`]: { query: ListAnnotationsQuerySchema, response: AnnotationsListSchema },
  // Recurring cards (issue 28; beyond the spec)
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/recurrence': { response: RecurrenceResponseSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/recurrence': {
    body: SetRecurrenceRequestSchema,
    response: RecurrenceResponseSchema,
  },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/recurrence': {},
  // The iCal feed (issue 28; beyond the spec)
  'GET /api/v1/calendar_feed': { response: CalendarFeedSchema },
  'POST /api/v1/calendar_feed': { body: IssueCalendarFeedRequestSchema, response: CalendarFeedSchema, errors: [409] },
  'PUT /api/v1/calendar_feed': {
    body: UpdateCalendarFeedRequestSchema,
    response: CalendarFeedSchema,
    errors: [404, 409],
  },
  'DELETE /api/v1/calendar_feed': { errors: [409] },
  'GET /api/v1/calendar_feeds/{feed_token}': { response: z.string(), text: 'text/calendar' },
  'GET /api/v1/api_keys': { response: ApiKeyListSchema },
  'POST /api/v1/api_keys': { body: CreateApiKeyRequestSchema, response: CreatedApiKeySchema },
  'DELETE /api/v1/api_keys/{key_id}': { errors: [404] },
  [`POST ${ANNOTATIONS}/carry_over`]: { body: CarryOverRequestSchema, response: CarriedOverSchema },
  // Reports (issue 28; beyond the spec)
  'GET /api/v1/organizations/{id}/reports/access': { response: ReportAccessSchema },
  'GET /api/v1/organizations/{id}/reports/time': {
    query: TimeReportQuerySchema,
    response: TimeReportSchema,
    errors: [403],
  },
  'GET /api/v1/organizations/{id}/reports/approvals': {
    query: ApprovalAnalyticsQuerySchema,
    response: ApprovalAnalyticsSchema,
    errors: [403],
  },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/review_report': {
    response: ReviewReportSchema,
    errors: [429],
  },
  [`POST ${APPROVALS}`]: {
    query: SubmitApprovalQuerySchema,
    body: SubmitApprovalRequestSchema,
    response: ApprovalResultSchema,
  },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/approval_reviewers': { response: z.array(ReviewerChoiceSchema) },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/approval_round': { response: ApprovalRoundSchema },
  // Review by link (issue 37): 401 alike for every refused link or session; 429 for opening too often; 400 for
  // a wrong, expired or used-up code (decisions K1).
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/reviewers': {
    body: InviteReviewerRequestSchema,
    response: ReviewerSchema,
  },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/reviewers': { response: ReviewerListSchema },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/reviewers/{reviewer_id}': {},
  'POST /api/v1/review/sessions': {
    body: OpenReviewSessionRequestSchema,
    response: OpenReviewAnswerSchema,
    errors: [401, 429],
  },
  'GET /api/v1/review/card': { response: ReviewCardSchema, errors: [404] },
  'GET /api/v1/review/comments': { response: ReviewCommentListSchema, errors: [404] },
  'POST /api/v1/review/comments': { body: ReviewCommentRequestSchema, response: CommentSchema, errors: [404] },
  'PUT /api/v1/review/language': {
    body: ReviewLanguageRequestSchema,
    response: z.object({ language: z.enum(LANGUAGES) }),
    errors: [401],
  },
  'POST /api/v1/review/decision': {
    body: ReviewDecisionRequestSchema,
    response: z.object({ status: z.string(), comment: CommentSchema }),
    errors: [404, 409],
  },
  [`PUT ${APPROVALS}/{sid}`]: { body: ApprovalActionRequestSchema, response: ApprovalResultSchema },
  [`POST ${APPROVALS}/{sid}/void_submit`]: { body: ApprovalActionRequestSchema, response: ApprovalResultSchema },
  [`POST ${APPROVALS}/{sid}/request_revision`]: { body: ApprovalActionRequestSchema, response: ApprovalResultSchema },
  [`POST ${APPROVALS}/{sid}/accept_revision`]: { body: ApprovalActionRequestSchema, response: ApprovalResultSchema },
  [`POST ${APPROVALS}/{sid}/reject_revision`]: { body: ApprovalActionRequestSchema, response: ApprovalResultSchema },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/timestamps/start': { response: TimerStateSchema },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/timestamps/stop': { response: StoppedTimerSchema },
  'GET /api/v1/timestamps/current': { response: CurrentTimerSchema },
  'GET /api/v1/notifications': { query: NotificationsQuerySchema, response: NotificationsPageSchema },
  'GET /api/v1/notifications/unread_count': { response: UnreadCountSchema },
  'PUT /api/v1/notifications/read_all': { response: ReadAllSchema },
  'PUT /api/v1/notifications/{id}/read': {
    response: z.extend(UnreadCountSchema, { notification: NotificationSchema }),
  },
  'PUT /api/v1/notifications/{id}/unread': {
    response: z.extend(UnreadCountSchema, { notification: NotificationSchema }),
  },
  'GET /api/v1/notification_filter_settings/{id}': { response: NotificationFilterSettingsSchema },
  'PUT /api/v1/notification_filter_settings/{id}': {
    body: NotificationFilterSettingsInputSchema,
    response: NotificationFilterSettingsSchema,
  },
  // Webhooks (issue 29; beyond the spec)
  [`GET ${WEBHOOK_ENDPOINTS}`]: { response: WebhookEndpointListSchema },
  [`POST ${WEBHOOK_ENDPOINTS}`]: {
    body: CreateWebhookEndpointRequestSchema,
    response: WebhookEndpointWithSecretSchema,
    errors: [409],
  },
  [`PATCH ${WEBHOOK_ENDPOINTS}/{endpoint_id}`]: {
    body: UpdateWebhookEndpointRequestSchema,
    response: WebhookEndpointResultSchema,
  },
  [`DELETE ${WEBHOOK_ENDPOINTS}/{endpoint_id}`]: { errors: [409] },
  [`POST ${WEBHOOK_ENDPOINTS}/{endpoint_id}/rotate_secret`]: { response: WebhookEndpointWithSecretSchema },
  [`GET ${WEBHOOK_ENDPOINTS}/{endpoint_id}/deliveries`]: { response: WebhookDeliveryEventListSchema },
  [`GET ${WEBHOOK_ENDPOINTS}/{endpoint_id}/deliveries/{delivery_id}`]: { response: WebhookDeliveryDetailSchema },
  [`POST ${WEBHOOK_ENDPOINTS}/{endpoint_id}/deliveries/{delivery_id}/redeliver`]: { response: WebhookQueuedSchema },
  [`POST ${WEBHOOK_ENDPOINTS}/{endpoint_id}/test`]: { response: WebhookTestQueuedSchema },
};
