/**
 * The request and response schemas of the board-rule routes (issue 38; beyond the spec). ./route-schemas.ts
 * spreads them into `ROUTE_SCHEMAS`.
 */
import {
  CreateRuleRequestSchema,
  RuleListSchema,
  RuleResultSchema,
  RuleRunListSchema,
  UpdateRuleRequestSchema,
} from '../../../shared/schemas/rules';
import type { RouteSchemas } from './route-schema-types';

const RULES = '/api/v1/workspaces/{id}/rules';

export const RULES_ROUTE_SCHEMAS: Record<string, RouteSchemas> = {
  [`GET ${RULES}`]: { response: RuleListSchema },
  [`POST ${RULES}`]: { body: CreateRuleRequestSchema, response: RuleResultSchema, errors: [409] },
  [`PATCH ${RULES}/{rule_id}`]: { body: UpdateRuleRequestSchema, response: RuleResultSchema, errors: [404] },
  [`DELETE ${RULES}/{rule_id}`]: { errors: [404, 409] },
  [`GET ${RULES}/{rule_id}/runs`]: { response: RuleRunListSchema, errors: [404] },
};
