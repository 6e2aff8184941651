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
} as const;
