/**
 * What the OpenAPI document says of each route besides its route-table entry (issue 2 §5; issue 25, decisions
 * A34): the body, query and `data` schemas from the shared zod schemas, and the errors its action can answer
 * that its policy does not imply. ./openapi.ts builds the document from these. Split from it (issue 30: no
 * source file over 400 lines).
 */
import { ActivitiesPageSchema, ActivitiesQuerySchema } from '../../../shared/schemas/activity';
import * as z from '../../../shared/schemas/zod';
import { IdSchema } from '../../../shared/schemas/common';
import { AuthorizedUserSchema, ConfirmContentsRequestSchema, ContentSchema, ContentsDownloadSchema, ContentsUploadInfoSchema, ContentVersionSchema, DestroyContentsRequestSchema, DownloadContentsQuerySchema, PresignContentRequestSchema, ReplaceContentRequestSchema, ReplacedImageSchema, ReplaceImageRequestSchema, SortContentsRequestSchema } from '../../../shared/schemas/contents';
import { ConfirmationQuerySchema, RefreshRequestSchema, RefreshedSessionSchema, EmailRequestSchema, MessageSchema, RegisterRequestSchema, ResetPasswordRequestSchema, SessionSchema, SignInRequestSchema, UnlockAccountRequestSchema } from '../../../shared/schemas/auth';
import { UserSchema, UpdateDetailRequestSchema, UpdateNotificationRingRequestSchema, UpdatePasswordRequestSchema, UserDetailSchema } from '../../../shared/schemas/user';
import { CreateOrganizationRequestSchema, OrganizationSchema } from '../../../shared/schemas/organization';
import { CreateWorkspaceRequestSchema, DashboardSchema, SortBodySchema, SortQuerySchema, UpdateWorkspaceRequestSchema, WorkspaceDetailSchema, WorkspaceSummarySchema } from '../../../shared/schemas/workspace';
import { CreateStageRequestSchema, StageCardsPageSchema, StageDefaultsSchema, StageSchema, StageSortQuerySchema, TemplateStageSchema, UpdateStageRequestSchema } from '../../../shared/schemas/stage';
import { CalendarDataSchema, CalendarQuerySchema } from '../../../shared/schemas/calendar';
import { ChecklistItemSchema, ChecklistSchema, CreateChecklistItemRequestSchema, CreateChecklistRequestSchema, SortChecklistItemsRequestSchema, SortChecklistsRequestSchema, UpdateChecklistItemRequestSchema, UpdateChecklistRequestSchema } from '../../../shared/schemas/checklist';
import { MinimizeCardRequestSchema, MinimizedCardSchema, PopupDismissRequestSchema, PopupDismissSchema, SearchHistoryEntrySchema, SearchHistoryRequestSchema, SearchRecommendationSchema } from '../../../shared/schemas/user-preferences';
import { BinActionResultSchema, BinSelectionSchema, DeletedCardPageSchema, DeletedIndexQuerySchema } from '../../../shared/schemas/recycle-bin';
import { ORGANIZATION_TYPES } from '../../../shared/schemas/organization-types';

import { ArchivedCardsSchema, CardDetailSchema, CardSchema, CreateCardRequestSchema, NewCardOptionsSchema, UpdateCardRequestSchema, UpdateStageQuerySchema } from '../../../shared/schemas/card';
import { AssignLabelRequestSchema, AssignedUserSchema, AssignedUsersRequestSchema, CardLabelChoiceSchema, CreateLabelRequestSchema, LabelSchema, UpdateLabelRequestSchema } from '../../../shared/schemas/label';
import { PermissionsResponseSchema } from '../../../shared/schemas/permissions';
import { CardDuplicateSettingsSchema, CloneCardRequestSchema, CloneCardResponseSchema, CopySettingsResponseSchema, SaveCopySettingsRequestSchema } from '../../../shared/schemas/card-copy';
import { LogoUploadRequestSchema, PresignedPostSchema, WorkspaceLogoUploadRequestSchema } from '../../../shared/schemas/uploads';
import { ConfirmWorkspaceLogoRequestSchema } from '../../../shared/schemas/workspace-logo';
import { CollaboratorsSchema, InvitationPreviewSchema, InvitedUserRowSchema, InviteRequestSchema, ResendInvitationRequestSchema, UpdateRoleRequestSchema } from '../../../shared/schemas/collaborators';
import { AddUsersRequestSchema, UpdateUserAccessRequestSchema, UserRowSchema } from '../../../shared/schemas/admin';
import { NotificationFilterSettingsInputSchema, NotificationFilterSettingsSchema, NotificationSchema, NotificationsPageSchema, NotificationsQuerySchema, ReadAllSchema, UnreadCountSchema } from '../../../shared/schemas/notification';
import { ClearDraftQuerySchema, MentionableUsersQuerySchema, CommentAttachmentSchema, CommentAttachmentUploadRequestSchema, CommentPostedSchema, CommentSchema, CommentsPageSchema, CreateCommentRequestSchema, CreateDraftQuerySchema, CreateDraftRequestSchema, DraftCommentSchema, ListCommentsQuerySchema, MarkAsReadRequestSchema, UnreadCommentsSchema, UpdateCommentRequestSchema, UpdateDraftAttachmentsRequestSchema, UpdateDraftRequestSchema } from '../../../shared/schemas/comments';
import { RecurrenceResponseSchema, SetRecurrenceRequestSchema } from '../../../shared/schemas/recurrence';
import { CalendarFeedSchema, IssueCalendarFeedRequestSchema, UpdateCalendarFeedRequestSchema } from '../../../shared/schemas/calendar-feed';
import { ApiKeyListSchema, CreateApiKeyRequestSchema, CreatedApiKeySchema } from '../../../shared/schemas/api-keys';
import { CardPopupSchema } from '../../../shared/schemas/card-popup';
import { WholeBoardQuerySchema, WholeBoardSchema } from '../../../shared/schemas/whole-board';
import { ApprovalAnalyticsQuerySchema, ApprovalAnalyticsSchema, ReportAccessSchema, TimeReportQuerySchema, TimeReportSchema } from '../../../shared/schemas/reports';
import { AnnotationSchema, AnnotationsListSchema, CarriedOverSchema, CarryOverRequestSchema, ListAnnotationsQuerySchema, ReviewReportSchema } from '../../../shared/schemas/annotations';
import { CreateWebhookEndpointRequestSchema, UpdateWebhookEndpointRequestSchema, WebhookEndpointListSchema, WebhookEndpointResultSchema, WebhookEndpointWithSecretSchema, WebhookQueuedSchema, WebhookTestQueuedSchema } from '../../../shared/schemas/webhooks';
import { WebhookDeliveryDetailSchema, WebhookDeliveryEventListSchema } from '../../../shared/schemas/webhook-deliveries';
import { ApprovalActionRequestSchema, ApprovalResultSchema, ReviewerChoiceSchema, SubmitApprovalQuerySchema, SubmitApprovalRequestSchema } from '../../../shared/schemas/approvals';
import { InviteReviewerRequestSchema, OpenReviewSessionRequestSchema, ReviewCardSchema, ReviewCommentListSchema, ReviewCommentRequestSchema, ReviewDecisionRequestSchema, ReviewerListSchema, ReviewerSchema, ReviewSessionSchema } from '../../../shared/schemas/review-links';
import { CurrentTimerSchema, StoppedTimerSchema, TimerStateSchema } from '../../../shared/schemas/time-tracking';
import { ChatMessageSchema, ChatUploadRequestSchema, ConversationRequestSchema, ConversationSchema, ListMessagesQuerySchema, MessageCountSchema, MessageReadRequestSchema, MessagesPageSchema, NewMessageRequestSchema } from '../../../shared/schemas/chat';

const COMMENTS = '/api/v1/workspaces/{id}/content_groups/{cid}/comments';
const ANNOTATIONS = '/api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}/annotations';

/** What a deletion (and a few other calls) answer: the id acted on. */
const IdOnlySchema = z.object({ id: z.string() });
/** An accepted invitation: where the caller now belongs. */
const AcceptedInvitationSchema = z.object({ organization_id: IdSchema, workspace_id: IdSchema });
/** `?status=declined` declines every pending invitation; anything else (or nothing) accepts them. */
const AnswerAllQuerySchema = z.object({ status: z.optional(z.string()) });
const APPROVALS = '/api/v1/workspaces/{id}/content_groups/{cid}/approved_content_group_stages';
const WEBHOOK_ENDPOINTS = '/api/v1/organizations/{id}/webhook_endpoints';

/** Error statuses a route may answer beyond those its policy and shape give (see `errorStatusesOf`). */
export type ExtraError = 401 | 403 | 404 | 409 | 429;

/** What the document says of one route besides its route-table entry. */
export interface RouteSchemas {
  /** The JSON body it takes. */
  body?: z.ZodMiniType;
  /** Its query parameters; a key is required unless its schema is optional or has a default. */
  query?: z.ZodMiniObject;
  /** The envelope's `data` on success (absent only for a 204 route). */
  response?: z.ZodMiniType;
  /** Errors its action can answer that its policy does not imply (e.g. 409 for a lost race, 429 for a limit). */
  errors?: readonly ExtraError[];
  /** What the operation does beyond its summary, when a client needs it (issue 35: conditional parameters, an answer whose shape depends on the query). */
  description?: string;
  /** A success body that is not the JSON envelope: its media type (issue 28: the iCal feed's `text/calendar`); `response` is then the body's schema. */
  text?: string;
}

/** Request and response schemas per route key; every route must have one (tests/unit/openapi.test.ts). */
export const ROUTE_SCHEMAS: Record<string, RouteSchemas> = {
  'GET /api/v1/health': { response: z.object({ status: z.literal('ok') }) },
  'POST /api/v1/auth': { body: SignInRequestSchema, response: SessionSchema, errors: [401, 429] },
  'DELETE /api/v1/logout': { response: MessageSchema },
  'POST /api/v1/users': { body: RegisterRequestSchema, response: MessageSchema, errors: [429] },
  'GET /api/v1/users/confirmation': { query: ConfirmationQuerySchema, response: MessageSchema },
  'POST /api/v1/users/resend_confirmation': { body: EmailRequestSchema, response: MessageSchema },
  'POST /api/v1/user/password/new': { body: EmailRequestSchema, response: MessageSchema },
  'PUT /api/v1/user/password/update': { body: ResetPasswordRequestSchema, response: MessageSchema },
  'POST /api/v1/users/request_unlock': { body: EmailRequestSchema, response: MessageSchema },
  'POST /api/v1/users/unlock_account': { body: UnlockAccountRequestSchema, response: MessageSchema },
  'POST /api/v1/auth/request': { response: UserSchema },
  'POST /api/v1/auth/refresh': { body: RefreshRequestSchema, response: RefreshedSessionSchema, errors: [401] },
  'POST /api/v1/users/detail': { response: UserDetailSchema },
  'POST /api/v1/users/logo_upload': { body: LogoUploadRequestSchema, response: PresignedPostSchema, errors: [429] },
  'PUT /api/v1/users/update_detail': { body: UpdateDetailRequestSchema, response: UserDetailSchema },
  'PUT /api/v1/users/update_password': { body: UpdatePasswordRequestSchema, response: MessageSchema },
  'PUT /api/v1/users/update_notification_ring': { body: UpdateNotificationRingRequestSchema, response: UserDetailSchema },
  'DELETE /api/v1/users/destroy': { response: MessageSchema },
  'GET /api/v1/user_profiles/{id}/activities': { query: ActivitiesQuerySchema, response: ActivitiesPageSchema },
  'GET /api/v1/organizations': { response: z.array(OrganizationSchema) },
  'POST /api/v1/organizations': { body: CreateOrganizationRequestSchema, response: OrganizationSchema, errors: [403] },
  'GET /api/v1/organizations/workspaces': { response: z.array(WorkspaceSummarySchema) },
  'GET /api/v1/organizations/{id}/detail': { response: OrganizationSchema },
  'PATCH /api/v1/organizations/{id}': { body: CreateOrganizationRequestSchema, response: OrganizationSchema },
  'DELETE /api/v1/organizations/{id}': { response: z.object({ id: z.string() }) },
  'GET /api/v1/home': { response: DashboardSchema },
  'PUT /api/v1/workspaces/{id}': { body: UpdateWorkspaceRequestSchema, response: WorkspaceSummarySchema },
  'DELETE /api/v1/workspaces/{id}': { response: z.object({ id: z.string() }) },
  'DELETE /api/v1/workspaces/{id}/leave': { response: z.object({ id: z.string() }) },
  'GET /api/v1/workspaces/{id}/collaborators': { response: CollaboratorsSchema },
  'POST /api/v1/workspaces/{id}/workspace_users': { body: InviteRequestSchema, response: z.array(InvitedUserRowSchema) },
  'POST /api/v1/workspaces/{id}/update_workspace_user_role': { body: UpdateRoleRequestSchema, response: UpdateRoleRequestSchema },
  'GET /api/v1/users/new/{token}': { response: InvitationPreviewSchema },
  'GET /api/v1/pending_invitation': { response: z.array(InvitedUserRowSchema) },
  'GET /api/v1/invited_users': { query: z.object({ workspace_id: z.string() }), response: z.array(InvitedUserRowSchema) },
  'GET /api/v1/multi_users': { response: z.array(UserRowSchema) },
  'POST /api/v1/multi_users': { body: AddUsersRequestSchema, response: z.object({ count: z.number() }) },
  'GET /api/v1/multi_users/{id}': { response: UserRowSchema },
  'PUT /api/v1/multi_users/{id}': { body: UpdateUserAccessRequestSchema, response: z.nullable(UserRowSchema) },
  'POST /api/v1/template_stages': { body: CreateStageRequestSchema, response: TemplateStageSchema },
  'GET /api/v1/workspaces/{id}/stages/{sid}': { response: StageSchema },
  'PUT /api/v1/workspaces/{id}/stages/{sid}': { body: UpdateStageRequestSchema, response: StageSchema },
  'DELETE /api/v1/workspaces/{id}/stages/{sid}': { response: z.object({ id: z.string() }) },
  'GET /api/v1/workspaces/{id}/stages/{sid}/sort': { query: StageSortQuerySchema, response: StageCardsPageSchema },
  'GET /api/v1/stages/calendar_data': { query: CalendarQuerySchema, response: CalendarDataSchema },
  'GET /api/v1/workspaces/{id}/cards': { query: WholeBoardQuerySchema, response: WholeBoardSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}': { response: CardDetailSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/popup': { response: CardPopupSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}': { body: UpdateCardRequestSchema, response: CardDetailSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/mark_as_incomplete': { response: CardDetailSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/update_stage': { query: UpdateStageQuerySchema, response: CardDetailSchema },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/archive': { response: CardDetailSchema },
  'GET /api/v1/workspaces/{id}/content_group_duplicate_settings': { response: CopySettingsResponseSchema },
  'PUT /api/v1/workspaces/{id}/content_group_duplicate_settings': { body: SaveCopySettingsRequestSchema, response: z.object({ settings: CardDuplicateSettingsSchema }) },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/clone': { body: CloneCardRequestSchema, response: CloneCardResponseSchema },
  'GET /api/v1/workspaces/{id}/content_groups/archived': { response: ArchivedCardsSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/lists': { response: z.array(ChecklistSchema) },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/lists': { body: CreateChecklistRequestSchema, response: ChecklistSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/lists/sort': { body: SortChecklistsRequestSchema, response: z.array(ChecklistSchema) },
  'PATCH /api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}': { body: UpdateChecklistRequestSchema, response: ChecklistSchema },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items': { body: CreateChecklistItemRequestSchema, response: ChecklistItemSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/sort': { body: SortChecklistItemsRequestSchema, response: ChecklistSchema },
  'PATCH /api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/{item_id}': { body: UpdateChecklistItemRequestSchema, response: ChecklistItemSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents': { response: z.array(ContentSchema) },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/new': { response: ContentsUploadInfoSchema },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/contents/new': { body: PresignContentRequestSchema, response: PresignedPostSchema, errors: [429] },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/contents': { body: ConfirmContentsRequestSchema, response: z.union([ContentSchema, z.array(ContentSchema)]) },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/contents/sort_attachments': { body: SortContentsRequestSchema, response: z.array(ContentSchema) },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/contents/destroy_multi': { body: DestroyContentsRequestSchema, response: z.object({ ids: z.array(z.string()), message: z.string() }) },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/download': { query: DownloadContentsQuerySchema, response: ContentsDownloadSchema, errors: [429] },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}': { response: ContentSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}': { body: ReplaceContentRequestSchema, response: ContentSchema },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}': { response: z.object({ ids: z.array(z.string()), message: z.string() }) },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/hide': { response: ContentSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/hide': { response: ContentSchema, errors: [409] },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/unhide': { response: ContentSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/unhide': { response: ContentSchema, errors: [409] },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions': { response: z.array(ContentVersionSchema) },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}': { response: ContentVersionSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/authorized_users': { response: z.array(AuthorizedUserSchema) },
  'POST /api/v1/workspaces/{id}/content_groups/replace_image': { body: ReplaceImageRequestSchema, response: z.array(ReplacedImageSchema) },
  'GET /api/v1/minimized_content_groups': { response: z.array(MinimizedCardSchema) },
  'POST /api/v1/minimized_content_groups': { body: MinimizeCardRequestSchema, response: z.array(MinimizedCardSchema) },
  'DELETE /api/v1/minimized_content_groups/{id}': { response: IdOnlySchema },
  'GET /api/v1/workspaces/{id}/search_histories': { response: z.array(SearchHistoryEntrySchema) },
  'POST /api/v1/workspaces/{id}/search_histories': { body: SearchHistoryRequestSchema, response: SearchHistoryEntrySchema },
  'DELETE /api/v1/workspaces/{id}/search_histories/{history_id}': { response: IdOnlySchema },
  'GET /api/v1/workspaces/{id}/content_groups/search': { query: z.object({ name: z.optional(z.string()) }), response: z.array(SearchRecommendationSchema) },
  'GET /api/v1/popup_dismisses/{popup_id}': { response: PopupDismissSchema },
  'PUT /api/v1/popup_dismisses/{popup_id}': { body: PopupDismissRequestSchema, response: PopupDismissSchema },
  'GET /api/v1/organizations/{id}/content_groups/deleted_index': { query: DeletedIndexQuerySchema, response: DeletedCardPageSchema },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}': { response: z.object({ id: IdSchema, deleted_at: z.string() }) },
  // Organizations, dashboard and template (board) stages (accounts spec §7 Organizations, Dashboard, Template stages).
  'GET /api/v1/organizations/{id}/edit': { response: OrganizationSchema },
  'GET /api/v1/get_common_details': { response: z.object({ user: UserSchema, organizations: z.array(OrganizationSchema) }) },
  'GET /api/v1/organizations/{id}/get_allowed_user_details': { response: z.pick(OrganizationSchema, { allowed_user_count: true, remaining_users: true, ignore_limit: true, personal: true }) },
  'GET /api/v1/permissions': { response: PermissionsResponseSchema },
  'GET /api/v1/template_stages/new': { response: StageDefaultsSchema },
  'GET /api/v1/template_stages': { response: z.array(TemplateStageSchema) },
  'GET /api/v1/template_stages/{id}': { response: TemplateStageSchema },
  'PUT /api/v1/template_stages/{id}': { body: UpdateStageRequestSchema, response: TemplateStageSchema },
  'DELETE /api/v1/template_stages/{id}': { response: IdOnlySchema },
  // Workspaces, their users and invitations (accounts spec §7 Workspaces, Invitations).
  'GET /api/v1/workspaces': { response: z.array(WorkspaceSummarySchema) },
  'GET /api/v1/workspaces/list': { response: z.array(WorkspaceSummarySchema) },
  'GET /api/v1/workspace_initial': {
    response: z.object({
      name: z.string(),
      organization_id: IdSchema,
      organization_type: z.enum(ORGANIZATION_TYPES),
      stages: z.array(z.object({ name: z.string(), visible_to_client: z.boolean(), require_approval_from_client: z.boolean() })),
      storage_limit_bytes: z.nullable(z.int()),
    }),
  },
  'GET /api/v1/workspaces/{id}/collaborator_workspace_data': {
    response: z.object({
      workspace: z.object({ id: IdSchema, name: z.string(), organization_id: IdSchema, owner_id: IdSchema }),
      can_invite_collaborator: z.boolean(),
      roles: z.array(z.object({ id: z.string(), name: z.string(), guest: z.boolean() })),
    }),
  },
  'DELETE /api/v1/workspaces/{id}/workspace_users/{uid}': { response: IdOnlySchema },
  'PUT /api/v1/accept_invitation/{token}': { response: AcceptedInvitationSchema, errors: [403] },
  'DELETE /api/v1/decline_invitation/{token}': { response: IdOnlySchema },
  'PUT /api/v1/workspaces/{id}/accept_invitation': { query: z.object({ notification_id: z.string() }), response: AcceptedInvitationSchema, errors: [403] },
  'DELETE /api/v1/workspaces/{id}/decline_invitation': { query: z.object({ notification_id: z.string() }), response: IdOnlySchema },
  'PUT /api/v1/accept_all_invitation': { query: AnswerAllQuerySchema, response: z.object({ count: z.int() }) },
  'GET /api/v1/accept_all_invitation': { query: AnswerAllQuerySchema, response: z.object({ count: z.int() }) },
  'DELETE /api/v1/invited_users/{id}': { query: z.object({ workspace_id: z.string() }), response: IdOnlySchema },
  'POST /api/v1/resent_notification': { query: z.object({ workspace_id: z.string() }), body: ResendInvitationRequestSchema, response: IdOnlySchema },
  'GET /api/v1/workspaces/{id}/stages/new': { response: StageDefaultsSchema },
  // Admin (accounts spec §7 Admin).
  'DELETE /api/v1/multi_users/{id}': { response: IdOnlySchema },
  'GET /api/v1/multi_users/{id}/get_summary': {
    // The spec's `?organization_id&workspace_id`; the summary is the organization's, so workspace_id only narrows nothing today.
    query: z.object({ organization_id: z.optional(IdSchema), workspace_id: z.optional(IdSchema) }),
    response: z.object({ id: z.string(), removed: z.boolean(), full_name: z.string(), name_initials: z.string(), logo: UserDetailSchema.shape.logo, roles: z.array(z.string()) }),
  },
  'GET /api/v1/get_workspace': { response: z.array(z.object({ id: IdSchema, name: z.string(), owner_id: IdSchema })) },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}': { response: IdOnlySchema },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/{item_id}': { response: IdOnlySchema },
  'PUT /api/v1/organizations/{id}/content_groups/restore': { body: BinSelectionSchema, response: BinActionResultSchema },
  'DELETE /api/v1/organizations/{id}/content_groups/destroy_deleted': { body: BinSelectionSchema, response: BinActionResultSchema },
  'POST /api/v1/organizations/{id}/content_groups/replace_image': { body: ReplaceImageRequestSchema, response: z.array(ReplacedImageSchema) },
  'POST /api/v1/workspaces': { body: CreateWorkspaceRequestSchema, response: WorkspaceSummarySchema },
  'GET /api/v1/workspaces/{id}': { query: z.object({ search: z.optional(z.string()) }), response: WorkspaceDetailSchema },
  'POST /api/v1/workspaces/{id}/logo_upload': { body: WorkspaceLogoUploadRequestSchema, response: PresignedPostSchema, errors: [429] },
  'PUT /api/v1/workspaces/{id}/logo': { body: ConfirmWorkspaceLogoRequestSchema, response: WorkspaceSummarySchema },
  'DELETE /api/v1/workspaces/{id}/logo': { response: WorkspaceSummarySchema },
  'PUT /api/v1/workspaces/{id}/sort': {
    query: SortQuerySchema,
    body: SortBodySchema,
    // The answer's shape follows `type` (issue 35): the moved card, or the moved stage.
    response: z.union([CardSchema.check(z.meta({ title: 'Card', description: 'type=content_group: the moved card, in its new stage and place.' })), StageSchema.check(z.meta({ title: 'Stage', description: 'type=stage: the moved stage, in its new place.' }))]),
    description:
      'Moves one card (`type=content_group`) or one stage (`type=stage`). A card move requires `destination_stage_id` (400 without it) and a body whose destination stage lists the card in its new place; the answer is the moved card. A stage move takes every stage in its new order; the answer is the moved stage.',
  },
  'GET /api/v1/workspaces/{id}/stages': { response: z.array(StageSchema) },
  'POST /api/v1/workspaces/{id}/stages': { body: CreateStageRequestSchema, response: StageSchema },
  'GET /api/v1/workspaces/{id}/stages/{sid}/list_data': {
    query: z.object({ page: z.optional(z.int()), per_page: z.optional(z.int()), search: z.optional(z.string()), cursor: z.optional(z.string()) }),
    response: StageCardsPageSchema,
  },
  'POST /api/v1/workspaces/{id}/content_groups': { body: CreateCardRequestSchema, response: CardSchema },
  'GET /api/v1/workspaces/{id}/content_groups/new': { response: NewCardOptionsSchema },
  'GET /api/v1/workspaces/{id}/labels': { response: z.array(LabelSchema) },
  'POST /api/v1/workspaces/{id}/labels': { body: CreateLabelRequestSchema, response: LabelSchema },
  'PUT /api/v1/workspaces/{id}/labels/{label_id}': { body: UpdateLabelRequestSchema, response: LabelSchema },
  'DELETE /api/v1/workspaces/{id}/labels/{label_id}': { response: z.object({ id: z.string() }) },
  'GET /api/v1/workspaces/{id}/content_labels/{cid}': { response: z.array(CardLabelChoiceSchema) },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/content_labels': { body: AssignLabelRequestSchema, response: CardDetailSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users': { response: z.array(AssignedUserSchema) },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users/new': { response: z.array(AssignedUserSchema) },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users': { body: AssignedUsersRequestSchema, response: CardDetailSchema },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users/{uid}': { response: CardDetailSchema },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/update_assigned_user': { body: AssignedUsersRequestSchema, response: CardDetailSchema },
  [`GET ${COMMENTS}`]: { query: ListCommentsQuerySchema, response: CommentsPageSchema },
  // Chat (accounts spec §7 Chat; decisions V14).
  'POST /api/v1/messages': { body: ConversationRequestSchema, response: ConversationSchema },
  'GET /api/v1/get_messages/{id}': { query: ListMessagesQuerySchema, response: MessagesPageSchema },
  'POST /api/v1/new_message/{id}/workspaces/{workspace_id}': { body: NewMessageRequestSchema, response: z.object({ message: ChatMessageSchema, conversation: ConversationSchema }) },
  'POST /api/v1/new_message/{id}/workspaces/{workspace_id}/uploads': { body: ChatUploadRequestSchema, response: PresignedPostSchema, errors: [429] },
  'POST /api/v1/message_read/{id}': { body: MessageReadRequestSchema, response: MessageCountSchema },
  'GET /api/v1/message_count/{id}': { response: MessageCountSchema },
  [`POST ${COMMENTS}`]: { body: CreateCommentRequestSchema, response: CommentPostedSchema },
  [`POST ${COMMENTS}/attachment_uploads`]: { body: CommentAttachmentUploadRequestSchema, response: PresignedPostSchema, errors: [429] },
  [`POST ${COMMENTS}/create_draft`]: { query: CreateDraftQuerySchema, body: CreateDraftRequestSchema, response: DraftCommentSchema },
  [`PUT ${COMMENTS}/update_draft`]: { body: UpdateDraftRequestSchema, response: DraftCommentSchema },
  [`PUT ${COMMENTS}/update_draft_attachments`]: { body: UpdateDraftAttachmentsRequestSchema, response: DraftCommentSchema },
  [`POST ${COMMENTS}/mark_as_read`]: { body: MarkAsReadRequestSchema, response: UnreadCommentsSchema },
  [`GET ${COMMENTS}/{comment_id}`]: { response: CommentSchema },
  [`GET ${COMMENTS}/mentionable_users`]: { query: MentionableUsersQuerySchema, response: z.array(AssignedUserSchema) },
  [`PATCH ${COMMENTS}/{comment_id}`]: { body: UpdateCommentRequestSchema, response: CommentSchema },
  [`DELETE ${COMMENTS}/{comment_id}`]: { response: CommentSchema },
  [`DELETE ${COMMENTS}/{comment_id}/clear_draft`]: { query: ClearDraftQuerySchema, response: z.object({ id: z.string(), internal: z.boolean() }) },
  [`GET ${COMMENTS}/{comment_id}/attachments/{attachment_id}`]: { response: CommentAttachmentSchema },
  [`DELETE ${COMMENTS}/{comment_id}/attachments/{attachment_id}`]: { response: CommentSchema },
  // Annotations (issue 26; beyond the spec)
  [`PUT ${COMMENTS}/{comment_id}/resolve`]: { response: AnnotationSchema },
  [`PUT ${COMMENTS}/{comment_id}/reopen`]: { response: AnnotationSchema },
  [`GET ${ANNOTATIONS}`]: { query: ListAnnotationsQuerySchema, response: AnnotationsListSchema },
  // Recurring cards (issue 28; beyond the spec)
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/recurrence': { response: RecurrenceResponseSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/recurrence': { body: SetRecurrenceRequestSchema, response: RecurrenceResponseSchema },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/recurrence': {},
  // The iCal feed (issue 28; beyond the spec)
  'GET /api/v1/calendar_feed': { response: CalendarFeedSchema },
  'POST /api/v1/calendar_feed': { body: IssueCalendarFeedRequestSchema, response: CalendarFeedSchema, errors: [409] },
  'PUT /api/v1/calendar_feed': { body: UpdateCalendarFeedRequestSchema, response: CalendarFeedSchema, errors: [404, 409] },
  'DELETE /api/v1/calendar_feed': { errors: [409] },
  'GET /api/v1/calendar_feeds/{feed_token}': { response: z.string(), text: 'text/calendar' },
  'GET /api/v1/api_keys': { response: ApiKeyListSchema },
  'POST /api/v1/api_keys': { body: CreateApiKeyRequestSchema, response: CreatedApiKeySchema },
  'DELETE /api/v1/api_keys/{key_id}': { errors: [404] },
  [`POST ${ANNOTATIONS}/carry_over`]: { body: CarryOverRequestSchema, response: CarriedOverSchema },
  // Reports (issue 28; beyond the spec)
  'GET /api/v1/organizations/{id}/reports/access': { response: ReportAccessSchema },
  'GET /api/v1/organizations/{id}/reports/time': { query: TimeReportQuerySchema, response: TimeReportSchema, errors: [403] },
  'GET /api/v1/organizations/{id}/reports/approvals': { query: ApprovalAnalyticsQuerySchema, response: ApprovalAnalyticsSchema, errors: [403] },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/review_report': { response: ReviewReportSchema, errors: [429] },
  [`POST ${APPROVALS}`]: { query: SubmitApprovalQuerySchema, body: SubmitApprovalRequestSchema, response: ApprovalResultSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/approval_reviewers': { response: z.array(ReviewerChoiceSchema) },
  // Review by link (issue 37): 401 alike for every refused link or session; 429 for opening too often.
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/reviewers': { body: InviteReviewerRequestSchema, response: ReviewerSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/reviewers': { response: ReviewerListSchema },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/reviewers/{reviewer_id}': {},
  'POST /api/v1/review/sessions': { body: OpenReviewSessionRequestSchema, response: ReviewSessionSchema, errors: [401, 429] },
  'GET /api/v1/review/card': { response: ReviewCardSchema, errors: [404] },
  'GET /api/v1/review/comments': { response: ReviewCommentListSchema, errors: [404] },
  'POST /api/v1/review/comments': { body: ReviewCommentRequestSchema, response: CommentSchema, errors: [404] },
  'POST /api/v1/review/decision': { body: ReviewDecisionRequestSchema, response: z.object({ status: z.string(), comment: CommentSchema }), errors: [404, 409] },
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
  'PUT /api/v1/notifications/{id}/read': { response: z.extend(UnreadCountSchema, { notification: NotificationSchema }) },
  'PUT /api/v1/notifications/{id}/unread': { response: z.extend(UnreadCountSchema, { notification: NotificationSchema }) },
  'GET /api/v1/notification_filter_settings/{id}': { response: NotificationFilterSettingsSchema },
  'PUT /api/v1/notification_filter_settings/{id}': { body: NotificationFilterSettingsInputSchema, response: NotificationFilterSettingsSchema },
  // Webhooks (issue 29; beyond the spec)
  [`GET ${WEBHOOK_ENDPOINTS}`]: { response: WebhookEndpointListSchema },
  [`POST ${WEBHOOK_ENDPOINTS}`]: { body: CreateWebhookEndpointRequestSchema, response: WebhookEndpointWithSecretSchema, errors: [409] },
  [`PATCH ${WEBHOOK_ENDPOINTS}/{endpoint_id}`]: { body: UpdateWebhookEndpointRequestSchema, response: WebhookEndpointResultSchema },
  [`DELETE ${WEBHOOK_ENDPOINTS}/{endpoint_id}`]: { errors: [409] },
  [`POST ${WEBHOOK_ENDPOINTS}/{endpoint_id}/rotate_secret`]: { response: WebhookEndpointWithSecretSchema },
  [`GET ${WEBHOOK_ENDPOINTS}/{endpoint_id}/deliveries`]: { response: WebhookDeliveryEventListSchema },
  [`GET ${WEBHOOK_ENDPOINTS}/{endpoint_id}/deliveries/{delivery_id}`]: { response: WebhookDeliveryDetailSchema },
  [`POST ${WEBHOOK_ENDPOINTS}/{endpoint_id}/deliveries/{delivery_id}/redeliver`]: { response: WebhookQueuedSchema },
  [`POST ${WEBHOOK_ENDPOINTS}/{endpoint_id}/test`]: { response: WebhookTestQueuedSchema },
};
