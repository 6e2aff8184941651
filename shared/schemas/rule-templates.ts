/**
 * The built-in board-rule templates a team adds in one click (issue 38 "Built-in templates"; decisions
 * BR11). Each is built against the workspace's stages (in board order): "Client Review" is found by name
 * (case and spacing ignored); a template that needs it is not offered in a workspace without one.
 */
import type { CreateRuleRequest } from './rules';

/** A stage as the templates read it. */
export interface TemplateStage {
  id: string;
  name: string;
}

export interface RuleTemplate {
  key: 'approved_next' | 'changes_back' | 'enter_submit';
  title: string;
  /** The rule to create, or null when the workspace lacks what it needs. */
  build(stages: readonly TemplateStage[]): CreateRuleRequest | null;
}

const norm = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();
const clientReview = (stages: readonly TemplateStage[]) => stages.find((s) => norm(s.name) === 'client review');

export const RULE_TEMPLATES: readonly RuleTemplate[] = [
  {
    key: 'approved_next',
    title: 'When approved in Client Review, move to the next stage and notify its participants',
    build: (stages) => {
      const review = clientReview(stages);
      if (!review || stages.at(-1)?.id === review.id) return null;
      return {
        name: 'After approval',
        enabled: true,
        trigger: { type: 'approved', stage_id: review.id },
        conditions: [],
        actions: [
          { type: 'move_to_stage', to: 'next' },
          { type: 'notify_members', card_participants: true },
        ],
      };
    },
  },
  {
    key: 'changes_back',
    title: "When changes are requested, move back to the previous stage and notify the card's participants",
    build: () => ({
      name: 'Back on changes requested',
      enabled: true,
      trigger: { type: 'changes_requested' },
      conditions: [],
      actions: [
        { type: 'move_to_stage', to: 'previous' },
        { type: 'notify_members', card_participants: true },
      ],
    }),
  },
  {
    key: 'enter_submit',
    title: 'When a card enters Client Review, submit it for approval',
    build: (stages) => {
      const review = clientReview(stages);
      if (!review) return null;
      return {
        name: 'Submit on Client Review',
        enabled: true,
        trigger: { type: 'card_enters_stage', stage_id: review.id },
        conditions: [],
        actions: [{ type: 'submit_for_approval' }],
      };
    },
  },
];
