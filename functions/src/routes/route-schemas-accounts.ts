/**
 * The request and response schemas of the accounts spec's organization routes (accounts spec §7
 * Organizations, Dashboard, Template stages, Workspaces, Invitations, Admin, Chat). ./route-schemas.ts
 * spreads them into `ROUTE_SCHEMAS`.
 */
import * as z from '../../../shared/schemas/zod';
import { IdSchema } from '../../../shared/schemas/common';
import { ReplacedImageSchema, ReplaceImageRequestSchema } from '../../../shared/schemas/contents';
import { UserSchema, UserDetailSchema } from '../../../shared/schemas/user';
import { OrganizationSchema } from '../../../shared/schemas/organization';
import {
  CreateWorkspaceRequestSchema,
  SortBodySchema,
  SortQuerySchema,
  WorkspaceDetailSchema,
  WorkspaceSummarySchema,
} from '../../../shared/schemas/workspace';
import {
  CreateStageRequestSchema,
  StageCardsPageSchema,
  StageDefaultsSchema,
  StageSchema,
  TemplateStageSchema,
  UpdateStageRequestSchema,
} from '../../../shared/schemas/stage';
import { BinActionResultSchema, BinSelectionSchema } from '../../../shared/schemas/recycle-bin';
import { ORGANIZATION_TYPES } from '../../../shared/schemas/organization-types';

import {
  CardDetailSchema,
  CardSchema,
  CreateCardRequestSchema,
  NewCardOptionsSchema,
} from '../../../shared/schemas/card';
import {
  AssignLabelRequestSchema,
  AssignedUserSchema,
  AssignedUsersRequestSchema,
  CardLabelChoiceSchema,
  CreateLabelRequestSchema,
  LabelSchema,
  UpdateLabelRequestSchema,
} from '../../../shared/schemas/label';
import { PermissionsResponseSchema } from '../../../shared/schemas/permissions';
import { PresignedPostSchema, WorkspaceLogoUploadRequestSchema } from '../../../shared/schemas/uploads';
import { ConfirmWorkspaceLogoRequestSchema } from '../../../shared/schemas/workspace-logo';
import { ResendInvitationRequestSchema } from '../../../shared/schemas/collaborators';
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
import type { RouteSchemas } from './route-schema-types';

const COMMENTS = '/api/v1/workspaces/{id}/content_groups/{cid}/comments';

/** What a deletion (and a few other calls) answer: the id acted on. */
const IdOnlySchema = z.object({ id: z.string() });
/** An accepted invitation: where the caller now belongs. */
const AcceptedInvitationSchema = z.object({ organization_id: IdSchema, workspace_id: IdSchema });
/** `?status=declined` declines every pending invitation; anything else (or nothing) accepts them. */
const AnswerAllQuerySchema = z.object({ status: z.optional(z.string()) });

export const ACCOUNT_ROUTE_SCHEMAS: Record<string, RouteSchemas> = {
  // Organizations, dashboard and template (board) stages (accounts spec §7 Organizations, Dashboard, Template stages).
  'GET /api/v1/organizations/{id}/edit': { response: OrganizationSchema },
  'GET /api/v1/get_common_details': {
    response: z.object({ user: UserSchema, organizations: z.array(OrganizationSchema) }),
  },
  'GET /api/v1/organizations/{id}/get_allowed_user_details': {
    response: z.pick(OrganizationSchema, {
      allowed_user_count: true,
      remaining_users: true,
      ignore_limit: true,
      personal: true,
    }),
  },
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
      stages: z.array(
        z.object({ name: z.string(), visible_to_client: z.boolean(), require_approval_from_client: z.boolean() }),
      ),
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
  'PUT /api/v1/workspaces/{id}/accept_invitation': {
    query: z.object({ notification_id: z.string() }),
    response: AcceptedInvitationSchema,
    errors: [403],
  },
  'DELETE /api/v1/workspaces/{id}/decline_invitation': {
    query: z.object({ notification_id: z.string() }),
    response: IdOnlySchema,
  },
  'PUT /api/v1/accept_all_invitation': { query: AnswerAllQuerySchema, response: z.object({ count: z.int() }) },
  'GET /api/v1/accept_all_invitation': { query: AnswerAllQuerySchema, response: z.object({ count: z.int() }) },
  'DELETE /api/v1/invited_users/{id}': { query: z.object({ workspace_id: z.string() }), response: IdOnlySchema },
  'POST /api/v1/resent_notification': {
    query: z.object({ workspace_id: z.string() }),
    body: ResendInvitationRequestSchema,
    response: IdOnlySchema,
  },
  'GET /api/v1/workspaces/{id}/stages/new': { response: StageDefaultsSchema },
  // Admin (accounts spec §7 Admin).
  'DELETE /api/v1/multi_users/{id}': { response: IdOnlySchema },
  'GET /api/v1/multi_users/{id}/get_summary': {
    // The spec's `?organization_id&workspace_id`; the summary is the organization's, so workspace_id only narrows nothing today.
    query: z.object({ organization_id: z.optional(IdSchema), workspace_id: z.optional(IdSchema) }),
    response: z.object({
      id: z.string(),
      removed: z.boolean(),
      full_name: z.string(),
      name_initials: z.string(),
      logo: UserDetailSchema.shape.logo,
      roles: z.array(z.string()),
    }),
  },
  'GET /api/v1/get_workspace': { response: z.array(z.object({ id: IdSchema, name: z.string(), owner_id: IdSchema })) },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}': { response: IdOnlySchema },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/{item_id}': {
    response: IdOnlySchema,
  },
  'PUT /api/v1/organizations/{id}/content_groups/restore': {
    body: BinSelectionSchema,
    response: BinActionResultSchema,
  },
  'DELETE /api/v1/organizations/{id}/content_groups/destroy_deleted': {
    body: BinSelectionSchema,
    response: BinActionResultSchema,
  },
  'POST /api/v1/organizations/{id}/content_groups/replace_image': {
    body: ReplaceImageRequestSchema,
    response: z.array(ReplacedImageSchema),
  },
  'POST /api/v1/workspaces': { body: CreateWorkspaceRequestSchema, response: WorkspaceSummarySchema },
  'GET /api/v1/workspaces/{id}': {
    query: z.object({ search: z.optional(z.string()) }),
    response: WorkspaceDetailSchema,
  },
  'POST /api/v1/workspaces/{id}/logo_upload': {
    body: WorkspaceLogoUploadRequestSchema,
    response: PresignedPostSchema,
    errors: [429],
  },
  'PUT /api/v1/workspaces/{id}/logo': { body: ConfirmWorkspaceLogoRequestSchema, response: WorkspaceSummarySchema },
  'DELETE /api/v1/workspaces/{id}/logo': { response: WorkspaceSummarySchema },
  'PUT /api/v1/workspaces/{id}/sort': {
    query: SortQuerySchema,
    body: SortBodySchema,
    // The answer's shape follows `type` (issue 35): the moved card, or the moved stage.
    response: z.union([
      CardSchema.check(
        z.meta({ title: 'Card', description: 'type=content_group: the moved card, in its new stage and place.' }),
      ),
      StageSchema.check(z.meta({ title: 'Stage', description: 'type=stage: the moved stage, in its new place.' })),
    ]),
    description:
      'Moves one card (`type=content_group`) or one stage (`type=stage`). A card move requires `destination_stage_id` (400 without it) and a body whose destination stage lists the card in its new place; the answer is the moved card. A stage move takes every stage in its new order; the answer is the moved stage.',
  },
  'GET /api/v1/workspaces/{id}/stages': { response: z.array(StageSchema) },
  'POST /api/v1/workspaces/{id}/stages': { body: CreateStageRequestSchema, response: StageSchema },
  'GET /api/v1/workspaces/{id}/stages/{sid}/list_data': {
    query: z.object({
      page: z.optional(z.int()),
      per_page: z.optional(z.int()),
      search: z.optional(z.string()),
      cursor: z.optional(z.string()),
    }),
    response: StageCardsPageSchema,
  },
  'POST /api/v1/workspaces/{id}/content_groups': { body: CreateCardRequestSchema, response: CardSchema },
  'GET /api/v1/workspaces/{id}/content_groups/new': { response: NewCardOptionsSchema },
  'GET /api/v1/workspaces/{id}/labels': { response: z.array(LabelSchema) },
  'POST /api/v1/workspaces/{id}/labels': { body: CreateLabelRequestSchema, response: LabelSchema },
  'PUT /api/v1/workspaces/{id}/labels/{label_id}': { body: UpdateLabelRequestSchema, response: LabelSchema },
  'DELETE /api/v1/workspaces/{id}/labels/{label_id}': { response: z.object({ id: z.string() }) },
  'GET /api/v1/workspaces/{id}/content_labels/{cid}': { response: z.array(CardLabelChoiceSchema) },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/content_labels': {
    body: AssignLabelRequestSchema,
    response: CardDetailSchema,
  },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users': { response: z.array(AssignedUserSchema) },
  'GET /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users/new': { response: z.array(AssignedUserSchema) },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users': {
    body: AssignedUsersRequestSchema,
    response: CardDetailSchema,
  },
  'DELETE /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users/{uid}': { response: CardDetailSchema },
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/update_assigned_user': {
    body: AssignedUsersRequestSchema,
    response: CardDetailSchema,
  },
  [`GET ${COMMENTS}`]: { query: ListCommentsQuerySchema, response: CommentsPageSchema },
  // Chat (accounts spec §7 Chat; decisions V14).
  'POST /api/v1/messages': { body: ConversationRequestSchema, response: ConversationSchema },
  'GET /api/v1/get_messages/{id}': { query: ListMessagesQuerySchema, response: MessagesPageSchema },
  'POST /api/v1/new_message/{id}/workspaces/{workspace_id}': {
    body: NewMessageRequestSchema,
    response: z.object({ message: ChatMessageSchema, conversation: ConversationSchema }),
  },
  'POST /api/v1/new_message/{id}/workspaces/{workspace_id}/uploads': {
    body: ChatUploadRequestSchema,
    response: PresignedPostSchema,
    errors: [429],
  },
  'POST /api/v1/message_read/{id}': { body: MessageReadRequestSchema, response: MessageCountSchema },
  'GET /api/v1/message_count/{id}': { response: MessageCountSchema },
  [`POST ${COMMENTS}`]: { body: CreateCommentRequestSchema, response: CommentPostedSchema },
  [`POST ${COMMENTS}/attachment_uploads`]: {
    body: CommentAttachmentUploadRequestSchema,
    response: PresignedPostSchema,
    errors: [429],
  },
  [`POST ${COMMENTS}/create_draft`]: {
    query: CreateDraftQuerySchema,
    body: CreateDraftRequestSchema,
    response: DraftCommentSchema,
  },
  [`PUT ${COMMENTS}/update_draft`]: { body: UpdateDraftRequestSchema, response: DraftCommentSchema },
  [`PUT ${COMMENTS}/update_draft_attachments`]: {
    body: UpdateDraftAttachmentsRequestSchema,
    response: DraftCommentSchema,
  },
  [`POST ${COMMENTS}/mark_as_read`]: { body: MarkAsReadRequestSchema, response: UnreadCommentsSchema },
  [`GET ${COMMENTS}/{comment_id}`]: { response: CommentSchema },
  [`GET ${COMMENTS}/mentionable_users`]: { query: MentionableUsersQuerySchema, response: z.array(AssignedUserSchema) },
  [`PATCH ${COMMENTS}/{comment_id}`]: { body: UpdateCommentRequestSchema, response: CommentSchema },
  [`DELETE ${COMMENTS}/{comment_id}`]: { response: CommentSchema },
  [`DELETE ${COMMENTS}/{comment_id}/clear_draft`]: {
    query: ClearDraftQuerySchema,
    response: z.object({ id: z.string(), internal: z.boolean() }),
  },
  [`GET ${COMMENTS}/{comment_id}/attachments/{attachment_id}`]: { response: CommentAttachmentSchema },
  [`DELETE ${COMMENTS}/{comment_id}/attachments/{attachment_id}`]: { response: CommentSchema },
};
