/** `npm run docs:permissions`: writes docs/permissions.md from the matrix. */
import { writeFileSync } from 'node:fs';
import { renderPermissionsMarkdown } from './render-markdown';

writeFileSync(new URL('../../docs/permissions.md', import.meta.url), renderPermissionsMarkdown());
console.log('docs/permissions.md written');
