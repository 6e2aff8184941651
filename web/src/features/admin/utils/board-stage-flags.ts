/**
 * Names of the board stage flags (accounts spec §3 Template stage: same flags as Stage).
 */
import type { TemplateStageFlag } from '../api/get-template-stages';

/** Column titles and switch labels of the flags. */
export const BOARD_STAGE_FLAG_LABELS: Record<TemplateStageFlag, { column: string; label: string }> = {
  enable_revision: { column: 'Revision', label: 'Enable revision' },
  enable_timestamp: { column: 'Timestamp', label: 'Enable timestamp' },
  visible_to_client: { column: 'Visible to client', label: 'Visible to client' },
  require_approval_from_client: { column: 'Client approval', label: 'Require approval from client' },
};
