/**
 * The server's ground floor (issue 36 "The ground floor reaches up"): ESLint refuses an import from
 * functions/src/lib into data/, services/ or handlers/, and allows lib's own modules and shared/.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The no-restricted-imports messages ESLint gives `code` as if it were `filePath`. */
async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('functions/src/lib imports nothing above it', () => {
  it.each([
    '../../data/cards',
    '../../services/cards/card-access',
    '../../handlers/domain-handler',
    '../../data/entities/card',
  ])('refuses %s', async (path) => {
    const messages = await restrictedImports(
      `import { x } from '${path}';\nexport const y = x;\n`,
      'functions/src/lib/http/probe.ts',
    );
    expect(messages).toEqual([expect.stringContaining('functions/src/lib is the ground floor')]);
  });

  it('allows lib itself, shared/ and packages, and leaves services free to import data', async () => {
    const code =
      "import { a } from '../text/names';\nimport { b } from '../../../../shared/schemas/card';\nimport { c } from 'date-fns';\nexport const d = [a, b, c];\n";
    expect(await restrictedImports(code, 'functions/src/lib/http/probe.ts')).toEqual([]);
    expect(
      await restrictedImports(
        "import { x } from '../../data/cards';\nexport const y = x;\n",
        'functions/src/services/cards/probe.ts',
      ),
    ).toEqual([]);
  });
});
