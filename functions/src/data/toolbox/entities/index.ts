/**
 * The DynamoDB-Toolbox entities by the name ElectroDB's service gives their twins (data/service.ts), so
 * tests can hold each pair to the same items while the data layer moves over (decisions I9).
 */
import { Stage } from './stage';
import { Workspace, WorkspaceMember } from './workspace';

export const TOOLBOX_ENTITIES = {
  stage: Stage,
  workspace: Workspace,
  workspaceMember: WorkspaceMember,
} as const;
