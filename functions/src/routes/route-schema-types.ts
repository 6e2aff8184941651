/**
 * What the OpenAPI document says of one route besides its route-table entry (./route-schemas.ts and its
 * parts hold one per route; ./openapi.ts reads them).
 */
import type * as z from '../../../shared/schemas/zod';

/** Error statuses a route may answer beyond those its policy and shape give (see `errorStatusesOf`). */
export type ExtraError = 401 | 403 | 404 | 409 | 429;

/** What the document says of one route besides its route-table entry. */
export interface RouteSchemas {
  /** The JSON body it takes. */
  body?: z.ZodMiniType;
  /** Its query parameters; a key is required unless its schema is optional or has a default. */
  query?: z.ZodMiniObject;
  /** The envelope's `data` on success (absent only for a 204 route). */
  response?: z.ZodMiniType;
  /** Errors its action can answer that its policy does not imply (e.g. 409 for a lost race, 429 for a limit). */
  errors?: readonly ExtraError[];
  /** What the operation does beyond its summary, when a client needs it (issue 35: conditional parameters, an answer whose shape depends on the query). */
  description?: string;
  /** A success body that is not the JSON envelope: its media type (issue 28: the iCal feed's `text/calendar`); `response` is then the body's schema. */
  text?: string;
}
