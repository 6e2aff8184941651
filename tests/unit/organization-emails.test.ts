/**
 * The organization's e-mails in the recipient's language (issue 41 "the e-mails (subject and body)"): the
 * export that is ready and the disabled webhook endpoint keep their English word for word, and a German,
 * Spanish or French Owner reads them in their language, with the same link.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointDisabledEmail, exportReadyEmail } from '../../functions/src/lib/email/organization-templates';

const downloadPath = '/organizations/org-1/export/job-1';

describe('organization e-mails', () => {
  // Links are built from the deployment's APP_URL.
  beforeAll(() => vi.stubEnv('APP_URL', 'https://app.example.com'));

  it('tells the Owner the export is ready, in English as before, in German and in French', () => {
    const english = exportReadyEmail({ organizationName: 'Acme', downloadPath, language: 'en' });
    expect(english.subject).toBe('Your export of Acme is ready');
    expect(english.text).toContain('The export of Acme is ready to download. The file is kept for one day.');
    expect(english.html).toContain('Download the export');
    const german = exportReadyEmail({ organizationName: 'Acme', downloadPath, language: 'de' });
    expect(german.subject).toBe('Ihr Export von Acme ist fertig');
    expect(german.html).toContain('Export herunterladen');
    expect(german.text).toContain(downloadPath);
    expect(german.text).not.toContain('ready');
    expect(exportReadyEmail({ organizationName: undefined, downloadPath, language: 'es' }).subject).toBe(
      'Tu exportación de tu organización está lista',
    );
    const french = exportReadyEmail({ organizationName: 'Acme', downloadPath, language: 'fr' });
    expect(french.subject).toBe('Votre export de Acme est prêt');
    expect(french.html).toContain('Télécharger l’export');
    expect(french.text).toContain(downloadPath);
    expect(french.text).not.toContain('ready');
  });

  it('tells the Admins an endpoint was disabled, in their language', () => {
    const url = 'https://hooks.example.com/in';
    const english = endpointDisabledEmail({ url, webhooksPath: '/organizations/o/webhooks', language: 'en' });
    expect(english.subject).toBe('A webhook endpoint was disabled');
    expect(english.text).toContain(`The webhook endpoint ${url} was disabled after failing for 24 hours.`);
    const spanish = endpointDisabledEmail({ url, webhooksPath: '/organizations/o/webhooks', language: 'es' });
    expect(spanish.subject).toBe('Se desactivó un endpoint de webhook');
    expect(spanish.text).toContain(`El endpoint de webhook ${url} se desactivó tras fallar durante 24 horas.`);
    expect(spanish.html).toContain('Abrir Webhooks');
  });
});
