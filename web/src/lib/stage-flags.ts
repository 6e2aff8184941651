/**
 * Which stage flags a stage form shows (accounts spec §5 Stage form: "the three optional settings only
 * appear when approval requests are allowed"; §3 Stage and Template stage flags). Approval requests are
 * allowed by `require_approval_from_client`; revision, timestamp and client visibility are the three
 * optional settings (docs/decisions.md W14). Used by the workspace stages page and the organization's
 * board stages (admin), whose flags are the same.
 */

/** The flag that allows approval requests; always shown, first. */
export const APPROVAL_STAGE_FLAG = 'require_approval_from_client' as const;
/** The three optional settings, shown only while approval requests are allowed. */
export const OPTIONAL_STAGE_FLAGS = ['enable_revision', 'enable_timestamp', 'visible_to_client'] as const;
/** Every stage flag in the order forms and tables show them. */
export const STAGE_FLAG_ORDER = [APPROVAL_STAGE_FLAG, ...OPTIONAL_STAGE_FLAGS] as const;
/** One stage flag. */
export type StageFlagName = (typeof STAGE_FLAG_ORDER)[number];

/** The flags to show for a stage whose approval flag is `approvalAllowed`, in `STAGE_FLAG_ORDER`. */
export function shownStageFlags(approvalAllowed: boolean): readonly StageFlagName[] {
  return approvalAllowed ? STAGE_FLAG_ORDER : [APPROVAL_STAGE_FLAG];
}

/**
 * Column titles, switch labels and a row's switch label ("… for {name}") of the flags, as `ui`
 * catalogue keys, the same for stages and board stages (accounts spec §3; issue 41).
 */
export const STAGE_FLAG_LABELS: Record<StageFlagName, { column: string; label: string; labelFor: string }> = {
  enable_revision: {
    column: 'stageFlag.revision.column',
    label: 'stageFlag.revision.label',
    labelFor: 'stageFlag.revision.for',
  },
  enable_timestamp: {
    column: 'stageFlag.timestamp.column',
    label: 'stageFlag.timestamp.label',
    labelFor: 'stageFlag.timestamp.for',
  },
  visible_to_client: {
    column: 'stageFlag.visible.column',
    label: 'stageFlag.visible.label',
    labelFor: 'stageFlag.visible.for',
  },
  require_approval_from_client: {
    column: 'stageFlag.approval.column',
    label: 'stageFlag.approval.label',
    labelFor: 'stageFlag.approval.for',
  },
};
