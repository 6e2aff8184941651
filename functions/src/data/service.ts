/**
 * The ElectroDB service binding every entity to the one table (BRIEF §3), plus the transaction helper.
 * Handlers never build keys: they call the named access functions in this folder.
 */
import { Service } from 'electrodb';
import type { TransactionItem as TransactionItemParams } from './toolbox/access';
import { dynamoClient } from '../lib/aws/clients';
import { env } from '../lib/env';
import { UserEntity } from './entities/user';
import { OrganizationEntity, OrganizationMemberEntity } from './entities/organization';
import { StageEntity, WorkspaceEntity, WorkspaceMemberEntity } from './entities/workspace';
import { CardEntity } from './entities/card';
import { ConnectionEntity } from './entities/connection';
import { SubscriptionEntity } from './entities/subscription';
import { ScheduleEntryEntity } from './entities/schedule-entry';
import { AccountTokenEntity, LatestAccountTokenEntity } from './entities/account-token';
import { SignInGuardEntity } from './entities/sign-in-guard';
import { RateLimitEntity } from './entities/rate-limit';
import { InvitationEntity } from './entities/invitation';
import { TemplateStageEntity } from './entities/template-stage';
import { WorkspaceCounterEntity } from './entities/workspace-counter';
import { LabelEntity } from './entities/label';
import { NotificationEntity, NotificationFilterEntity } from './entities/notification';
import { ActivityEntity } from './entities/activity';
import { ChecklistEntity, ChecklistItemEntity } from './entities/checklist';
import { DeletedCardEntity } from './entities/deleted-card';
import { CopySettingsEntity, MinimizedCardEntity, PopupDismissEntity, SearchHistoryEntity } from './entities/user-preferences';
import { UploadQuotaEntity } from './entities/upload-quota';
import { ContentEntity, ContentVersionEntity } from './entities/content';
import { CommentDraftEntity, CommentEntity, CommentReadEntity } from './entities/comment';
import { ActiveTimerEntity, CardTimerEntity } from './entities/timer';
import { ChatConversationEntity, ChatMessageEntity, ChatReadEntity } from './entities/chat';

const entities = {
  user: UserEntity,
  organization: OrganizationEntity,
  organizationMember: OrganizationMemberEntity,
  workspace: WorkspaceEntity,
  workspaceMember: WorkspaceMemberEntity,
  stage: StageEntity,
  card: CardEntity,
  connection: ConnectionEntity,
  subscription: SubscriptionEntity,
  scheduleEntry: ScheduleEntryEntity,
  accountToken: AccountTokenEntity,
  latestAccountToken: LatestAccountTokenEntity,
  signInGuard: SignInGuardEntity,
  rateLimit: RateLimitEntity,
  invitation: InvitationEntity,
  templateStage: TemplateStageEntity,
  workspaceCounter: WorkspaceCounterEntity,
  label: LabelEntity,
  notification: NotificationEntity,
  notificationFilter: NotificationFilterEntity,
  checklist: ChecklistEntity,
  checklistItem: ChecklistItemEntity,
  minimizedCard: MinimizedCardEntity,
  searchHistory: SearchHistoryEntity,
  popupDismiss: PopupDismissEntity,
  copySettings: CopySettingsEntity,
  deletedCard: DeletedCardEntity,
  uploadQuota: UploadQuotaEntity,
  content: ContentEntity,
  contentVersion: ContentVersionEntity,
  comment: CommentEntity,
  commentDraft: CommentDraftEntity,
  commentRead: CommentReadEntity,
  activeTimer: ActiveTimerEntity,
  cardTimer: CardTimerEntity,
  chatConversation: ChatConversationEntity,
  chatMessage: ChatMessageEntity,
  chatRead: ChatReadEntity,
  activity: ActivityEntity,
};

let service: Service<typeof entities> | undefined;

/** The entities as a TransactWrite callback receives them, for modules that contribute items to another's transaction. */
export type TransactionEntities = Parameters<Parameters<Service<typeof entities>['transaction']['write']>[0]>[0];
/** One committed item of a TransactWrite (what `.commit()` returns). */
export type TransactionItem = ReturnType<Parameters<Service<typeof entities>['transaction']['write']>[0]>[number];

/** The service, bound on first use to TABLE_NAME and the shared DynamoDB client. */
export function db(): Service<typeof entities> {
  service ??= new Service(entities, { table: env.tableName(), client: dynamoClient() });
  return service;
}

/** Attempts at a read-then-write transaction that a concurrent change cancelled (each attempt reads again). */
export const TRANSACTION_ATTEMPTS = 3;

/**
 * Whether an error is a failed condition (ConditionalCheckFailedException, or a TransactWrite cancelled by
 * one): the write did nothing, and the caller decides what that means.
 */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { cause?: { name?: string } }).cause?.name ?? (error as { name?: string }).name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/**
 * Run a TransactWrite. ElectroDB reports a cancellation in `canceled` or throws it, depending on the
 * error; both mean nothing was written. @returns false when a condition cancelled it.
 */
export async function commitTransaction(run: () => Promise<{ canceled: boolean }>): Promise<boolean> {
  try {
    return !(await run()).canceled;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Transitional, while the data layer moves to DynamoDB-Toolbox (decisions I20): an ElectroDB write
 * (`entity.patch(…).set(…)`) as one item of `runTransaction`, beside Toolbox items. Goes with ElectroDB.
 */
export function committed(operation: object): TransactionItemParams {
  return (operation as { commit(): TransactionItemParams }).commit();
}
