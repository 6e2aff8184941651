/**
 * The API's refusals whose English is built from a limit or a list in shared/schemas (issue 41 "the API's
 * error messages"; decisions LN8, MD2): each is an ICU message of the `errors` catalogue with its values here,
 * so that the English the throw site builds (`A card can have at most ${CHECKLIST_LIMITS.listsPerCard} lists.`)
 * is recognised word for word and answered in the caller's language, without changing the throw sites and
 * without bundling the schema modules into every function. Numbers are strings: the English must come out
 * exactly as the template literal writes it ("20000", not "20,000"). `tests/unit/i18n-errors.test.ts` checks
 * that each entry, formatted in English, is the shared message's text, so a changed limit cannot go stale.
 */

const TRIGGER_TYPES =
  'card_enters_stage, approved, changes_requested, checklist_done, new_content_version, due_date_passed';
const CONDITION_TYPES = 'in_stage, label_present, label_absent, has_participant';
const ACTION_TYPES =
  'move_to_stage, add_label, remove_label, add_participants, set_due_date, post_team_comment, notify_members, submit_for_approval';

/** `errors` key → the values its English is built with. */
export const LIMIT_MESSAGE_VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'cardCopy.copiesRange': { min: '1', max: '5' },
  'checklists.tooManyLists': { max: '20' },
  'checklists.tooManyItems': { max: '90' },
  'comments.tooManyFiles': { max: '5' },
  'comments.tooLong': { max: '20000' },
  'annotations.pathPoints': { max: '500' },
  'annotations.pathBytes': { max: '8' },
  'apiKeys.tooMany': { max: '10' },
  'apiKeys.rateLimited': { max: '120' },
  'chat.tooLong': { max: '5000' },
  'idempotency.tooLong': { max: '255' },
  'invitations.tooMany': { max: '30' },
  'preferences.tooManyMinimized': { max: '10' },
  'reports.tooLong': { max: '366' },
  'reviewDeadline.tooFar': { max: '365' },
  'rules.tooMany': { max: '50' },
  'webhooks.tooMany': { max: '20' },
  'contents.perUpload': { limit: '5' },
  'contents.perCard': { limit: '15' },
  'contents.filenameTooLong': { max: '255' },
  'activity.perPageMax': { max: '50' },
  'approvals.tooManyReviewers': { max: '50' },
  'cards.descriptionTooLong': { max: '20000' },
  'pagination.perPageRange': { max: '50' },
  'preferences.searchNameTooLong': { max: '255' },
  'rules.unknownTrigger': { types: TRIGGER_TYPES },
  'rules.unknownCondition': { types: CONDITION_TYPES },
  'rules.unknownAction': { types: ACTION_TYPES },
};
