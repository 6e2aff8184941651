/**
 * Demo data for the first start (issue 2 §3, issue 4 "Demo data"): demo users signed up and confirmed
 * through Cognito (so the PostConfirmation trigger creates their records and personal organizations),
 * and a demo business organization with two workspaces, stages, labels and about 30 cards (some with
 * labels and participants; some with descriptions and reminders, one past due, completed ones,
 * archived ones, checklists (one hidden from guests) and a card in the recycle bin), and a month of tracked
 * time and approval history for the reports (issue 28, ./seed-reports.ts). README lists them.
 */
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { addDays } from 'date-fns';
import { allowOrganizationCreation, getUser, getUserByEmail } from '../../functions/src/data/users';
import {
  createBusinessOrganization,
  listOrganizationsOfUser,
  setAllowedUserCount,
  setOrganizationRole,
} from '../../functions/src/data/organizations';
import { addWorkspaceMember, createWorkspace, listWorkspacesOfOrganization } from '../../functions/src/data/workspaces';
import { createStage } from '../../functions/src/data/stages';
import { createCard, getCard, toggleCardArchived, updateCard, type CardChanges } from '../../functions/src/data/cards';
import { createChecklist, createChecklistItem, type CardKey } from '../../functions/src/data/checklists';
import { moveCardToBin } from '../../functions/src/data/recycle-bin';
import { sanitizeRichText } from '../../functions/src/lib/text/rich-text';
import { createLabel } from '../../functions/src/data/labels';
import { inviteToWorkspace } from '../../functions/src/services/collaborators/invite';
import type { WorkspaceRecord } from '../../functions/src/data/workspaces';
import { seedContents } from './seed-contents';
import { seedChat } from './seed-chat';
import { seedReports } from './seed-reports';
import { seedCalendar } from './seed-calendar';
import { demoApproval, seedAnnotations, seedReview } from './seed-review';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

/** Seats of the demo business organization. */
const DEMO_SEATS = 20;

/** Workspace labels of the demo (cards spec §3 Label); cards take them in turn. */
const DEMO_LABELS = [
  { name: 'Social', color_hex: '2563eb' },
  { name: 'Print', color_hex: 'f59e0b' },
  { name: 'Video', color_hex: '7c3aed' },
  { name: 'Urgent', color_hex: 'dc2626' },
];

/**
 * The popup's demo (issue 12): some cards get a description (rich text, stored sanitized as the API
 * would), a reminder, a past due date, completion, checklists (one hidden from guests), or are archived
 * or in the recycle bin.
 */
interface DemoChecklist {
  title: string;
  hidden?: boolean;
  /** Item descriptions; a leading "x " marks the item done. */
  items: string[];
}
const CARD_DETAILS: Record<string, CardChanges & { archive?: boolean; bin?: boolean; checklists?: DemoChecklist[] }> = {
  'Hero banner brief': {
    description:
      '<p>Goal: <strong>announce the spring range</strong> on the home page.</p><ul><li>1920×600 and a mobile crop</li><li>Use the new palette</li></ul><p>References: <a href="https://example.com/moodboard">mood board</a></p>',
    reminder_in_day: 2,
    checklists: [{ title: 'Deliverables', items: ['x Desktop banner', 'x Mobile crop', 'Alt text'] }],
  },
  'Newsletter outline': { bin: true },
  'Instagram carousel': {
    description: '<p>Five slides, <em>one product each</em>. Captions come from the social calendar.</p>',
    reminder_in_day: 1,
  },
  'Spring lookbook': {
    description: '<ol><li>Cover</li><li>Twelve looks</li><li>Price list</li></ol>',
    reminder_in_day: 3,
    checklists: [
      { title: 'Client checklist', items: ['x Cover approved', 'Looks approved', 'Prices confirmed'] },
      { title: 'Internal QA', hidden: true, items: ['x Colour proof', 'x Margins'] },
    ],
  },
  'Radio script': { due_date: addDays(new Date(), -2).toISOString() },
  'Brand palette': { completed: true },
  'Logo lockups': { completed: true, description: '<p>Final lockups signed off by the client.</p>' },
  Tagline: { archive: true, description: '<p>Replaced by the new brand line.</p>' },
  'Home mock-up': { description: '<p>Desktop and mobile, <strong>light theme first</strong>.</p>', reminder_in_day: 7 },
  'Case study: Globex': { archive: true },
};

const WORKSPACES = [
  {
    name: 'Spring Campaign',
    stages: [
      {
        name: 'Briefs',
        visible_to_client: false,
        cards: ['Hero banner brief', 'Newsletter outline', 'Social calendar', 'Landing page copy'],
      },
      {
        name: 'In Production',
        visible_to_client: false,
        enable_timestamp: true,
        cards: ['Hero banner v1', 'Instagram carousel', 'Product shots', 'Video storyboard', 'Email header'],
      },
      {
        name: 'Client Review',
        visible_to_client: true,
        require_approval_from_client: true,
        cards: ['Spring lookbook', 'Billboard mock-up', 'Radio script'],
      },
      { name: 'Approved', visible_to_client: true, cards: ['Brand palette', 'Logo lockups', 'Tagline', 'Print ad'] },
    ],
  },
  {
    name: 'Website Refresh',
    stages: [
      {
        name: 'Backlog',
        visible_to_client: false,
        cards: ['About page', 'Team photos', 'Case study: Acme', 'Case study: Globex', 'Pricing table'],
      },
      { name: 'Design', visible_to_client: false, cards: ['Home wireframe', 'Navigation', 'Footer', 'Blog template'] },
      {
        name: 'Client Review',
        visible_to_client: true,
        require_approval_from_client: true,
        cards: ['Home mock-up', 'Style guide'],
      },
      { name: 'Live', visible_to_client: true, cards: ['Contact form', 'Careers page', 'Blog launch'] },
    ],
  },
];

async function ensureCognitoUser(
  cognito: CognitoIdentityProviderClient,
  clientId: string,
  userPoolId: string,
  user: (typeof DEMO_USERS)[number],
) {
  try {
    await cognito.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: user.email,
        Password: DEMO_PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'given_name', Value: user.firstName },
          { Name: 'family_name', Value: user.lastName },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof UsernameExistsException) return;
    throw error;
  }
  // Confirming runs the PostConfirmation trigger: user record, personal organization, welcome e-mail.
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: user.email }));
}

/** Seed once: a second run finds the demo organization's workspaces and does nothing. */
/**
 * A second business, owned by the demo admin, invites the demo owner to one workspace: the owner's
 * Notifications sidebar opens on a pending invitation to accept or decline (accounts spec §2, §4).
 */
/** A demo checklist on a card, through the same writes as the API. */
async function seedChecklist(card: CardKey, list: DemoChecklist): Promise<void> {
  const created = await createChecklist(card, { title: list.title, hidden: list.hidden });
  for (const item of list.items) {
    const done = item.startsWith('x ');
    await createChecklistItem(card, created.list_id, { description: done ? item.slice(2) : item, done });
  }
}

async function seedPendingInvitation(ownerId: string): Promise<void> {
  const inviter = await getUserByEmail(DEMO_USERS[1].email);
  if (!inviter) throw new Error('Demo admin was not created by the PostConfirmation trigger');
  const studio = await createBusinessOrganization(inviter.user_id, 'Globex Studio');
  const workspace = await createWorkspace({
    organizationId: studio.organization_id,
    name: 'Brand Kit',
    ownerId: inviter.user_id,
  });
  const owner = (await getUser(ownerId))!;
  await inviteToWorkspace(workspace, inviter.user_id, {
    invited_users: [
      {
        first_name: owner.first_name,
        last_name: owner.last_name ?? '',
        email: owner.email,
        workspace_role_id: 'team_lead',
      },
    ],
  });
}

export async function seedDemoData(cognitoConfig: {
  userPoolId: string;
  serverClientId: string;
}): Promise<{ seeded: boolean }> {
  const cognito = new CognitoIdentityProviderClient({});
  for (const user of DEMO_USERS)
    await ensureCognitoUser(cognito, cognitoConfig.serverClientId, cognitoConfig.userPoolId, user);
  cognito.destroy();

  const owner = await getUserByEmail(DEMO_USERS[0].email);
  if (!owner) throw new Error('Demo owner was not created by the PostConfirmation trigger');
  await allowOrganizationCreation(owner.user_id);
  const existing = (await listOrganizationsOfUser(owner.user_id)).find(
    (m) => m.organization.name === 'Northwind Agency',
  );
  if (existing && (await listWorkspacesOfOrganization(existing.organization.organization_id)).length > 0)
    return { seeded: false };

  const organization = existing?.organization ?? (await createBusinessOrganization(owner.user_id, 'Northwind Agency'));
  await setAllowedUserCount(organization.organization_id, DEMO_SEATS);
  let day = 1;
  const seededCards = new Map<string, { workspace: WorkspaceRecord; cardId: string }>();
  for (const spec of WORKSPACES) {
    const workspace = await createWorkspace({
      organizationId: organization.organization_id,
      name: spec.name,
      ownerId: owner.user_id,
    });
    const team: string[] = [owner.user_id];
    for (const member of DEMO_USERS.slice(1)) {
      const record = await getUserByEmail(member.email);
      if (!record || member.role === 'owner') continue;
      if (member.role === 'admin') await setOrganizationRole(organization.organization_id, record.user_id, 'admin');
      else await addWorkspaceMember(workspace, record.user_id, member.role);
      if (member.role === 'team_lead' || member.role === 'production') team.push(record.user_id);
    }
    const labels = [];
    for (const label of DEMO_LABELS) labels.push(await createLabel(workspace.workspace_id, label));
    for (const stageSpec of spec.stages) {
      const stage = await createStage(workspace.workspace_id, {
        name: stageSpec.name,
        enable_revision: Boolean(stageSpec.require_approval_from_client),
        enable_timestamp: 'enable_timestamp' in stageSpec && stageSpec.enable_timestamp === true,
        visible_to_client: stageSpec.visible_to_client,
        require_approval_from_client: Boolean(stageSpec.require_approval_from_client),
      });
      for (const name of stageSpec.cards) {
        const card = await createCard(workspace.workspace_id, {
          name,
          stageId: stage.stage_id,
          dueDate: addDays(new Date(), day % 21).toISOString(),
          createdBy: owner.user_id,
          // Every other card gets a label, and every third a participant or two, so the views show both.
          labelIds: day % 2 === 0 ? [labels[(day / 2) % labels.length].label_id] : [],
          assignedUserIds: day % 3 === 0 ? team.slice(0, 1 + (day % 2)) : [],
        });
        const { archive, bin, checklists, ...changes } = CARD_DETAILS[name] ?? {};
        if (changes.description) changes.description = await sanitizeRichText(changes.description);
        if (Object.keys(changes).length) await updateCard(workspace.workspace_id, card.card_id, changes);
        const key = { workspace_id: workspace.workspace_id, card_id: card.card_id };
        for (const list of checklists ?? []) await seedChecklist(key, list);
        if (archive) await toggleCardArchived(workspace.workspace_id, card.card_id);
        if (bin)
          await moveCardToBin({
            card: (await getCard(workspace.workspace_id, card.card_id))!,
            stage,
            workspace,
            userId: owner.user_id,
          });
        seededCards.set(name, { workspace, cardId: card.card_id });
        day++;
      }
    }
  }
  await seedReview(seededCards);
  const contentCards = new Map(
    [...seededCards].map(([name, { workspace, cardId }]) => [
      name,
      { workspace_id: workspace.workspace_id, card_id: cardId, organization_id: workspace.organization_id },
    ]),
  );
  await seedContents(contentCards, owner.user_id);
  await seedAnnotations(seededCards);
  await seedReports(seededCards, (email, cardName, action, now) =>
    demoApproval(email, seededCards.get(cardName)!, action, '', now),
  );
  const [ownerEmail, , teamLeadEmail, coordinatorEmail, , , approverEmail] = DEMO_USERS.map((u) => u.email);
  await seedChat(seededCards.get('Spring lookbook')!.workspace, [
    [ownerEmail, 'Morning all! The lookbook is with the client for approval.'],
    [teamLeadEmail, 'Great. The billboard headline is being enlarged after their feedback.'],
    [approverEmail, 'Thanks, the new billboard looks much better. Looking at the lookbook today.'],
    [coordinatorEmail, 'I have booked the print slot for Friday, so we have until Thursday.'],
  ]);
  await seedPendingInvitation(owner.user_id);
  const social = seededCards.get('Social calendar')!;
  const feedUrl = await seedCalendar(
    { workspaceId: social.workspace.workspace_id, cardId: social.cardId },
    owner.user_id,
  );
  console.info(`Demo owner's calendar feed (shown once; regenerate it on the profile): ${feedUrl}`);
  return { seeded: true };
}
