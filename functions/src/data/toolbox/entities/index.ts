/**
 * The DynamoDB-Toolbox entities by the name ElectroDB's service gives their twins (data/service.ts), so
 * tests can hold each pair to the same items while the data layer moves over (decisions I9).
 */
import { Comment, CommentDraft, CommentRead } from './comment';
import { Connection } from './connection';
import { SignInGuard } from './sign-in-guard';
import { Stage } from './stage';
import { UploadQuota } from './upload-quota';
import { Workspace, WorkspaceMember } from './workspace';

export const TOOLBOX_ENTITIES = {
  stage: Stage,
  workspace: Workspace,
  workspaceMember: WorkspaceMember,
  comment: Comment,
  commentDraft: CommentDraft,
  commentRead: CommentRead,
  connection: Connection,
  signInGuard: SignInGuard,
  uploadQuota: UploadQuota,
} as const;
