/**
 * Organization import keeps a former member's name on their comments (issue 40 "members by e-mail";
 * decisions EX10, EX14): a person of the export with no account here gets no membership, is listed among
 * the organization's former members, and each comment they wrote shows their name, marked removed, not
 * "Removed user".
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Comment } from '../../shared/schemas/comments';
import { api } from '../support/api';
import { demoOrganization } from '../support/demo';
import { exportOrganization, importOrganization, readExportZip, zipOf } from '../support/org-transfer';

describe('organization import, former members', () => {
  it("shows a former member's comments under their name, marked removed", async () => {
    const { orgId, token } = await demoOrganization();
    const exported = await readExportZip((await exportOrganization(orgId, token)).zip);
    const { manifest } = exported;
    // A comment author other than the importer becomes someone with no account here.
    const importer = manifest.people.find((p) =>
      manifest.member_roles.some((m) => m.email === p.email && m.role === 'owner'),
    )!;
    const written = manifest.records.comments.find((c) => c.user_id !== importer.user_id && !c.reviewer_name)!;
    expect(written, 'the demo has a comment by someone other than the Owner').toBeDefined();
    const author = manifest.people.find((p) => p.user_id === written.user_id)!;
    author.email = `gone-${randomUUID().slice(0, 8)}@example.com`;
    author.first_name = 'Gerda';
    author.last_name = 'Gone';
    const zip = await zipOf(
      exported.entries.map(([name, bytes]) =>
        name === 'greenlight-export.json' ? [name, Buffer.from(JSON.stringify(manifest))] : [name, bytes],
      ),
    );

    const imported = await importOrganization(zip, token);
    expect(imported.status, imported.error).toBe('done');
    // The imported comment, found by its text in the new organization's own export.
    const again = await readExportZip((await exportOrganization(imported.organization_id!, token)).zip);
    const copy = again.manifest.records.comments.find(
      (c) => c.description === written.description && c.former_author_name === 'Gerda Gone',
    );
    expect(copy, 'the comment keeps its former author’s name').toBeDefined();

    const page = await api<{ comments: Comment[] }>(
      'GET',
      `/api/v1/workspaces/${copy!.workspace_id}/content_groups/${copy!.card_id}/comments?chat_status=${copy!.tab}&per_page=50`,
      { token },
    );
    expect(page.status).toBe(200);
    const shown = page.body.data.comments.find((c) => c.id === copy!.comment_id);
    expect(shown?.user).toMatchObject({ full_name: 'Gerda Gone', name_initials: 'GG', removed: true });
    // Comments by people matched by e-mail keep their account's name.
    const others = page.body.data.comments.filter((c) => c.user && c.user.id !== copy!.user_id);
    for (const other of others) expect(other.user!.full_name).not.toBe('Gerda Gone');
  }, 240_000);
});
