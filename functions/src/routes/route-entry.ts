/**
 * What a route table entry is (BRIEF §1): `method + path -> domain function + authorization policy`,
 * and the values the entries share. The entries live per domain in ./domains/, all of them together in
 * ./route-table.ts.
 */
import type { Policy } from './policies';

export const DOMAINS = ['health', 'auth', 'users', 'organizations', 'workspaces', 'stages', 'cards', 'admin', 'notifications', 'checklists', 'preferences', 'bin', 'contents', 'comments', 'approvals', 'timers', 'chat'] as const;
export type Domain = (typeof DOMAINS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteEntry {
  method: HttpMethod;
  path: string;
  domain: Domain;
  policy: Policy;
  /** One line for the OpenAPI document. */
  summary: string;
  /**
   * How the route treats a card in the recycle bin when the derived rule does not fit (./binned-cards.ts;
   * cards spec §4 "Read-only when deleted_at is set"): `'refuse'` for a GET that changes the card (hide,
   * unhide), `'allow'` for a non-GET that leaves the card as it is (decisions K41 lists them).
   */
  binnedCard?: 'refuse' | 'allow';
  /**
   * The query parameter that names the card a route changes, for a route that does not name it as
   * `{cid}` in its path (the board's `PUT …/sort`, `content_drag_id`).
   */
  cardQuery?: string;
}

/** Every spec §7 call lives under `/api/v1` (docs/decisions.md). */
export const API = '/api/v1';
/** Board reads that need the workspace partition anyway authorize from it (./policies.ts, docs/decisions.md D18). */
export const SKELETON = { skeleton: true };
/** The board's reads: the skeleton, and the ended-session cutoff from the caller's membership (decisions S26). */
export const BOARD_READ = { skeleton: true, callerItem: false } as const;
