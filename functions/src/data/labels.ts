/**
 * Workspace labels and the labels of a card (cards spec §3 Label; §7 Labels and
 * `POST …/content_labels`). Labels sit in the workspace partition; a card holds its label ids as a set
 * (docs/data-model.md patterns 48, 49 and 77).
 */
import { randomUUID } from 'node:crypto';
import { LABEL_MESSAGES } from '../../../shared/schemas/label-limits';
import { NotFoundError } from '../lib/http/errors';
import { db, isConditionFailure } from './service';
import { byLabelName, type LabelRecord } from './workspaces';

export type { LabelRecord };

/** Pattern 48: a workspace's labels (table Query of `$workspace#label_1`), sorted by name in memory. */
export async function listLabels(workspaceId: string): Promise<LabelRecord[]> {
  const { data } = await db().entities.label.query.byWorkspace({ workspace_id: workspaceId }).go({ pages: 'all' });
  return data.sort(byLabelName);
}

/** Pattern 49 (read): one label of a workspace (GetItem), or null; another workspace's label is not found. */
export async function getLabel(workspaceId: string, labelId: string): Promise<LabelRecord | null> {
  return (await db().entities.label.get({ workspace_id: workspaceId, label_id: labelId }).go()).data;
}

/** Pattern 49 (create): a new label (Put, `attribute_not_exists`). */
export async function createLabel(workspaceId: string, input: { name: string; color_hex: string }): Promise<LabelRecord> {
  const { data } = await db().entities.label.create({ workspace_id: workspaceId, label_id: randomUUID(), ...input }).go();
  return data;
}

/**
 * Pattern 49 (update): rename or recolour a label (Update, `attribute_exists`).
 * @throws NotFoundError when the label is not in the workspace (nothing is written).
 */
export async function updateLabel(workspaceId: string, labelId: string, changes: { name?: string; color_hex?: string }): Promise<LabelRecord> {
  try {
    const { data } = await db().entities.label.patch({ workspace_id: workspaceId, label_id: labelId }).set(changes).go({ response: 'all_new' });
    return data as LabelRecord;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(LABEL_MESSAGES.labelNotFound);
    throw error;
  }
}

/**
 * Pattern 49 (delete): delete a label (Delete, `attribute_exists`). Cards keep the id in their set;
 * every read drops ids that match no label, so the label disappears from every card at once.
 * @throws NotFoundError when the label is not in the workspace.
 */
export async function deleteLabel(workspaceId: string, labelId: string): Promise<void> {
  try {
    await db()
      .entities.label.delete({ workspace_id: workspaceId, label_id: labelId })
      .where((attr, { exists }) => exists(attr.label_id))
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(LABEL_MESSAGES.labelNotFound);
    throw error;
  }
}

/**
 * Pattern 77: assign a label to a card (TransactWrite: Update card `ADD label_ids` + ConditionCheck that
 * the label exists in the workspace) or unassign it (Update card `DELETE label_ids`; a deleted label
 * can still be taken off).
 * @throws NotFoundError for a card or label not in the workspace (nothing is written).
 */
export async function setCardLabel(workspaceId: string, cardId: string, labelId: string, assigned: boolean): Promise<void> {
  const key = { workspace_id: workspaceId, card_id: cardId };
  if (!assigned) {
    try {
      await db().entities.card.patch(key).delete({ label_ids: [labelId] }).go({ response: 'none' });
    } catch (error) {
      if (isConditionFailure(error)) throw new NotFoundError('The content cannot be found.');
      throw error;
    }
    return;
  }
  const result = await db()
    .transaction.write(({ card, label }) => [
      card.patch(key).add({ label_ids: [labelId] }).commit(),
      label
        .check({ workspace_id: workspaceId, label_id: labelId })
        .where((attr, { exists }) => exists(attr.label_id))
        .commit(),
    ])
    .go();
  if (result.canceled) {
    if (result.data[0]?.rejected) throw new NotFoundError('The content cannot be found.');
    throw new NotFoundError(LABEL_MESSAGES.labelNotFound);
  }
}
