/**
 * Workspace labels and the labels of a card (cards spec §3 Label; §7 Labels and
 * `POST …/content_labels`). Labels sit in the workspace partition; a card holds its label ids as a set
 * (docs/data-model.md patterns 48, 49 and 77).
 */
import { randomUUID } from 'node:crypto';
import { LABEL_MESSAGES } from '../../../shared/schemas/label-limits';
import { NotFoundError } from '../lib/http/errors';
import { isConditionFailure } from './access';
import { createItem, getItem, keyQuery, patchItem, queryAll, removeItem } from './access';
import { checkTransaction, patchTransaction, runTransaction } from './transactions';
import { addToSet, Card, deleteFromSet } from './entities/card';
import { Label, LABEL_BY_WORKSPACE, LABEL_MODEL } from './entities/label';
import { cardWriteRefusal, OUT_OF_BIN } from './cards';
import { byLabelName, type LabelRecord } from './workspaces';

export type { LabelRecord };

/** Pattern 48: a workspace's labels (table Query of `$workspace#label_1`), sorted by name in memory. */
export async function listLabels(workspaceId: string): Promise<LabelRecord[]> {
  const labels = await queryAll(Label, keyQuery(LABEL_MODEL, LABEL_BY_WORKSPACE, { workspace_id: workspaceId }));
  return labels.sort(byLabelName);
}

/** Pattern 49 (read): one label of a workspace (GetItem), or null; another workspace's label is not found. */
export async function getLabel(workspaceId: string, labelId: string): Promise<LabelRecord | null> {
  return getItem(Label, { workspace_id: workspaceId, label_id: labelId });
}

/** Pattern 49 (create): a new label (Put, `attribute_not_exists`). */
export async function createLabel(
  workspaceId: string,
  input: { name: string; color_hex: string },
): Promise<LabelRecord> {
  return createItem(Label, { workspace_id: workspaceId, label_id: randomUUID(), ...input });
}

/**
 * Pattern 49 (update): rename or recolour a label (Update, `attribute_exists`).
 * @throws NotFoundError when the label is not in the workspace (nothing is written).
 */
export async function updateLabel(
  workspaceId: string,
  labelId: string,
  changes: { name?: string; color_hex?: string },
): Promise<LabelRecord> {
  try {
    return await patchItem(Label, { workspace_id: workspaceId, label_id: labelId, ...changes });
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
    await removeItem(Label, { workspace_id: workspaceId, label_id: labelId });
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(LABEL_MESSAGES.labelNotFound);
    throw error;
  }
}

/**
 * Pattern 77: assign a label to a card (TransactWrite: Update card `ADD label_ids` + ConditionCheck that
 * the label exists in the workspace) or unassign it (Update card `DELETE label_ids`; a deleted label
 * can still be taken off). The card must be out of the recycle bin when the write lands (`OUT_OF_BIN`).
 * @throws NotFoundError for a card or label not in the workspace; ConflictError for a card binned
 *   meanwhile (nothing is written).
 */
export async function setCardLabel(
  workspaceId: string,
  cardId: string,
  labelId: string,
  assigned: boolean,
): Promise<void> {
  const key = { workspace_id: workspaceId, card_id: cardId };
  if (!assigned) {
    try {
      await patchItem(
        Card,
        { ...key, label_ids: deleteFromSet([labelId]) },
        { returnValues: 'NONE', condition: OUT_OF_BIN },
      );
    } catch (error) {
      if (isConditionFailure(error)) throw await cardWriteRefusal(workspaceId, cardId);
      throw error;
    }
    return;
  }
  const result = await runTransaction([
    patchTransaction(Card, { ...key, label_ids: addToSet([labelId]) }, OUT_OF_BIN),
    checkTransaction(Label, { workspace_id: workspaceId, label_id: labelId }),
  ]);
  if (result.canceled) {
    if (result.data[0]?.rejected) throw await cardWriteRefusal(workspaceId, cardId);
    throw new NotFoundError(LABEL_MESSAGES.labelNotFound);
  }
}
