/**
 * CONTENT_MESSAGES (issue 41; decisions LW2): in English every message is the shared tables' text word for word
 * (the API's errors say the same), and a German reader gets the `contents` catalogue's German.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES as SHARED } from '../../../../../shared/schemas/contents-limits';
import { UPLOAD_MESSAGES } from '../../../../../shared/schemas/upload-limits';
import { setLanguage } from '../../../lib/i18n/i18n-store';
import { CONTENT_MESSAGES } from './content-messages';
import { contentLabel } from './content-display';

describe('CONTENT_MESSAGES', () => {
  afterAll(() => setLanguage('en'));

  it('says in English what the shared tables say', () => {
    expect(CONTENT_MESSAGES.notAnImage).toBe(SHARED.notAllowed);
    expect(CONTENT_MESSAGES.tooLarge(5_000_000)).toBe(UPLOAD_MESSAGES.tooLarge(5_000_000));
    expect(CONTENT_MESSAGES.tooLarge(10_000_000)).toBe(UPLOAD_MESSAGES.tooLarge(10_000_000));
    expect(CONTENT_MESSAGES.perUpload(5)).toBe(SHARED.perUpload(5));
    expect(CONTENT_MESSAGES.perCard(15)).toBe(SHARED.perCard(15));
    expect(CONTENT_MESSAGES.storageFull).toBe(SHARED.storageFull);
    expect(CONTENT_MESSAGES.downloadLimit).toBe(SHARED.downloadLimit);
    expect(CONTENT_MESSAGES.uploadFailed).toBe('The file could not be uploaded. Check your connection and try again.');
    expect(CONTENT_MESSAGES.confirmDelete(1)).toBe('Are you sure you want to delete 1 card(s)?');
    expect(CONTENT_MESSAGES.confirmDelete(3)).toBe('Are you sure you want to delete 3 card(s)?');
    expect(CONTENT_MESSAGES.fileError('a.gif', SHARED.notAllowed)).toBe('a.gif: File selected is not an image');
    expect(contentLabel({ filename: '' }, 2)).toBe('Content 3');
  });

  it('speaks German to a German reader, read when shown', async () => {
    await setLanguage('de', ['contents']);
    expect(CONTENT_MESSAGES.notAnImage).toBe('Die ausgewählte Datei ist kein Bild');
    expect(CONTENT_MESSAGES.tooLarge(10_000_000)).toBe('Die maximale Dateigröße beträgt 10 MB.');
    expect(CONTENT_MESSAGES.confirmDelete(1)).toBe('Möchten Sie 1 Inhalt wirklich löschen?');
    expect(CONTENT_MESSAGES.confirmDelete(2)).toBe('Möchten Sie 2 Inhalte wirklich löschen?');
    expect(contentLabel({ filename: ' ' }, 0)).toBe('Inhalt 1');
    expect(contentLabel({ filename: 'b.png', name: 'Poster' }, 0)).toBe('Poster');
  });
});
