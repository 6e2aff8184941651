/**
 * The `cards` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, BOARD_READ, type RouteEntry } from '../route-entry';
import { workspace } from '../policies';

export const CARDS_ROUTES: readonly RouteEntry[] = [
  // Cards (cards spec §7 Cards)
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/new`,
    domain: 'cards',
    policy: workspace('can_crud_content_group'),
    summary: 'What the new-card form offers',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups`,
    domain: 'cards',
    policy: workspace('can_crud_content_group'),
    status: 201,
    idempotent: true,
    summary: 'Create a card',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/archived`,
    domain: 'cards',
    policy: workspace('view'),
    summary: "The workspace's archived cards",
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}`,
    domain: 'cards',
    policy: workspace('view'),
    summary: "A card with its detail and the caller's card flags",
  },
  // The popup's first screen in one request (issue 27; beyond the spec; decisions W39): the workspace partition authorizes, as on the board
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/popup`,
    domain: 'cards',
    policy: workspace('view', BOARD_READ),
    beyondSpec: true,
    summary:
      "The card popup's first screen: the card, its contents, upload limits, checklists and the first page of the caller's first comment tab",
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}`,
    domain: 'cards',
    policy: workspace('can_access_edit_title'),
    summary: 'Change a card: title, dates, description, reminder, completion',
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/mark_as_incomplete`,
    domain: 'cards',
    policy: workspace('can_access_content'),
    summary: 'Clear the completed tag',
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/update_stage`,
    domain: 'cards',
    policy: workspace('can_access_move_content_board'),
    summary: "Move a card to a stage's end",
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/content_groups/{cid}/archive`,
    domain: 'cards',
    policy: workspace('can_access_content_group_archive'),
    summary: 'Archive or unarchive a card',
  },
  // Copy Card (cards spec §7 `content_group_duplicate_settings`, `POST /{cid}/clone`; decisions K30)
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_group_duplicate_settings`,
    domain: 'cards',
    policy: workspace('can_access_clone_content_group'),
    summary: "The caller's copy settings and the stages they may copy into",
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_group_duplicate_settings`,
    domain: 'cards',
    policy: workspace('can_access_clone_content_group'),
    summary: "Save the caller's copy settings (card_duplicate)",
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/clone`,
    domain: 'cards',
    policy: workspace('can_access_clone_content_group'),
    status: 201,
    idempotent: true,
    summary: 'Copy a card 1 to 5 times into a stage (content_group)',
  },
  // Labels (cards spec §7 Labels, `POST …/content_labels`) and participants (cards spec §7 Participants), in the cards Lambda
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/labels`,
    domain: 'cards',
    policy: workspace('view'),
    summary: "A workspace's labels",
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/labels`,
    domain: 'cards',
    policy: workspace('can_access_edit_label'),
    status: 201,
    idempotent: true,
    summary: 'Create a label',
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/labels/{label_id}`,
    domain: 'cards',
    policy: workspace('can_access_edit_label'),
    summary: 'Rename or recolour a label',
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/labels/{label_id}`,
    domain: 'cards',
    policy: workspace('can_access_edit_label'),
    summary: 'Delete a label (it leaves every card)',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_labels/{cid}`,
    domain: 'cards',
    policy: workspace('view'),
    summary: "The workspace's labels, marked when the card carries them",
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/content_labels`,
    domain: 'cards',
    policy: workspace('can_access_edit_label'),
    summary: 'Assign or unassign a label',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/assigned_users`,
    domain: 'cards',
    policy: workspace('view'),
    summary: "A card's participants",
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/assigned_users/new`,
    domain: 'cards',
    policy: workspace('can_assign_user'),
    summary: 'Members who may be added as participants',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/assigned_users`,
    domain: 'cards',
    policy: workspace('can_assign_user'),
    summary: 'Add (or remove) participants',
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/content_groups/{cid}/assigned_users/{uid}`,
    domain: 'cards',
    policy: workspace('can_assign_user'),
    summary: 'Remove a participant',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/update_assigned_user`,
    domain: 'cards',
    policy: workspace('can_assign_user'),
    summary: "Change a card's participants",
  },
  // Recurring cards (issue 28; beyond the spec; decisions G17–G22): setting a rule is copying the card on a
  // schedule, so it takes the copy permission.
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/recurrence`,
    domain: 'cards',
    policy: workspace('view'),
    beyondSpec: true,
    summary: "A card's recurrence rule, in words, with its next occurrence",
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/recurrence`,
    domain: 'cards',
    policy: workspace('can_access_clone_content_group'),
    beyondSpec: true,
    summary: 'Make a card repeat, or change its rule (from now on)',
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/content_groups/{cid}/recurrence`,
    domain: 'cards',
    policy: workspace('can_access_clone_content_group'),
    beyondSpec: true,
    status: 204,
    summary: 'Stop a card repeating (occurrences made stay)',
  },
];
