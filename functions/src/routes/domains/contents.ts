/**
 * The `contents` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, type RouteEntry } from '../route-entry';
import { workspace } from '../policies';

export const CONTENTS_ROUTES: readonly RouteEntry[] = [
  // Contents (cards spec §7 Contents; issue 13; decisions U1–U8): a card's images and PDFs, their versions and downloads
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents`,
    domain: 'contents',
    policy: workspace('view'),
    summary: "A card's contents in order (hidden ones only with can_show)",
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/new`,
    domain: 'contents',
    policy: workspace('can_access_content_create'),
    summary: 'What may be uploaded now: file size limit, counts and storage left',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/new`,
    domain: 'contents',
    policy: workspace('can_access_content_create'),
    status: 201,
    summary: 'A presigned POST for one file (content_type, size, filename)',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents`,
    domain: 'contents',
    policy: workspace('can_access_content_create'),
    status: 201,
    idempotent: true,
    summary: 'Uploaded files become contents ({key, filename} or {contents: [...]}, at most 5)',
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/sort_attachments`,
    domain: 'contents',
    policy: workspace('can_sort_attachments'),
    summary: "Put a card's contents in a new order (contents: [{id}])",
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/destroy_multi`,
    domain: 'contents',
    policy: workspace('can_access_content_destroy'),
    summary: 'Delete contents with their versions (ids)',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/download`,
    domain: 'contents',
    policy: workspace('can_access_content_download'),
    summary: 'A zip of the chosen contents (ids), as a short-lived URL; 429 past the download limit',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}`,
    domain: 'contents',
    policy: workspace('view'),
    summary: 'One content',
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}`,
    domain: 'contents',
    policy: workspace('can_access_content_update'),
    // Each call adds a version, so a retried replace must replay, not add a second one (decisions IK9).
    idempotent: true,
    summary: "Replace a content's file (replace: true, key, filename); the old file becomes a version",
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}`,
    domain: 'contents',
    policy: workspace('can_access_content_destroy'),
    summary: 'Delete one content with its versions',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/renditions`,
    domain: 'contents',
    policy: workspace('can_access_content_update'),
    summary: "Try again to make a content's previews whose rendition failed (issue 40); answers the content",
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/hide`,
    domain: 'contents',
    policy: workspace('can_access_content_hide'),
    summary: 'Hide a content from guests',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/hide`,
    domain: 'contents',
    policy: workspace('can_access_content_hide'),
    deprecated: true,
    summary: 'Hide a content from guests (spec §7 GET; use the PUT: decisions A32)',
    binnedCard: 'refuse',
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/unhide`,
    domain: 'contents',
    policy: workspace('can_access_content_hide'),
    summary: 'Show a hidden content to guests again',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/unhide`,
    domain: 'contents',
    policy: workspace('can_access_content_hide'),
    deprecated: true,
    summary: 'Show a hidden content to guests again (spec §7 GET; use the PUT: decisions A32)',
    binnedCard: 'refuse',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions`,
    domain: 'contents',
    policy: workspace('can_access_content_versions'),
    summary: "A content's earlier files, newest first",
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}`,
    domain: 'contents',
    policy: workspace('can_access_content_versions'),
    summary: 'One earlier file of a content',
  },
  // The review report (issue 26 "Review report"; BRIEF §8; decisions R55–R57). Beyond the spec. Everyone who may
  // see the card's comments (the Guest tab is shown to every member who sees the card, cards spec §6) gets the
  // annotations of the tabs they may see; a content hidden from the caller is unknown.
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/review_report`,
    domain: 'contents',
    policy: workspace('view'),
    beyondSpec: true,
    summary:
      "A PDF of the content's current version with its numbered pins and the list of annotations the caller may see, as a short-lived URL; 429 past the download limit",
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/authorized_users`,
    domain: 'contents',
    policy: workspace('view'),
    summary: "Who may see the card's contents",
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/replace_image`,
    domain: 'contents',
    policy: workspace('view'),
    summary: 'Fresh preview URLs for the listed cards (content_groups)',
  },
];
