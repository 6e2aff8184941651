/**
 * `POST /api/v1/organizations/{id}/imports/trello` (issue 40 "From Trello"; decisions FT7, FT8), the imports
 * Lambda: the body is a Trello board's JSON export; the answer (201) is the new workspace as
 * the organization's home lists it. A file that is not a board export, or a board over the card limit,
 * answers 400 with a message saying what to do, and nothing is created. Who may create workspaces in the
 * organization may import (route table).
 */
import { domainHandler, ok } from '../domain-handler';
import { IMPORTS_ROUTES } from '../../routes/domains/imports';
import { BadRequestError, NotFoundError, withMessageKey } from '../../lib/http/errors';
import { getUser } from '../../data/users';
import { importTrelloBoard } from '../../services/imports/import-trello';
import { readTrelloBoard, TrelloImportError } from '../../services/imports/trello-board';
import { presentWorkspace } from '../../services/workspaces/present-workspace';

export const handler = domainHandler('imports', IMPORTS_ROUTES, {
  'POST /api/v1/organizations/{id}/imports/trello': async ({ body, caller, access }) => {
    const importer = await getUser(caller!.userId);
    if (!importer) throw new NotFoundError('Your account was deleted.');
    try {
      const workspace = await importTrelloBoard(access.organizationId!, importer, readTrelloBoard(body));
      return ok(await presentWorkspace(workspace));
    } catch (error) {
      if (error instanceof TrelloImportError) {
        const refusal = new BadRequestError(error.message);
        throw error.messageKey ? withMessageKey(refusal, error.messageKey.key, error.messageKey.values) : refusal;
      }
      throw error;
    }
  },
});
