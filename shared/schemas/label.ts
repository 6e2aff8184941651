/**
 * Workspace labels and card participants (cards spec §3 Label and Assigned user; §5 Label form;
 * §7 Labels, `POST …/content_labels`, Participants; §9 default label colour dddddd).
 */
import * as z from './zod';
import { maxTextLength, singleLineText } from './text';
import { IdSchema } from './common';

// Zod-free, so the label manager page does not load zod with it (BRIEF §6 web budget).
import { DEFAULT_LABEL_COLOR, LABEL_MESSAGES } from './label-limits';
export { DEFAULT_LABEL_COLOR, LABEL_MESSAGES };

/** Most labels and participants one card carries (keeps a card write inside one transaction). */
export const MAX_CARD_LABELS = 20;
export const MAX_CARD_PARTICIPANTS = 50;

/** A label of a workspace (cards spec §3 Label). `color_hex` has no '#'. */
export const LabelSchema = z.object({
  id: IdSchema,
  name: z.string(),
  color_hex: z.string(),
});
export type Label = z.infer<typeof LabelSchema>;

const ColorHexSchema = z.pipe(
  z
    .string({ error: LABEL_MESSAGES.colorFormat })
    .check(z.trim(), z.regex(/^[0-9a-fA-F]{6}$/, LABEL_MESSAGES.colorFormat)),
  z.transform((v) => v.toLowerCase()),
);

const LabelNameSchema = singleLineText({ error: LABEL_MESSAGES.nameRequired }).check(
  z.minLength(1, LABEL_MESSAGES.nameRequired),
  maxTextLength(50),
);

/** `POST /api/v1/workspaces/{id}/labels` ('Label Name', 'Color HEX'); the colour defaults to dddddd. */
export const CreateLabelRequestSchema = z.object({
  name: LabelNameSchema,
  color_hex: z.pipe(
    z.optional(ColorHexSchema),
    z.transform((v) => v ?? DEFAULT_LABEL_COLOR),
  ),
});
export type CreateLabelRequest = z.input<typeof CreateLabelRequestSchema>;

/** `PUT …/labels/{label_id}`: name and/or colour. */
export const UpdateLabelRequestSchema = z
  .object({ name: z.optional(LabelNameSchema), color_hex: z.optional(ColorHexSchema) })
  .check(
    z.refine((v) => v.name !== undefined || v.color_hex !== undefined, {
      message: 'Nothing to change',
      path: ['base'],
    }),
  );
export type UpdateLabelRequest = z.input<typeof UpdateLabelRequestSchema>;

/** `POST …/content_groups/{cid}/content_labels`: assign (`assigned: true`) or unassign a label. */
export const AssignLabelRequestSchema = z.object({
  label_id: IdSchema,
  assigned: z.boolean({ error: 'Required' }),
});
export type AssignLabelRequest = z.input<typeof AssignLabelRequestSchema>;

/** `GET …/content_labels/{cid}`: every label of the workspace, and whether the card carries it. */
export const CardLabelChoiceSchema = z.extend(LabelSchema, { assigned: z.boolean() });

/** A participant as cards show it, with the spec's names (cards spec §3 Assigned user). */
export const AssignedUserSchema = z.object({
  user_id: IdSchema,
  user_full_name: z.string(),
  user_name_initials: z.string(),
  /** The small rendition (a one-hour URL); null without a picture. */
  user_logo: z.nullable(z.object({ original_url: z.string() })),
  /** The member's workspace role, e.g. "Team Lead". */
  role_name: z.string(),
});
export type AssignedUser = z.infer<typeof AssignedUserSchema>;

/** A workspace member offered as a participant (`GET …/assigned_users/new`, `GET …/content_groups/new`). */
export const ParticipantChoiceSchema = AssignedUserSchema;

/**
 * `POST …/assigned_users` and `POST …/update_assigned_user` (cards spec §7 Participants): rows with
 * `_destroy: true` remove a participant, the others add one.
 */
export const AssignedUsersRequestSchema = z.object({
  assigned_users: z
    .array(z.object({ user_id: IdSchema, _destroy: z._default(z.optional(z.boolean()), false) }), { error: 'Required' })
    .check(z.minLength(1, 'Required'), z.maxLength(MAX_CARD_PARTICIPANTS)),
});
export type AssignedUsersRequest = z.input<typeof AssignedUsersRequestSchema>;
