/**
 * The request and response schemas of the board-rule routes (issue 38) and of organization export and
 * import and the Trello import (issue 40); all beyond the spec. ./route-schemas.ts
 * spreads them into `ROUTE_SCHEMAS`.
 */
import {
  CreateRuleRequestSchema,
  RuleListSchema,
  RuleResultSchema,
  RuleRunListSchema,
  UpdateRuleRequestSchema,
} from '../../../shared/schemas/rules';
import {
  ExportJobSchema,
  ExportQueuedSchema,
  ImportJobSchema,
  ImportQueuedSchema,
  ImportRequestSchema,
} from '../../../shared/schemas/org-transfers';
import { PresignedPostSchema } from '../../../shared/schemas/uploads';
import { TrelloBoardExportSchema } from '../../../shared/schemas/trello-import';
import { WorkspaceSummarySchema } from '../../../shared/schemas/workspace';
import type { RouteSchemas } from './route-schema-types';

const RULES = '/api/v1/workspaces/{id}/rules';

export const RULES_ROUTE_SCHEMAS: Record<string, RouteSchemas> = {
  [`GET ${RULES}`]: { response: RuleListSchema },
  [`POST ${RULES}`]: { body: CreateRuleRequestSchema, response: RuleResultSchema, errors: [409] },
  [`PATCH ${RULES}/{rule_id}`]: { body: UpdateRuleRequestSchema, response: RuleResultSchema, errors: [404] },
  [`DELETE ${RULES}/{rule_id}`]: { errors: [404, 409] },
  [`GET ${RULES}/{rule_id}/runs`]: { response: RuleRunListSchema, errors: [404] },
};

const EXPORTS = '/api/v1/organizations/{id}/exports';
const IMPORTS = '/api/v1/organizations/imports';

export const TRANSFER_ROUTE_SCHEMAS: Record<string, RouteSchemas> = {
  [`POST ${EXPORTS}`]: { response: ExportQueuedSchema },
  [`GET ${EXPORTS}/{export_id}`]: { response: ExportJobSchema },
  [`POST ${IMPORTS}/upload`]: { response: PresignedPostSchema, errors: [429] },
  [`POST ${IMPORTS}`]: {
    body: ImportRequestSchema,
    response: ImportQueuedSchema,
    description:
      'The zip must have been uploaded with the presigned POST of `POST /organizations/imports/upload`. A missing file or one over 2 GB answers 400 and creates nothing; the rest is checked by the job (its `error`). The same upload started again answers 409 "This file is already being imported. The new organization appears in your list when it is done." and starts nothing (decisions ON4).',
    errors: [409],
  },
  [`GET /api/v1/organization_imports/{import_id}`]: { response: ImportJobSchema, errors: [404] },
  [`POST /api/v1/organizations/{id}/imports/trello`]: {
    body: TrelloBoardExportSchema,
    response: WorkspaceSummarySchema,
    description:
      "The body is the board's JSON export as Trello writes it (Menu → Print, export and share → Export as JSON), at most 10 MB. Open lists become stages, open cards (at most 500) keep their description, due date, labels, checklists and comments; archived ones are left out. A file that is not a board export, or a board over 500 open cards, answers 400 and creates nothing; a write that fails removes the new workspace again.",
  },
};
