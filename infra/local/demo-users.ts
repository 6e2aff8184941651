/**
 * The demo sign-ins (README "Demo data"; issue 2 §3): one password for all, the organization owner and one
 * user per team and guest role.
 */
import type { WorkspaceRole } from '../../shared/permissions/roles';

export const DEMO_PASSWORD = 'Password1';

/** Demo sign-ins: the organization owner, and one user per team and guest role as those arrive. */
export const DEMO_USERS: Array<{
  email: string;
  firstName: string;
  lastName: string;
  role: 'owner' | 'admin' | WorkspaceRole;
}> = [
  { email: 'demo@greenlight.local', firstName: 'Dana', lastName: 'Demo', role: 'owner' },
  { email: 'admin@greenlight.local', firstName: 'Ari', lastName: 'Admin', role: 'admin' },
  { email: 'teamlead@greenlight.local', firstName: 'Toni', lastName: 'Lead', role: 'team_lead' },
  { email: 'coordinator@greenlight.local', firstName: 'Cam', lastName: 'Coordinator', role: 'coordinator' },
  { email: 'production@greenlight.local', firstName: 'Pat', lastName: 'Production', role: 'production' },
  { email: 'spectator@greenlight.local', firstName: 'Sam', lastName: 'Spectator', role: 'spectator' },
  { email: 'approver@greenlight.local', firstName: 'Alex', lastName: 'Approver', role: 'approver' },
  { email: 'contributor@greenlight.local', firstName: 'Chris', lastName: 'Contributor', role: 'contributor' },
];
