/**
 * The `chat` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, SKELETON, type RouteEntry } from '../route-entry';
import { workspace } from '../policies';

export const CHAT_ROUTES: readonly RouteEntry[] = [
  // Chat (accounts spec §7 Chat; decisions V14–V29): a conversation's id is its workspace's id.
  {
    method: 'POST',
    path: `${API}/messages`,
    domain: 'chat',
    policy: workspace('can_access_live_chat'),
    summary: "Create or fetch the workspace's conversation (workspace_id)",
  },
  {
    method: 'GET',
    path: `${API}/get_messages/{id}`,
    domain: 'chat',
    policy: workspace('can_access_live_chat', SKELETON),
    summary: 'A page of messages, newest first (last_id, per_page), with the read marks',
  },
  {
    method: 'POST',
    path: `${API}/new_message/{id}/workspaces/{workspace_id}`,
    domain: 'chat',
    policy: workspace('can_access_live_chat', SKELETON),
    status: 201,
    idempotent: true,
    summary: 'Send a message (content, message_type text|file, file {key, filename})',
  },
  {
    method: 'POST',
    path: `${API}/new_message/{id}/workspaces/{workspace_id}/uploads`,
    domain: 'chat',
    policy: workspace('can_access_live_chat'),
    status: 201,
    summary: 'Presigned POST for one chat file (content_type, size, filename)',
  },
  {
    method: 'POST',
    path: `${API}/message_read/{id}`,
    domain: 'chat',
    policy: workspace('can_access_live_chat'),
    summary: 'Mark the conversation read up to a message (message_id; default the newest)',
  },
  {
    method: 'GET',
    path: `${API}/message_count/{id}`,
    domain: 'chat',
    policy: workspace('can_access_live_chat'),
    summary: "The caller's unread message count",
  },
];
