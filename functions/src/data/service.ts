/**
 * The ElectroDB service binding every entity to the one table (BRIEF §3), plus the transaction helper.
 * Handlers never build keys: they call the named access functions in this folder.
 */
import { Service } from 'electrodb';
import { dynamoClient } from '../lib/aws/clients';
import { env } from '../lib/env';
import { UserEntity } from './entities/user';
import { OrganizationEntity, OrganizationMemberEntity } from './entities/organization';
import { StageEntity, WorkspaceEntity, WorkspaceMemberEntity } from './entities/workspace';
import { CardEntity } from './entities/card';
import { ConnectionEntity } from './entities/connection';
import { ScheduleEntryEntity } from './entities/schedule-entry';
import { AccountTokenEntity } from './entities/account-token';
import { SignInGuardEntity } from './entities/sign-in-guard';
import { InvitationEntity } from './entities/invitation';
import { TemplateStageEntity } from './entities/template-stage';
import { WorkspaceCounterEntity } from './entities/workspace-counter';
import { LabelEntity } from './entities/label';
import { NotificationEntity } from './entities/notification';

const entities = {
  user: UserEntity,
  organization: OrganizationEntity,
  organizationMember: OrganizationMemberEntity,
  workspace: WorkspaceEntity,
  workspaceMember: WorkspaceMemberEntity,
  stage: StageEntity,
  card: CardEntity,
  connection: ConnectionEntity,
  scheduleEntry: ScheduleEntryEntity,
  accountToken: AccountTokenEntity,
  signInGuard: SignInGuardEntity,
  invitation: InvitationEntity,
  templateStage: TemplateStageEntity,
  workspaceCounter: WorkspaceCounterEntity,
  label: LabelEntity,
  notification: NotificationEntity,
};

let service: Service<typeof entities> | undefined;

/** The service, bound on first use to TABLE_NAME and the shared DynamoDB client. */
export function db(): Service<typeof entities> {
  service ??= new Service(entities, { table: env.tableName(), client: dynamoClient() });
  return service;
}
