/**
 * The `imports` domain's part of the route table (./route-table.ts holds them all): importing a board from
 * another tool (issue 40 "From Trello"; decisions FT8). Its own Lambda because an import writes every kind
 * of card item (cards, checklists, comments) and renders Markdown, more than the workspaces Lambda should
 * carry (Lambda bundle budget, decisions I9).
 */
import { API, type RouteEntry } from '../route-entry';
import { organization } from '../policies';

export const IMPORTS_ROUTES: readonly RouteEntry[] = [
  {
    method: 'POST',
    path: `${API}/organizations/{id}/imports/trello`,
    domain: 'imports',
    policy: organization('can_create_workspace'),
    status: 201,
    idempotent: true,
    beyondSpec: true,
    summary: "A new workspace from a Trello board's JSON export (the body); the importer is its Team Lead",
  },
];
