/**
 * What the OpenAPI document says of each route besides its route-table entry (issue 2 §5; issue 25, decisions
 * A34): the body, query and `data` schemas from the shared zod schemas, and the errors its action can answer
 * that its policy does not imply. ./openapi.ts builds the document from these. Split from it (issue 30: no
 * source file over 400 lines).
 */
import { ActivitiesPageSchema, ActivitiesQuerySchema } from '../../../shared/schemas/activity';
import * as z from '../../../shared/schemas/zod';
import { IdSchema } from '../../../shared/schemas/common';
import {
  AuthorizedUserSchema,
  ConfirmContentsRequestSchema,
  ContentSchema,
  ContentsDownloadSchema,
  ContentsUploadInfoSchema,
  ContentVersionSchema,
  DestroyContentsRequestSchema,
  DownloadContentsQuerySchema,
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
import {
  UserSchema,
  UpdateDetailRequestSchema,
  UpdateNotificationRingRequestSchema,
  UpdatePasswordRequestSchema,
  UserDetailSchema,
} from '../../../shared/schemas/user';
import { CreateOrganizationRequestSchema, OrganizationSchema } from '../../../shared/schemas/organization';
import {
  DashboardSchema,
  UpdateWorkspaceRequestSchema,
  WorkspaceSummarySchema,
} from '../../../shared/schemas/workspace';
import {
  CreateStageRequestSchema,
  StageCardsPageSchema,
  StageSchema,
  StageSortQuerySchema,
  TemplateStageSchema,
  UpdateStageRequestSchema,
} from '../../../shared/schemas/stage';
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
import {
  MinimizeCardRequestSchema,
  MinimizedCardSchema,
  PopupDismissRequestSchema,
  PopupDismissSchema,
  SearchHistoryEntrySchema,
  SearchHistoryRequestSchema,
  SearchRecommendationSchema,
} from '../../../shared/schemas/user-preferences';
import { DeletedCardPageSchema, DeletedIndexQuerySchema } from '../../../shared/schemas/recycle-bin';

import {
  ArchivedCardsSchema,
  CardDetailSchema,
  UpdateCardRequestSchema,
  UpdateStageQuerySchema,
} from '../../../shared/schemas/card';
import {
  CardDuplicateSettingsSchema,
  CloneCardRequestSchema,
  CloneCardResponseSchema,
  CopySettingsResponseSchema,
  SaveCopySettingsRequestSchema,
} from '../../../shared/schemas/card-copy';
import { LogoUploadRequestSchema, PresignedPostSchema } from '../../../shared/schemas/uploads';
import {
  CollaboratorsSchema,
  InvitationPreviewSchema,
  InvitedUserRowSchema,
  InviteRequestSchema,
  UpdateRoleRequestSchema,
} from '../../../shared/schemas/collaborators';
import { AddUsersRequestSchema, UpdateUserAccessRequestSchema, UserRowSchema } from '../../../shared/schemas/admin';
import { CardPopupSchema } from '../../../shared/schemas/card-popup';
import { WholeBoardQuerySchema, WholeBoardSchema } from '../../../shared/schemas/whole-board';
import type { RouteSchemas } from './route-schema-types';
import { BEYOND_SPEC_ROUTE_SCHEMAS } from './route-schemas-beyond-spec';
import { RULES_ROUTE_SCHEMAS, TRANSFER_ROUTE_SCHEMAS } from './route-schemas-rules';

import { ACCOUNT_ROUTE_SCHEMAS } from './route-schemas-accounts';

/** What a deletion (and a few other calls) answer: the id acted on. */
const IdOnlySchema = z.object({ id: z.string() });

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
  'PUT /api/v1/users/update_notification_ring': {
    body: UpdateNotificationRingRequestSchema,
    response: UserDetailSchema,
  },
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
  'POST /api/v1/workspaces/{id}/workspace_users': {
    body: InviteRequestSchema,
    response: z.array(InvitedUserRowSchema),
  },
  'POST /api/v1/workspaces/{id}/update_workspace_user_role': {
    body: UpdateRoleRequestSchema,
    response: UpdateRoleRequestSchema,
  },
  'GET /api/v1/users/new/{token}': { response: InvitationPreviewSchema },
  'GET /api/v1/pending_invitation': { response: z.array(InvitedUserRowSchema) },
  'GET /api/v1/invited_users': {
    query: z.object({ workspace_id: z.string() }),
    response: z.array(InvitedUserRowSchema),
  },
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
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/update_stage': {
    query: UpdateStageQuerySchema,
    response: CardDetailSchema,
  },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/archive': { response: CardDetailSchema },
  'GET /api/v1/workspaces/{id}/content_group_duplicate_settings': { response: CopySettingsResponseSchema },
  'PUT /api/v1/workspaces/{id}/content_group_duplicate_settings': {
    body: SaveCopySettingsRequestSchema,
    response: z.object({ settings: CardDuplicateSettingsSchema }),
  },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/clone': {
    body: CloneCardRequestSchema,
    response: CloneCardResponseSchema,
  },
  'GET /api/v1/workspaces/{id}/content_groups/archived': { response: ArchivedCardsSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/lists': { response: z.array(ChecklistSchema) },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/lists': {
    body: CreateChecklistRequestSchema,
    response: ChecklistSchema,
  },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/lists/sort': {
    body: SortChecklistsRequestSchema,
    response: z.array(ChecklistSchema),
  },
  'PATCH /api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}': {
    body: UpdateChecklistRequestSchema,
    response: ChecklistSchema,
  },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items': {
    body: CreateChecklistItemRequestSchema,
    response: ChecklistItemSchema,
  },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/sort': {
    body: SortChecklistItemsRequestSchema,
    response: ChecklistSchema,
  },
  'PATCH /api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/{item_id}': {
    body: UpdateChecklistItemRequestSchema,
    response: ChecklistItemSchema,
  },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents': { response: z.array(ContentSchema) },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/new': { response: ContentsUploadInfoSchema },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/contents/new': {
    body: PresignContentRequestSchema,
    response: PresignedPostSchema,
    errors: [429],
  },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/contents': {
    body: ConfirmContentsRequestSchema,
    response: z.union([ContentSchema, z.array(ContentSchema)]),
  },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/contents/sort_attachments': {
    body: SortContentsRequestSchema,
    response: z.array(ContentSchema),
  },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/contents/destroy_multi': {
    body: DestroyContentsRequestSchema,
    response: z.object({ ids: z.array(z.string()), message: z.string() }),
  },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/download': {
    query: DownloadContentsQuerySchema,
    response: ContentsDownloadSchema,
    errors: [429],
  },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}': { response: ContentSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}': {
    body: ReplaceContentRequestSchema,
    response: ContentSchema,
  },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}': {
    response: z.object({ ids: z.array(z.string()), message: z.string() }),
  },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/renditions': { response: ContentSchema },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/hide': { response: ContentSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/hide': {
    response: ContentSchema,
    errors: [409],
  },
  'PUT /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/unhide': { response: ContentSchema },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/unhide': {
    response: ContentSchema,
    errors: [409],
  },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions': {
    response: z.array(ContentVersionSchema),
  },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}': {
    response: ContentVersionSchema,
  },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/authorized_users': { response: z.array(AuthorizedUserSchema) },
  'POST /api/v1/workspaces/{id}/content_groups/replace_image': {
    body: ReplaceImageRequestSchema,
    response: z.array(ReplacedImageSchema),
  },
  'GET /api/v1/minimized_content_groups': { response: z.array(MinimizedCardSchema) },
  'POST /api/v1/minimized_content_groups': { body: MinimizeCardRequestSchema, response: z.array(MinimizedCardSchema) },
  'DELETE /api/v1/minimized_content_groups/{id}': { response: IdOnlySchema },
  'GET /api/v1/workspaces/{id}/search_histories': { response: z.array(SearchHistoryEntrySchema) },
  'POST /api/v1/workspaces/{id}/search_histories': {
    body: SearchHistoryRequestSchema,
    response: SearchHistoryEntrySchema,
  },
  'DELETE /api/v1/workspaces/{id}/search_histories/{history_id}': { response: IdOnlySchema },
  'GET /api/v1/workspaces/{id}/content_groups/search': {
    query: z.object({ name: z.optional(z.string()) }),
    response: z.array(SearchRecommendationSchema),
  },
  'GET /api/v1/popup_dismisses/{popup_id}': { response: PopupDismissSchema },
  'PUT /api/v1/popup_dismisses/{popup_id}': { body: PopupDismissRequestSchema, response: PopupDismissSchema },
  'GET /api/v1/organizations/{id}/content_groups/deleted_index': {
    query: DeletedIndexQuerySchema,
    response: DeletedCardPageSchema,
  },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}': {
    response: z.object({ id: IdSchema, deleted_at: z.string() }),
  },
  ...ACCOUNT_ROUTE_SCHEMAS,
  ...BEYOND_SPEC_ROUTE_SCHEMAS,
  ...RULES_ROUTE_SCHEMAS,
  ...TRANSFER_ROUTE_SCHEMAS,
};
