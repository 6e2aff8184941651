/**
 * Each user's language (issue 41 "Integration: a German user's reminder and invitation e-mails are in
 * German, and an API error answers in the language of Accept-Language"; decisions LN3, LN8): a user who chose
 * Deutsch on the profile gets the workspace invitation and the due reminder in German; the API answers its
 * errors (message and field messages) in the language of Accept-Language (French with `fr-FR` too, decisions
 * FR1), and in the spec's English without one.
 */
import { randomUUID } from 'node:crypto';
import { addDays, addMinutes } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { mailTo } from '../support/mail';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';

describe('languages', () => {
  let owner: SignedInUser;
  let german: SignedInUser;

  beforeAll(async () => {
    owner = await signedInUser('lang-owner');
    german = await signedInUser('lang-de');
    const changed = await api<{ language: string }>('PUT', '/api/v1/users/update_detail', {
      token: german.token,
      body: { first_name: 'Greta', language: 'de' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.language).toBe('de');
  });

  it('stores the language on the user and refuses one it does not have', async () => {
    const me = await api<{ language: string }>('POST', '/api/v1/users/detail', { token: german.token });
    expect(me.body.data.language).toBe('de');
    const bad = await api('PUT', '/api/v1/users/update_detail', {
      token: german.token,
      body: { first_name: 'Greta', language: 'it' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: { language: ['Choose English (en), Spanish (es), German (de) or French (fr).'] },
    });
  });

  it("e-mails a German user's workspace invitation in German", async () => {
    const fixture = await boardFixture(owner, ['Doing'], 1);
    const res = await api('POST', `/api/v1/workspaces/${fixture.workspaceId}/workspace_users`, {
      token: owner.token,
      body: {
        invited_users: [
          { first_name: 'Greta', last_name: 'Gast', email: german.email, workspace_role_id: 'contributor' },
        ],
      },
    });
    expect(res.status).toBe(201);
    await expect.poll(async () => (await mailTo(german.email)).length).toBeGreaterThan(0);
    const [mail] = (await mailTo(german.email)).filter((m) => /eingeladen/.test(m.subject));
    expect(mail.subject).toMatch(/^.+ hat Sie zu .+ in Greenlight eingeladen$/);
    expect(mail.body.text).toContain('Hallo Greta, Sie sind eingeladen');
    expect(mail.body.text).toContain('Die Einladung ist 7 Tage gültig.');
    expect(mail.body.html).toContain('Einladung annehmen');
    expect(mail.body.text).not.toMatch(/invited you|expires/);
  });

  it("e-mails a German user's due reminder in German, the date written the German way", async () => {
    const fixture = await boardFixture(owner, ['Doing'], 1);
    const workspaceId = fixture.workspaceId;
    const cardId = fixture.stages[0].cardIds[0];
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, german.userId, 'production');
    const card = `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
    await api('POST', `${card}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: german.userId }] },
    });
    const due = new Date(Date.UTC(2031, 2, 4, 15, 30));
    await api('PUT', card, { token: owner.token, body: { due_date: due.toISOString(), reminder_in_day: 2 } });
    const run = await fetch(
      `${baseUrl()}/_local/schedules/due-reminders?time=${encodeURIComponent(addMinutes(addDays(due, -2), 1).toISOString())}`,
      { method: 'POST' },
    );
    expect(run.status).toBe(200);
    await expect
      .poll(async () => (await mailTo(german.email)).filter((m) => /Erinnerung/.test(m.subject)))
      .toHaveLength(1);
    const [mail] = (await mailTo(german.email)).filter((m) => /Erinnerung/.test(m.subject));
    expect(mail.subject).toBe('Erinnerung: „Doing card 1“ ist am 04.03.2031, 15:30 UTC fällig');
    expect(mail.body.text).toContain('Hallo Greta,');
    expect(mail.body.text).toContain('Sie erhalten diese E-Mail, weil Sie an der Karte beteiligt sind.');
    expect(mail.body.html).toContain('Karte öffnen');
    expect(mail.body.text).not.toMatch(/Reminder|is due|Open the card/);
  });

  it("e-mails a German user's password reset in German", async () => {
    const asked = await api('POST', '/api/v1/user/password/new', { body: { email: german.email } });
    expect(asked.status).toBe(200);
    await expect
      .poll(async () => (await mailTo(german.email)).map((m) => m.subject))
      .toContain('Greenlight-Passwort zurücksetzen');
    const mail = (await mailTo(german.email)).find((m) => m.subject === 'Greenlight-Passwort zurücksetzen')!;
    expect(mail.body.text).toContain('Mein Passwort ändern');
    expect(mail.body.text).not.toMatch(/Reset your password|Change my password/);
  });

  it("e-mails the confirmation link and the welcome in the sign-up's language", async () => {
    const email = `lang-es-${Date.now()}@example.com`;
    const registered = await api('POST', '/api/v1/users', {
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
      body: { first_name: 'Lucía', last_name: 'Ortega', email, password: 'secret1', password_confirmation: 'secret1' },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBeLessThan(300);
    await expect
      .poll(async () => (await mailTo(email)).map((m) => m.subject))
      .toContain('Confirma tu cuenta de Greenlight');
    const confirm = (await mailTo(email)).find((m) => m.subject === 'Confirma tu cuenta de Greenlight')!;
    expect(confirm.body.text).toContain('Hola, Lucía: confirma tu correo');
    const link = new URL(confirm.body.text!.match(/https?:\/\/\S+confirmation_token=\S+/)![0]);
    expect((await api('GET', `/api/v1/users/confirmation?${link.searchParams}`)).status).toBe(200);
    await expect
      .poll(async () => (await mailTo(email)).map((m) => m.subject))
      .toContain('Te damos la bienvenida a Greenlight');
  });

  it('e-mails a French sign-up in French (fr-FR), confirmation and welcome (decisions FR1)', async () => {
    const email = `lang-fr-${Date.now()}@example.com`;
    const registered = await api('POST', '/api/v1/users', {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
      body: { first_name: 'Élodie', last_name: 'Martin', email, password: 'secret1', password_confirmation: 'secret1' },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBeLessThan(300);
    await expect
      .poll(async () => (await mailTo(email)).map((m) => m.subject))
      .toContain('Confirmez votre compte Greenlight');
    const confirm = (await mailTo(email)).find((m) => m.subject === 'Confirmez votre compte Greenlight')!;
    expect(confirm.body.text).toContain('Bonjour Élodie, veuillez confirmer votre e-mail');
    expect(confirm.body.text).not.toMatch(/Confirm your|expires in/);
    const link = new URL(confirm.body.text!.match(/https?:\/\/\S+confirmation_token=\S+/)![0]);
    expect((await api('GET', `/api/v1/users/confirmation?${link.searchParams}`)).status).toBe(200);
    await expect.poll(async () => (await mailTo(email)).map((m) => m.subject)).toContain('Bienvenue sur Greenlight');
  });

  it('answers API errors in the language of Accept-Language, and in English without one', async () => {
    const open = (language?: string) =>
      api('POST', '/api/v1/review/sessions', {
        body: { token: 'not-a-real-token' },
        headers: language ? { 'accept-language': language } : {},
      });
    expect((await open('de-DE,de;q=0.9,en;q=0.8')).body).toMatchObject({
      message: 'Dieser Freigabelink ist nicht mehr gültig. Bitte fordern Sie bei der Agentur einen neuen an.',
    });
    expect((await open('es')).body).toMatchObject({
      message: 'Este enlace de revisión ya no es válido. Pide uno nuevo a la agencia.',
    });
    expect((await open('fr-FR')).body).toMatchObject({
      message: 'Ce lien de relecture n’est plus valide. Demandez-en un nouveau à l’agence.',
    });
    expect((await open()).body).toMatchObject({
      message: 'This review link is no longer valid. Ask the agency for a new one.',
    });
    // Field messages too.
    const required = await api('PUT', '/api/v1/users/update_detail', {
      token: german.token,
      body: { first_name: '' },
      headers: { 'accept-language': 'de' },
    });
    expect(required.status).toBe(400);
    expect(required.body).toMatchObject({ errors: { first_name: ['Pflichtfeld'] } });
  });

  it('answers refusals of every domain, and the account notices, in German, Spanish and French, and in English without a header', async () => {
    const fixture = await boardFixture(owner, ['Doing'], 1);
    const workspace = `/api/v1/workspaces/${fixture.workspaceId}`;
    const card = `${workspace}/content_groups/${fixture.stages[0].cardIds[0]}`;
    const requests: Array<[string, string, unknown]> = [
      ['POST', `${card}/lists`, { list: { title: '   ' } }],
      [
        'POST',
        `/api/v1/organizations/${owner.personalOrganizationId}/webhook_endpoints`,
        {
          url: 'ftp://example.com/x',
          event_types: ['card.created'],
        },
      ],
      ['POST', `${workspace}/labels`, { name: 'Bad colour', color_hex: 'fff' }],
      ['POST', `${card}/comments`, { comment: { description: '<p></p>', internal: false } }],
      ['POST', `${card}/comments`, { comment: { description: 'x'.repeat(20_001), internal: false } }],
    ];
    const answers = async (language?: string) => {
      const headers = language ? { 'accept-language': language } : undefined;
      const refused = [];
      for (const [method, path, body] of requests) {
        const res = await api(method, path, { token: owner.token, body, headers });
        expect(res.status, `${method} ${path}`).toBe(400);
        refused.push(res.body.message);
      }
      const notice = await api<{ message: string }>('POST', '/api/v1/user/password/new', {
        body: { email: owner.email },
        headers,
      });
      return [...refused, notice.body.data.message];
    };
    expect(await answers()).toEqual([
      'Title is required',
      'URL must be a valid http(s) address',
      'Color HEX must be 6 hexadecimal digits without "#", e.g. dddddd',
      'Please write a comment or add an attachment.',
      'Comment is too long (at most 20000 characters)',
      'Check your email for instructions.',
    ]);
    expect(await answers('de-DE,de;q=0.9')).toEqual([
      'Der Titel ist erforderlich',
      'Die URL muss eine gültige http(s)-Adresse sein',
      'Die HEX-Farbe muss aus 6 Hexadezimalziffern ohne „#“ bestehen, z. B. dddddd',
      'Bitte schreiben Sie einen Kommentar oder fügen Sie einen Anhang hinzu.',
      'Der Kommentar ist zu lang (höchstens 20000 Zeichen)',
      'Bitte prüfen Sie Ihr Postfach: Wir haben Ihnen eine Anleitung gesendet.',
    ]);
    expect(await answers('es')).toEqual([
      'El título es obligatorio',
      'La URL debe ser una dirección http(s) válida',
      'El color HEX debe tener 6 dígitos hexadecimales sin «#», p. ej., dddddd',
      'Escribe un comentario o añade un archivo adjunto.',
      'El comentario es demasiado largo (como máximo 20000 caracteres)',
      'Revisa tu correo: te hemos enviado las instrucciones.',
    ]);
    // French puts a no-break space before ":" and inside « » (decisions FR1).
    expect(await answers('fr-FR')).toEqual([
      'Le titre est obligatoire',
      'L’URL doit être une adresse http(s) valide',
      'La couleur HEX doit comporter 6 chiffres hexadécimaux sans «\u00a0#\u00a0», p. ex. dddddd',
      'Veuillez écrire un commentaire ou ajouter une pièce jointe.',
      'Le commentaire est trop long (20000 caractères au maximum)',
      'Consultez vos e-mails pour les instructions.',
    ]);
  });
  // Decisions MV1–MV5: zod's own defaults, a schema's message built from its bound, an inline field message, a
  // limit written into a schema, and refusals built from request values at their throw sites.
  it('answers refusals built from values in German and Spanish, and word for word in English without a header', async () => {
    const fixture = await boardFixture(owner, ['Doing'], 1);
    const workspace = `/api/v1/workspaces/${fixture.workspaceId}`;
    const stage = fixture.stages[0];
    const card = `${workspace}/content_groups/${stage.cardIds[0]}`;
    const outsider = randomUUID();
    const requests: Array<[string, string, unknown]> = [
      ['POST', `${card}/lists`, { list: { title: 'Plan', hidden: 'yes' } }],
      ['POST', `${card}/lists`, { list: { title: 'x'.repeat(256) } }],
      ['PUT', card, { moved_on: 'board' }],
      ['PUT', card, { description: 'x'.repeat(20_001) }],
      ['GET', `${workspace}/stages/${stage.id}/sort?sort_type=upwards`, undefined],
      ['POST', `${workspace}/content_groups`, { name: 'Outsider', stage_id: stage.id, assigned_user_ids: [outsider] }],
      ['POST', `${card}/contents/new`, { content_type: 'image/png', size: 50_000_000, filename: 'big.png' }],
    ];
    const answers = async (language?: string) => {
      const headers = language ? { 'accept-language': language } : undefined;
      const refused: unknown[] = [];
      for (const [method, path, body] of requests) {
        const res = await api(method, path, { token: owner.token, body, headers });
        expect(res.status, `${method} ${path}`).toBe(400);
        refused.push(res.body.message);
      }
      // The field messages are worded too, each in its field.
      const size = await api('POST', `${card}/contents/new`, {
        token: owner.token,
        body: { content_type: 'image/png', size: 50_000_000, filename: 'big.png' },
        headers,
      });
      refused.push(size.body.errors);
      // A query value named in the sentence, and the sign-up's e-mail taken (its field fragment is the web's to word).
      const report = await api(
        'GET',
        `/api/v1/organizations/${owner.personalOrganizationId}/reports/time?from=2026-02-30&to=2026-03-01&tz=UTC`,
        { token: owner.token, headers },
      );
      expect(report.status).toBe(400);
      refused.push(report.body.message);
      const taken = await api('POST', '/api/v1/users', {
        body: {
          first_name: 'Reg',
          last_name: 'Ister',
          email: owner.email,
          password: 'secret1',
          password_confirmation: 'secret1',
        },
        headers,
      });
      expect(taken.status).toBe(400);
      refused.push(taken.body.message, taken.body.errors);
      return refused;
    };
    const english = await answers();
    const maxMegabytes = String(english[6]).match(/^Maximum file size is (\d+)MB\.$/)?.[1];
    expect(maxMegabytes).toBeDefined();
    expect(english).toEqual([
      'Invalid input: expected boolean, received string',
      'Enter at most 255 characters',
      'moved_on can only be "calendar"',
      'Description is too long (at most 20000 characters)',
      'Choose ascending or descending',
      `This user is not a member of this workspace: ${outsider}`,
      `Maximum file size is ${maxMegabytes}MB.`,
      { size: [`Maximum file size is ${maxMegabytes}MB.`] },
      'from must be a date as yyyy-mm-dd',
      'Email has already been taken',
      { email: ['has already been taken'] },
    ]);
    expect(await answers('de-DE,de;q=0.9')).toEqual([
      'Ungültige Eingabe: erwartet wird boolean, erhalten wurde string',
      'Geben Sie höchstens 255 Zeichen ein',
      'moved_on kann nur "calendar" sein',
      'Die Beschreibung ist zu lang (höchstens 20000 Zeichen)',
      'Wählen Sie aufsteigend oder absteigend',
      `Diese Person ist kein Mitglied dieses Workspace: ${outsider}`,
      `Die maximale Dateigröße beträgt ${maxMegabytes} MB.`,
      { size: [`Die maximale Dateigröße beträgt ${maxMegabytes} MB.`] },
      'from muss ein Datum im Format JJJJ-MM-TT sein',
      'Diese E-Mail-Adresse wird bereits verwendet',
      { email: ['has already been taken'] },
    ]);
    expect(await answers('es')).toEqual([
      'Entrada no válida: se espera boolean y se ha recibido string',
      'Escribe como máximo 255 caracteres',
      'moved_on solo puede ser "calendar"',
      'La descripción es demasiado larga (como máximo 20000 caracteres)',
      'Elige ascendente o descendente',
      `Este usuario no es miembro de este espacio de trabajo: ${outsider}`,
      `El tamaño máximo de archivo es de ${maxMegabytes} MB.`,
      { size: [`El tamaño máximo de archivo es de ${maxMegabytes} MB.`] },
      'from debe ser una fecha con el formato aaaa-mm-dd',
      'El correo electrónico ya está en uso',
      { email: ['has already been taken'] },
    ]);
  });
});
