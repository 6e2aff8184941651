/**
 * startImport refuses a zip over 2 GB before anything is sent (issue 40 "over 2 GB … a clear error"):
 * no presigned POST is asked for and nothing is uploaded. A zip within the limit goes through both.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMPORT_BYTES, TRANSFER_MESSAGES } from '../../../../../shared/schemas/org-transfer-limits';

const calls: string[] = [];
vi.mock('../../../lib/api-client', () => ({
  apiClient: {
    POST: async (path: string) => {
      calls.push(path);
      return path.endsWith('/upload') ? { key: 'pending/u/org_import/u/k' } : { import_id: 'import-1' };
    },
  },
  unwrap: async <T>(answer: Promise<T>) => answer,
}));
vi.mock('../../../lib/presigned-upload', () => ({
  uploadToPresignedPost: async (_presigned: unknown, file: { size: number }) => {
    calls.push(`upload ${file.size}`);
  },
}));

const { startImport } = await import('./transfers');

/** A stand-in for a chosen file of `size` bytes (a real 2 GB File is too large to make in a test). */
const fileOf = (size: number) => ({ size, name: 'export.zip', type: 'application/zip' }) as File;

describe('startImport', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('refuses a file over 2 GB with the clear error, sending nothing', async () => {
    await expect(startImport(fileOf(MAX_IMPORT_BYTES + 1), () => undefined)).rejects.toThrow(
      TRANSFER_MESSAGES.tooLarge,
    );
    expect(calls).toEqual([]);
  });

  it('uploads a file of exactly 2 GB and starts its import', async () => {
    await expect(startImport(fileOf(MAX_IMPORT_BYTES), () => undefined)).resolves.toBe('import-1');
    expect(calls).toEqual([
      '/api/v1/organizations/imports/upload',
      `upload ${MAX_IMPORT_BYTES}`,
      '/api/v1/organizations/imports',
    ]);
  });
});
