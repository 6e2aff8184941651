/**
 * How a request names the organization it acts on, outside its path (decisions A3; issue 35, decisions
 * LA1 and LA2). Split out so the OpenAPI document (../../routes/openapi.ts) words it as the policy check
 * (./authorize.ts) does, without importing the data layer.
 */

/** The headers that may name it, lower-cased as API Gateway and the local gateway deliver them: the spec's `org_id`, then its `Org-Id` alias (nginx drops underscored names by default). */
export const ORGANIZATION_HEADERS = ['org_id', 'org-id'] as const;

/** The 400 of an organization route whose request names no organization at all (not 404: nothing was looked up). */
export const ORGANIZATION_MISSING_MESSAGE = 'The organization is missing (org_id header).';
