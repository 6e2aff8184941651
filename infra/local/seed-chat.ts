/**
 * The workspace chat of the demo (issue 15 "Workspace chat"; accounts spec §2 live chat dock): a short
 * conversation in Spring Campaign between the owner, the team lead, the coordinator and the client, sent
 * through the same write as the API (`commitMessage`: the message, the conversation's count, the
 * sender's read marker and each recipient's unread count in one transaction).
 */
import { commitMessage, ensureConversation, type ChatMessageRecord } from '../../functions/src/data/chat';
import { getUserByEmail } from '../../functions/src/data/users';
import { loadWorkspaceSkeleton, type WorkspaceRecord } from '../../functions/src/data/workspaces';
import { uuidv7 } from '../../functions/src/lib/ids/uuid';
import { authorSnapshot } from '../../functions/src/services/chat/present-messages';
import { chatRecipientIds } from '../../functions/src/services/chat/recipients';

/** Send `lines` ([sender e-mail, text]) in order, a minute apart, ending `minutesAgo` minutes ago. */
export async function seedChat(
  workspace: WorkspaceRecord,
  lines: ReadonlyArray<readonly [string, string]>,
  minutesAgo = 30,
): Promise<void> {
  const start = Date.now() - minutesAgo * 60_000;
  await ensureConversation(workspace.workspace_id, new Date(start).toISOString());
  const { members } = await loadWorkspaceSkeleton(workspace.workspace_id);
  for (const [index, [email, content]] of lines.entries()) {
    const sender = (await getUserByEmail(email))!;
    const at = start + index * 60_000;
    const message: ChatMessageRecord = {
      conversation_id: workspace.workspace_id,
      message_id: uuidv7(at),
      workspace_id: workspace.workspace_id,
      user_id: sender.user_id,
      ...authorSnapshot(sender, sender.user_id),
      content,
      message_type: 'text',
      created_at: new Date(at).toISOString(),
    };
    const recipientIds = await chatRecipientIds(workspace.organization_id, members, sender.user_id);
    if (!(await commitMessage({ message, recipientIds })))
      throw new Error(`The demo chat message "${content}" was not sent`);
  }
}
