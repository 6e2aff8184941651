/**
 * Every DynamoDB-Toolbox entity of the table by its short name (`stage`, `card`, …), the names the stored
 * item format is recorded under (tests/fixtures/stored-items.json; decisions I20).
 */
import { AccountToken, LatestAccountToken } from './account-token';
import { Activity } from './activity';
import { Card } from './card';
import { ChatConversation, ChatMessage, ChatRead } from './chat';
import { Checklist, ChecklistItem } from './checklist';
import { Comment, CommentDraft, CommentRead } from './comment';
import { Connection } from './connection';
import { Content, ContentVersion } from './content';
import { DeletedCard } from './deleted-card';
import { Invitation } from './invitation';
import { Label } from './label';
import { Notification, NotificationFilter } from './notification';
import { Organization, OrganizationMember } from './organization';
import { RateLimit } from './rate-limit';
import { ScheduleEntry } from './schedule-entry';
import { SignInGuard } from './sign-in-guard';
import { Stage } from './stage';
import { Subscription } from './subscription';
import { TemplateStage } from './template-stage';
import { ActiveTimer, CardTimer } from './timer';
import { UploadQuota } from './upload-quota';
import { User } from './user';
import { CopySettings, MinimizedCard, PopupDismiss, SearchHistory } from './user-preferences';
import { Workspace, WorkspaceMember } from './workspace';
import { WorkspaceCounter } from './workspace-counter';

export const TOOLBOX_ENTITIES = {
  stage: Stage,
  card: Card,
  workspace: Workspace,
  workspaceMember: WorkspaceMember,
  minimizedCard: MinimizedCard,
  searchHistory: SearchHistory,
  popupDismiss: PopupDismiss,
  copySettings: CopySettings,
  chatConversation: ChatConversation,
  chatMessage: ChatMessage,
  chatRead: ChatRead,
  notification: Notification,
  notificationFilter: NotificationFilter,
  content: Content,
  contentVersion: ContentVersion,
  workspaceCounter: WorkspaceCounter,
  rateLimit: RateLimit,
  templateStage: TemplateStage,
  organization: Organization,
  organizationMember: OrganizationMember,
  checklist: Checklist,
  checklistItem: ChecklistItem,
  accountToken: AccountToken,
  latestAccountToken: LatestAccountToken,
  invitation: Invitation,
  activeTimer: ActiveTimer,
  cardTimer: CardTimer,
  scheduleEntry: ScheduleEntry,
  user: User,
  subscription: Subscription,
  activity: Activity,
  label: Label,
  deletedCard: DeletedCard,
  comment: Comment,
  commentDraft: CommentDraft,
  commentRead: CommentRead,
  connection: Connection,
  signInGuard: SignInGuard,
  uploadQuota: UploadQuota,
} as const;
