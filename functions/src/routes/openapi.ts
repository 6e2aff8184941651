/**
 * The OpenAPI 3.1 document, generated from the route table and the shared zod schemas (issue 2 §5),
 * served at /api/docs on the local stack. JSON Schema 2020-12 (zod's native output) is OpenAPI 3.1's
 * schema dialect, so no conversion layer is needed.
 */
import { ActivitiesPageSchema, ActivitiesQuerySchema } from '../../../shared/schemas/activity';
import * as z from '../../../shared/schemas/zod';
import { ErrorEnvelopeSchema, okEnvelope } from '../../../shared/schemas/common';
import { BIN_MESSAGES } from '../../../shared/schemas/recycle-bin-limits';
import { cardWriteOf } from './binned-cards';
import {
  AuthorizedUserSchema,
  ConfirmContentsRequestSchema,
  ContentSchema,
  ContentsDownloadSchema,
  ContentsUploadInfoSchema,
  ContentVersionSchema,
  DestroyContentsRequestSchema,
  PresignContentRequestSchema,
  ReplaceContentRequestSchema,
  ReplacedImageSchema,
  ReplaceImageRequestSchema,
  SortContentsRequestSchema,
} from '../../../shared/schemas/contents';
import {
  ConfirmationQuerySchema,
  RefreshRequestSchema,
  RefreshedSessionSchema,
  EmailRequestSchema,
  MessageSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SessionSchema,
  SignInRequestSchema,
  UnlockAccountRequestSchema,
} from '../../../shared/schemas/auth';
import { UserSchema, UpdateDetailRequestSchema, UpdateNotificationRingRequestSchema, UpdatePasswordRequestSchema, UserDetailSchema } from '../../../shared/schemas/user';
import { CreateOrganizationRequestSchema, OrganizationSchema } from '../../../shared/schemas/organization';
import {
  CreateWorkspaceRequestSchema,
  DashboardSchema,
  SortBodySchema,
  SortQuerySchema,
  UpdateWorkspaceRequestSchema,
  WorkspaceDetailSchema,
  WorkspaceSummarySchema,
} from '../../../shared/schemas/workspace';
import { CreateStageRequestSchema, StageCardsPageSchema, StageSchema, StageSortQuerySchema, UpdateStageRequestSchema } from '../../../shared/schemas/stage';
import { CalendarDataSchema, CalendarQuerySchema } from '../../../shared/schemas/calendar';
import {
  ChecklistItemSchema,
  ChecklistSchema,
  CreateChecklistItemRequestSchema,
  CreateChecklistRequestSchema,
  SortChecklistItemsRequestSchema,
  SortChecklistsRequestSchema,
  UpdateChecklistItemRequestSchema,
  UpdateChecklistRequestSchema,
} from '../../../shared/schemas/checklist';
import { MinimizeCardRequestSchema, PopupDismissRequestSchema, SearchHistoryRequestSchema } from '../../../shared/schemas/user-preferences';
import { BinSelectionSchema } from '../../../shared/schemas/recycle-bin';

/** What bin restore and permanent deletion answer (shared/schemas/recycle-bin.ts BinActionResult). */
const BinActionResultSchema = z.object({ ids: z.array(z.string()), skipped_ids: z.array(z.string()), total_deleted_count: z.number() });
import { ArchivedCardsSchema, CardDetailSchema, CardSchema, CreateCardRequestSchema, NewCardOptionsSchema, UpdateCardRequestSchema, UpdateStageQuerySchema } from '../../../shared/schemas/card';
import {
  AssignLabelRequestSchema,
  AssignedUserSchema,
  AssignedUsersRequestSchema,
  CardLabelChoiceSchema,
  CreateLabelRequestSchema,
  LabelSchema,
  UpdateLabelRequestSchema,
} from '../../../shared/schemas/label';
import { CardDuplicateSchema, CloneCardRequestSchema, CloneCardResponseSchema, CopySettingsResponseSchema, SaveCopySettingsRequestSchema } from '../../../shared/schemas/card-copy';
import { LogoUploadRequestSchema, PresignedPostSchema, WorkspaceLogoUploadRequestSchema } from '../../../shared/schemas/uploads';
import { ConfirmWorkspaceLogoRequestSchema } from '../../../shared/schemas/workspace-logo';
import { CollaboratorsSchema, InvitationPreviewSchema, InvitedUserRowSchema, InviteRequestSchema, UpdateRoleRequestSchema } from '../../../shared/schemas/collaborators';
import { AddUsersRequestSchema, UpdateUserAccessRequestSchema, UserRowSchema } from '../../../shared/schemas/admin';
import {
  NotificationFilterSettingsInputSchema,
  NotificationFilterSettingsSchema,
  NotificationSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  ReadAllSchema,
  UnreadCountSchema,
} from '../../../shared/schemas/notification';
import {
  ClearDraftQuerySchema,
  MentionableUsersQuerySchema,
  CommentAttachmentSchema,
  CommentAttachmentUploadRequestSchema,
  CommentPostedSchema,
  CommentSchema,
  CommentsPageSchema,
  CreateCommentRequestSchema,
  CreateDraftQuerySchema,
  CreateDraftRequestSchema,
  DraftCommentSchema,
  ListCommentsQuerySchema,
  MarkAsReadRequestSchema,
  UnreadCommentsSchema,
  UpdateCommentRequestSchema,
  UpdateDraftAttachmentsRequestSchema,
  UpdateDraftRequestSchema,
} from '../../../shared/schemas/comments';
import { ApprovalActionRequestSchema, ApprovalResultSchema, SubmitApprovalQuerySchema } from '../../../shared/schemas/approvals';
import { CurrentTimerSchema, TimerStateSchema } from '../../../shared/schemas/time-tracking';
import {
  ChatMessageSchema,
  ChatUploadRequestSchema,
  ConversationRequestSchema,
  ConversationSchema,
  ListMessagesQuerySchema,
  MessageCountSchema,
  MessageReadRequestSchema,
  MessagesPageSchema,
  NewMessageRequestSchema,
} from '../../../shared/schemas/chat';
import { ROUTES } from './route-table';

const COMMENTS = '/api/v1/workspaces/{id}/content_groups/{cid}/comments';
const APPROVALS = '/api/v1/workspaces/{id}/content_groups/{cid}/approved_content_group_stages';

interface RouteSchemas {
  body?: z.ZodMiniType;
  query?: z.ZodMiniObject;
  response: z.ZodMiniType;
}

/** Request and response schemas per route key; a route missing here is documented without them. */
const ROUTE_SCHEMAS: Record<string, RouteSchemas> = {
  'GET /api/v1/health': { response: z.object({ status: z.literal('ok') }) },
  'POST /api/v1/auth': { body: SignInRequestSchema, response: SessionSchema },
  'DELETE /api/v1/logout': { response: MessageSchema },
  'POST /api/v1/users': { body: RegisterRequestSchema, response: MessageSchema },
  'GET /api/v1/users/confirmation': { query: ConfirmationQuerySchema, response: MessageSchema },
  'POST /api/v1/users/resend_confirmation': { body: EmailRequestSchema, response: MessageSchema },
  'POST /api/v1/user/password/new': { body: EmailRequestSchema, response: MessageSchema },
  'PUT /api/v1/user/password/update': { body: ResetPasswordRequestSchema, response: MessageSchema },
  'POST /api/v1/users/request_unlock': { body: EmailRequestSchema, response: MessageSchema },
  'POST /api/v1/users/unlock_account': { body: UnlockAccountRequestSchema, response: MessageSchema },
  'POST /api/v1/auth/request': { response: UserSchema },
  'POST /api/v1/auth/refresh': { body: RefreshRequestSchema, response: RefreshedSessionSchema },
  'POST /api/v1/users/detail': { response: UserDetailSchema },
  'POST /api/v1/users/logo_upload': { body: LogoUploadRequestSchema, response: PresignedPostSchema },
  'PUT /api/v1/users/update_detail': { body: UpdateDetailRequestSchema, response: UserDetailSchema },
  'PUT /api/v1/users/update_password': { body: UpdatePasswordRequestSchema, response: MessageSchema },
  'PUT /api/v1/users/update_notification_ring': { body: UpdateNotificationRingRequestSchema, response: UserDetailSchema },
  'DELETE /api/v1/users/destroy': { response: MessageSchema },
  'GET /api/v1/user_profiles/{id}/activities': { query: ActivitiesQuerySchema, response: ActivitiesPageSchema },
  'GET /api/v1/organizations': { response: z.array(OrganizationSchema) },
  'POST /api/v1/organizations': { body: CreateOrganizationRequestSchema, response: OrganizationSchema },
  'GET /api/v1/organizations/workspaces': { query: z.object({ organization_id: z.string() }), response: z.array(WorkspaceSummarySchema) },
  'GET /api/v1/organizations/{id}/detail': { response: OrganizationSchema },
  'PATCH /api/v1/organizations/{id}': { body: CreateOrganizationRequestSchema, response: OrganizationSchema },
  'DELETE /api/v1/organizations/{id}': { response: z.object({ id: z.string() }) },
  'GET /api/v1/home': { query: z.object({ organization_id: z.string() }), response: DashboardSchema },
  'PUT /api/v1/workspaces/{id}': { body: UpdateWorkspaceRequestSchema, response: WorkspaceSummarySchema },
  'DELETE /api/v1/workspaces/{id}': { response: z.object({ id: z.string() }) },
  'DELETE /api/v1/workspaces/{id}/leave': { response: z.object({ id: z.string() }) },
  'GET /api/v1/workspaces/{id}/collaborators': { response: CollaboratorsSchema },
  'POST /api/v1/workspaces/{id}/workspace_users': { body: InviteRequestSchema, response: z.array(InvitedUserRowSchema) },
  'POST /api/v1/workspaces/{id}/update_workspace_user_role': { body: UpdateRoleRequestSchema, response: UpdateRoleRequestSchema },
  'GET /api/v1/users/new/{token}': { response: InvitationPreviewSchema },
  'GET /api/v1/pending_invitation': { response: z.array(InvitedUserRowSchema) },
  'GET /api/v1/invited_users': { query: z.object({ workspace_id: z.string() }), response: z.array(InvitedUserRowSchema) },
  'GET /api/v1/multi_users': { query: z.object({ organization_id: z.string() }), response: z.array(UserRowSchema) },
  'POST /api/v1/multi_users': { body: AddUsersRequestSchema, response: z.object({ count: z.number() }) },
  'GET /api/v1/multi_users/{id}': { response: UserRowSchema },
  'PUT /api/v1/multi_users/{id}': { body: UpdateUserAccessRequestSchema, response: z.nullable(UserRowSchema) },
  'POST /api/v1/template_stages': { body: CreateStageRequestSchema, response: z.omit(StageSchema, { workspace_id: true, content_groups_count: true, created_at: true, updated_at: true }) },
  'GET /api/v1/workspaces/{id}/stages/{sid}': { response: StageSchema },
  'PUT /api/v1/workspaces/{id}/stages/{sid}': { body: UpdateStageRequestSchema, response: StageSchema },
  'DELETE /api/v1/workspaces/{id}/stages/{sid}': { response: z.object({ id: z.string() }) },
  'GET /api/v1/workspaces/{id}/stages/{sid}/sort': { query: StageSortQuerySchema, response: StageCardsPageSchema },
  'GET /api/v1/stages/calendar_data': { query: CalendarQuerySchema, response: CalendarDataSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}': { response: CardDetailSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}': { body: UpdateCardRequestSchema, response: CardDetailSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/mark_as_incomplete': { response: CardDetailSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/update_stage': { query: UpdateStageQuerySchema, response: CardDetailSchema },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/archive': { response: CardDetailSchema },
  'GET /api/v1/workspaces/{id}/content_group_duplicate_settings': { response: CopySettingsResponseSchema },
  'PUT /api/v1/workspaces/{id}/content_group_duplicate_settings': { body: SaveCopySettingsRequestSchema, response: z.object({ settings: CardDuplicateSchema }) },
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
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/contents/new': { body: PresignContentRequestSchema, response: PresignedPostSchema },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/contents': { body: ConfirmContentsRequestSchema, response: z.union([ContentSchema, z.array(ContentSchema)]) },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/contents/sort_attachments': { body: SortContentsRequestSchema, response: z.array(ContentSchema) },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/contents/destroy_multi': { body: DestroyContentsRequestSchema, response: z.object({ ids: z.array(z.string()), message: z.string() }) },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/download': { query: z.object({ ids: z.string() }), response: ContentsDownloadSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}': { response: ContentSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}': { body: ReplaceContentRequestSchema, response: ContentSchema },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}': { response: z.object({ ids: z.array(z.string()), message: z.string() }) },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/hide': { response: ContentSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/unhide': { response: ContentSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions': { response: z.array(ContentVersionSchema) },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}': { response: ContentVersionSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/authorized_users': { response: z.array(AuthorizedUserSchema) },
  'POST /api/v1/workspaces/{id}/content_groups/replace_image': { body: ReplaceImageRequestSchema, response: z.array(ReplacedImageSchema) },
  'POST /api/v1/minimized_content_groups': { body: MinimizeCardRequestSchema, response: z.array(z.looseObject(z.object({ id: z.string(), content_group_id: z.string() }).shape)) },
  'POST /api/v1/workspaces/{id}/search_histories': { body: SearchHistoryRequestSchema, response: z.nullable(z.object({ id: z.string(), text: z.string(), searched_at: z.string() })) },
  'PUT /api/v1/popup_dismisses/{popup_id}': { body: PopupDismissRequestSchema, response: z.object({ id: z.string(), dismiss_until: z.nullable(z.string()) }) },
  'PUT /api/v1/organizations/{id}/content_groups/restore': { body: BinSelectionSchema, response: BinActionResultSchema },
  'DELETE /api/v1/organizations/{id}/content_groups/destroy_deleted': { body: BinSelectionSchema, response: BinActionResultSchema },
  'POST /api/v1/workspaces': { body: CreateWorkspaceRequestSchema, response: WorkspaceSummarySchema },
  'GET /api/v1/workspaces/{id}': { query: z.object({ search: z.optional(z.string()) }), response: WorkspaceDetailSchema },
  'POST /api/v1/workspaces/{id}/logo_upload': { body: WorkspaceLogoUploadRequestSchema, response: PresignedPostSchema },
  'PUT /api/v1/workspaces/{id}/logo': { body: ConfirmWorkspaceLogoRequestSchema, response: WorkspaceSummarySchema },
  'DELETE /api/v1/workspaces/{id}/logo': { response: WorkspaceSummarySchema },
  'PUT /api/v1/workspaces/{id}/sort': { query: SortQuerySchema, body: SortBodySchema, response: z.union([CardSchema, StageSchema]) },
  'GET /api/v1/workspaces/{id}/stages': { response: z.array(StageSchema) },
  'POST /api/v1/workspaces/{id}/stages': { body: CreateStageRequestSchema, response: StageSchema },
  'GET /api/v1/workspaces/{id}/stages/{sid}/list_data': {
    query: z.object({ page: z.optional(z.int()), per_page: z.optional(z.int()), search: z.optional(z.string()) }),
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
  'POST /api/v1/new_message/{id}/workspaces/{workspace_id}/uploads': { body: ChatUploadRequestSchema, response: PresignedPostSchema },
  'POST /api/v1/message_read/{id}': { body: MessageReadRequestSchema, response: MessageCountSchema },
  'GET /api/v1/message_count/{id}': { response: MessageCountSchema },
  [`POST ${COMMENTS}`]: { body: CreateCommentRequestSchema, response: CommentPostedSchema },
  [`POST ${COMMENTS}/attachment_uploads`]: { body: CommentAttachmentUploadRequestSchema, response: PresignedPostSchema },
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
  [`POST ${APPROVALS}`]: { query: SubmitApprovalQuerySchema, body: ApprovalActionRequestSchema, response: ApprovalResultSchema },
  [`PUT ${APPROVALS}/{sid}`]: { body: ApprovalActionRequestSchema, response: ApprovalResultSchema },
  [`POST ${APPROVALS}/{sid}/void_submit`]: { body: ApprovalActionRequestSchema, response: ApprovalResultSchema },
  [`POST ${APPROVALS}/{sid}/request_revision`]: { body: ApprovalActionRequestSchema, response: ApprovalResultSchema },
  [`POST ${APPROVALS}/{sid}/accept_revision`]: { body: ApprovalActionRequestSchema, response: ApprovalResultSchema },
  [`POST ${APPROVALS}/{sid}/reject_revision`]: { body: ApprovalActionRequestSchema, response: ApprovalResultSchema },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/timestamps/start': { response: TimerStateSchema },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/timestamps/stop': { response: TimerStateSchema },
  'GET /api/v1/timestamps/current': { response: CurrentTimerSchema },
  'GET /api/v1/notifications': { query: NotificationsQuerySchema, response: NotificationsPageSchema },
  'GET /api/v1/notifications/unread_count': { response: UnreadCountSchema },
  'PUT /api/v1/notifications/read_all': { response: ReadAllSchema },
  'PUT /api/v1/notifications/{id}/read': { response: z.extend(UnreadCountSchema, { notification: NotificationSchema }) },
  'PUT /api/v1/notifications/{id}/unread': { response: z.extend(UnreadCountSchema, { notification: NotificationSchema }) },
  'GET /api/v1/notification_filter_settings/{id}': { response: NotificationFilterSettingsSchema },
  'PUT /api/v1/notification_filter_settings/{id}': { body: NotificationFilterSettingsInputSchema, response: NotificationFilterSettingsSchema },
};

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output') => z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });

/** The whole document: one operation per route-table entry. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) {
    const key = `${route.method} ${route.path}`;
    const schemas = ROUTE_SCHEMAS[key];
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const queryParams = schemas?.query ? Object.keys(schemas.query.shape).map((name) => ({ name, in: 'query', schema: jsonSchema(schemas.query!.shape[name] as z.ZodMiniType, 'input') })) : [];
    (paths[route.path] ??= {})[route.method.toLowerCase()] = {
      summary: route.summary,
      tags: [route.domain],
      security: route.policy.kind === 'public' ? [] : [{ cognito: [] }],
      'x-greenlight-policy': route.policy,
      parameters: [...pathParams, ...queryParams],
      ...(schemas?.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(schemas.body, 'input') } } } } : {}),
      // Routes that change a card are refused while it is in the recycle bin (./binned-cards.ts; decisions K41).
      ...(cardWriteOf(route) ? { 'x-greenlight-binned-card': 'refused' } : {}),
      responses: {
        '200': { description: 'OK', content: { 'application/json': { schema: jsonSchema(okEnvelope(schemas?.response ?? z.unknown()), 'output') } } },
        ...(cardWriteOf(route) ? { '409': { description: `${BIN_MESSAGES.readOnly} (the card is in the recycle bin)`, content: { 'application/json': { schema: jsonSchema(ErrorEnvelopeSchema, 'output') } } } } : {}),
        default: { description: 'Error', content: { 'application/json': { schema: jsonSchema(ErrorEnvelopeSchema, 'output') } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Greenlight API', version: '1' },
    components: { securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
