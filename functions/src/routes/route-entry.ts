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
  /** Beyond the two spec documents (BRIEF §8): the OpenAPI operation says `x-beyond-spec: true`. */
  beyondSpec?: boolean;
}

/** Every spec §7 call lives under `/api/v1` (docs/decisions.md). */
export const API = '/api/v1';
/** Board reads that need the workspace partition anyway authorize from it (./policies.ts, docs/decisions.md D18). */
export const SKELETON = { skeleton: true };
/** The board's reads: the skeleton, and the ended-session cutoff from the caller's membership (decisions S26). */
export const BOARD_READ = { skeleton: true, callerItem: false } as const;
