/**
 * The DynamoDB-Toolbox entities by the name ElectroDB's service gives their twins (data/service.ts), so
 * tests can hold each pair to the same items while the data layer moves over (decisions I9).
 */
import { ChatConversation, ChatMessage, ChatRead } from './chat';
import { Content, ContentVersion } from './content';
import { Notification, NotificationFilter } from './notification';
import { RateLimit } from './rate-limit';
import { Stage } from './stage';
import { TemplateStage } from './template-stage';
import { CopySettings, MinimizedCard, PopupDismiss, SearchHistory } from './user-preferences';
import { AccountToken, LatestAccountToken } from './account-token';
import { Activity } from './activity';
import { Checklist, ChecklistItem } from './checklist';
import { DeletedCard } from './deleted-card';
import { Invitation } from './invitation';
import { Label } from './label';
import { Organization, OrganizationMember } from './organization';
import { ScheduleEntry } from './schedule-entry';
import { Subscription } from './subscription';
import { ActiveTimer, CardTimer } from './timer';
import { User } from './user';
import { Workspace, WorkspaceMember } from './workspace';
import { WorkspaceCounter } from './workspace-counter';

export const TOOLBOX_ENTITIES = {
  stage: Stage,
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
} as const;
