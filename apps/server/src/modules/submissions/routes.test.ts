import { submissionsTexts, textTexts } from '@dappx/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { readOutbox } from '../../../test/mail-parts';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// A checksummed address (EIP-55) and the same with one letter's case flipped.
const contract = '0x52908400098527886E0F7030069857D2E4169EE7';
const badChecksum = '0x52908400098527886e0F7030069857D2E4169EE7';
// The daily cap in this file: the shared user below submits more than the default's 5 over its tests.
const perDay = 10;

describe('dapp submissions: submitted on the store, reviewed in the console', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let editor: Awaited<ReturnType<typeof signInAsOperator>>;
  let user: Awaited<ReturnType<typeof signUp>>;
  let logo: string;
  beforeAll(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_DAY: String(perDay), SIGN_IN_RATE_LIMIT_MAX: '1000' });
    editor = await signInAsOperator(t.app, t.db, 'editor');
    user = await signUp(t.app);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads/logo',
      payload: png,
      headers: { 'session-id': user.session, 'content-type': 'image/png' },
    });
    logo = uploaded.json().path;
  }, 120_000);
  afterAll(() => t.close());

  const as = (session: string) => ({ 'session-id': session });
  const dapp = (overrides: object = {}) => ({
    name: 'Tidepool Swap',
    url: 'https://tidepool.example/app',
    category: 'defi',
    description: 'Swaps tokens across pools.',
    logo,
    chains: ['ethereum', 'polygon'],
    contracts: [{ chain: 'ethereum', address: contract }],
    contact_email: 'team@tidepool.example',
    ...overrides,
  });
  const submit = (body: object, session = user.session) =>
    t.app.inject({ method: 'POST', url: '/v1/submissions', payload: body, headers: as(session) });
  const review = (id: string, body: object, headers: Record<string, string> = editor.headers) =>
    t.app.inject({ method: 'POST', url: `/admin/api/submissions/${id}/review`, payload: body, headers });
  const chart = async (category: string) =>
    (await t.app.inject(`/v1/catalogue/charts/${category}`)).json().entries as {
      name: string;
      image: string;
    }[];

  it('takes a user’s submission and lists it as theirs only, waiting for review', async () => {
    const sent = await submit(dapp({ name: 'Only Mine', url: 'https://only-mine.example' }));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'submitted', note: null, logo });
    const mine = await t.app.inject({ url: '/v1/submissions', headers: as(user.session) });
    expect(mine.json().submissions.map((s: { name: string }) => s.name)).toContain('Only Mine');
    const other = await signUp(t.app);
    const theirs = await t.app.inject({ url: '/v1/submissions', headers: as(other.session) });
    expect(theirs.json().submissions).toEqual([]);
    expect((await t.app.inject({ url: '/v1/submissions' })).statusCode).toBe(401);
  });

  it.each([
    ['name', { name: '' }, 'Enter the dapp’s name (at most 60 characters).'],
    ['url', { url: 'http://plain.example' }, 'Enter the dapp’s address, starting with https://.'],
    ['category', { category: 'casino' }, 'Choose one of the store’s categories.'],
    ['description', { description: ' ' }, 'Describe the dapp (at most 2000 characters).'],
    ['logo', { logo: 'https://evil.example/x.svg' }, 'Upload a logo.'],
    [
      'logo that was never uploaded',
      { logo: `/media/uploads/${'a'.repeat(64)}.png` },
      submissionsTexts.logoNotUploaded,
    ],
    ['logo that is a video', { logo: `/media/uploads/${'a'.repeat(64)}.mp4` }, 'Upload a logo.'],
    ['name on two lines', { name: 'Tidepool\nSwap' }, `name ${textTexts.singleLine}.`],
    ['name with a control character', { name: 'Tidepool\u001bSwap' }, `name ${textTexts.singleLine}.`],
    ['chains', { chains: [] }, 'Choose at least one chain.'],
    [
      'contract address',
      { contracts: [{ chain: 'ethereum', address: '0x12' }] },
      'Enter a contract address: 0x and 40 hexadecimal characters.',
    ],
    [
      'checksum',
      { contracts: [{ chain: 'ethereum', address: badChecksum }] },
      'This address’s capital letters do not match its checksum (EIP-55).',
    ],
    [
      'contract chain',
      { contracts: [{ chain: 'bnb-chain', address: contract }] },
      'This contract’s chain is not one of the dapp’s chains.',
    ],
    ['contact email', { contact_email: 'nobody' }, 'Enter a valid contact email.'],
  ])('refuses a bad %s with 400 and a text naming it, and keeps nothing', async (_field, change, text) => {
    const other = await signUp(t.app);
    const refused = await submit(dapp(change), other.session);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(text);
    const mine = await t.app.inject({ url: '/v1/submissions', headers: as(other.session) });
    expect(mine.json().submissions).toEqual([]);
  });

  it('answers in Spanish when asked', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/submissions',
      payload: dapp({ chains: [] }),
      headers: { ...as(user.session), 'accept-language': 'es' },
    });
    expect(refused.json().message).toBe('Elige al menos una cadena.');
  });

  it('flags the same URL or the same contract on the same chain, of a submission or a listed app', async () => {
    const first = (await submit(dapp({ name: 'Twin A', url: 'https://twins.example/' }))).json();
    const second = (await submit(dapp({ name: 'Twin B', url: 'https://TWINS.example' }))).json();
    const listed = (
      await submit(dapp({ name: 'Aave Again', url: 'https://aave.com', contracts: [] }))
    ).json();
    const detail = await t.app.inject({
      url: `/admin/api/submissions/${second.id}`,
      headers: editor.headers,
    });
    expect(detail.json().duplicates).toEqual(
      expect.arrayContaining([
        { reason: 'url', of: `submission:${first.id}`, name: 'Twin A' },
        { reason: 'contract', of: `submission:${first.id}`, name: 'Twin A' },
      ]),
    );
    const again = await t.app.inject({ url: `/admin/api/submissions/${listed.id}`, headers: editor.headers });
    expect(again.json().duplicates).toContainEqual({ reason: 'url', of: 'app:aave', name: 'Aave' });
  });

  it('lists an approved dapp with its description, chains and contracts, and flags a contract an editor gave an app', async () => {
    const own = '0x000000000000000000000000000000000000dEaD';
    const sent = (
      await submit(
        dapp({
          name: 'Anchor Notes',
          url: 'https://anchor-notes.example',
          contracts: [{ chain: 'polygon', address: own }],
        }),
      )
    ).json();
    const slug = (await review(sent.id, { decision: 'approve' })).json().app_slug;
    const apps = await t.app.inject({ url: '/admin/api/catalogue/apps', headers: editor.headers });
    expect(apps.json().rows.find((row: { id: string }) => row.id === slug)).toMatchObject({
      description: 'Swaps tokens across pools.',
      chains: ['ethereum', 'polygon'],
      contracts: [{ chain: 'polygon', address: own }],
    });

    const aaveContract = { chain: 'ethereum', address: '0x7d2768dE32b0b80b7a3454c06BdAc94A69DDc7A9' };
    await t.app.inject({
      method: 'POST',
      url: '/admin/api/catalogue/rows/aave',
      payload: { table: 'apps', fields: { contracts: [aaveContract] } },
      headers: editor.headers,
    });
    const copy = (
      await submit(
        dapp({ name: 'Lending Copy', url: 'https://lending-copy.example', contracts: [aaveContract] }),
      )
    ).json();
    const detail = await t.app.inject({ url: `/admin/api/submissions/${copy.id}`, headers: editor.headers });
    expect(detail.json().duplicates).toContainEqual({ reason: 'contract', of: 'app:aave', name: 'Aave' });
  });

  it('approves into the catalogue: the chart shows it at once, the user sees Approved, a mail went out', async () => {
    const sent = (
      await submit(dapp({ name: 'Reef Lending', url: 'https://reef-lending.example', contracts: [] }))
    ).json();
    expect((await chart('defi')).map((entry) => entry.name)).not.toContain('Reef Lending');
    const queue = await t.app.inject({
      url: '/admin/api/submissions?status=submitted',
      headers: editor.headers,
    });
    expect(queue.json().submissions.map((s: { id: string }) => s.id)).toContain(sent.id);

    const approved = await review(sent.id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', app_slug: 'reef-lending' });
    expect(await chart('defi')).toContainEqual(
      expect.objectContaining({ name: 'Reef Lending', image: logo }),
    );

    const mine = (await t.app.inject({ url: '/v1/submissions', headers: as(user.session) })).json();
    expect(mine.submissions.find((s: { id: string }) => s.id === sent.id).status).toBe('approved');
    const mail = (await t.outbox()).at(-1)!;
    expect(mail).toContain('To: team@tidepool.example');
    expect(mail).toContain('Your dapp Reef Lending is now listed on DAPPX');
    const audit = await t.app.inject({
      url: '/admin/api/audit?action=submission.approve',
      headers: editor.headers,
    });
    expect(audit.json().entries[0]).toMatchObject({
      operator: editor.address,
      target: `submission:${sent.id}`,
      before: { status: 'submitted' },
      after: { status: 'approved', app: 'reef-lending' },
    });
    expect((await review(sent.id, { decision: 'reject', note: 'Too late' })).statusCode).toBe(409);
  });

  it('asks for changes with a note; the user edits and resubmits; only then can it be edited', async () => {
    const sent = (
      await submit(dapp({ name: 'Kelp Vault', url: 'https://kelp.example', contracts: [] }))
    ).json();
    const edit = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/submissions/${sent.id}`,
        payload: dapp({
          name: 'Kelp Vault',
          url: 'https://kelp.example',
          description: 'Now with audits.',
          contracts: [],
        }),
        headers: as(user.session),
      });
    expect((await edit()).statusCode).toBe(409);
    expect((await review(sent.id, { decision: 'request_changes' })).statusCode).toBe(400);
    const asked = await review(sent.id, { decision: 'request_changes', note: 'Please link the audit.' });
    expect(asked.json()).toMatchObject({ status: 'changes_requested', note: 'Please link the audit.' });
    expect((await t.outbox()).at(-1)).toContain('Please link the audit.');

    const stranger = await signUp(t.app);
    const notTheirs = await t.app.inject({
      method: 'POST',
      url: `/v1/submissions/${sent.id}`,
      payload: dapp(),
      headers: as(stranger.session),
    });
    expect(notTheirs.statusCode).toBe(404);
    const unknownLogo = await t.app.inject({
      method: 'POST',
      url: `/v1/submissions/${sent.id}`,
      payload: dapp({
        name: 'Kelp Vault',
        url: 'https://kelp.example',
        contracts: [],
        logo: `/media/uploads/${'b'.repeat(64)}.png`,
      }),
      headers: as(user.session),
    });
    expect(unknownLogo.statusCode).toBe(400);
    expect(unknownLogo.json().message).toBe(submissionsTexts.logoNotUploaded);
    const resent = await edit();
    expect(resent.json()).toMatchObject({ status: 'submitted', description: 'Now with audits.' });
  });

  it('mails the decision in the submitter’s language, the dapp’s name and the note escaped in its HTML', async () => {
    const submitter = await signUp(t.app);
    // The submitter's last mail of their own was asked in Portuguese; the editor's console is in English.
    const resent = await t.app.inject({
      method: 'POST',
      url: '/users/resendVerification',
      headers: { ...as(submitter.session), 'accept-language': 'pt-BR' },
    });
    expect(resent.statusCode).toBe(200);
    const name = '<script>alert(1)</script> Pool';
    const sent = (
      await submit(
        dapp({
          name,
          url: 'https://script-pool.example',
          contact_email: 'script@pool.example',
          contracts: [],
        }),
        submitter.session,
      )
    ).json();
    const note = 'Remove <img src=x onerror=alert(2)> & "this"';
    expect((await review(sent.id, { decision: 'request_changes', note })).statusCode).toBe(200);

    const mail = (await readOutbox(t.config.outboxDir)).filter(
      (found) => found.to === 'script@pool.example',
    )[0]!;
    expect(mail.subject).toBe(`Alterações pedidas no seu dapp ${name}`);
    expect(mail.text).toContain(note);
    const html = mail.html!;
    expect(html).toContain('<html lang="pt">');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Pool');
    expect(html).toContain('Remove &lt;img src=x onerror=alert(2)&gt; &amp; &quot;this&quot;');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toMatch(/<a href="[^"]*\/submit-dapp"[^>]*>Seus envios<\/a>/);
  });

  it('rejects with a reason the user reads, and mails it', async () => {
    const sent = (
      await submit(dapp({ name: 'Shady Yield', url: 'https://shady.example', contracts: [] }))
    ).json();
    const rejected = await review(sent.id, { decision: 'reject', note: 'Unaudited contracts.' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', note: 'Unaudited contracts.' });
    const mine = (await t.app.inject({ url: '/v1/submissions', headers: as(user.session) })).json();
    expect(mine.submissions.find((s: { id: string }) => s.id === sent.id)).toMatchObject({
      status: 'rejected',
      note: 'Unaudited contracts.',
    });
    expect((await t.outbox()).at(-1)).toContain('Your dapp Shady Yield was not accepted');
  });

  it('lets editors and the owner review; support and finance get 403, a user’s session 401', async () => {
    const owner = await signInAsOperator(t.app, t.db, 'owner');
    expect((await t.app.inject({ url: '/admin/api/submissions', headers: owner.headers })).statusCode).toBe(
      200,
    );
    for (const role of ['support', 'finance'] as const) {
      const operator = await signInAsOperator(t.app, t.db, role);
      expect(
        (await t.app.inject({ url: '/admin/api/submissions', headers: operator.headers })).statusCode,
      ).toBe(403);
      expect((await review('1', { decision: 'approve' }, operator.headers)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ url: '/admin/api/submissions', headers: as(user.session) })).statusCode,
    ).toBe(401);
    expect((await review('999999', { decision: 'approve' })).statusCode).toBe(404);
  });
  it('takes at most the daily cap of a user’s submissions, even sent all at once; others still submit', async () => {
    expect(loadConfig({}).submissionsPerDay).toBe(5);
    const racer = await signUp(t.app);
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        submit(
          dapp({ name: `Racer ${index}`, url: `https://racer-${index}.example`, contracts: [] }),
          racer.session,
        ),
      ),
    );
    const codes = sent.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(perDay);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - perDay);
    const refused = sent.find((response) => response.statusCode === 429)!;
    expect(refused.json().message).toBe(
      `You can submit at most ${perDay} dapps a day. Please try again in 24 h.`,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const mine = await t.app.inject({ url: '/v1/submissions', headers: as(racer.session) });
    expect(mine.json().submissions).toHaveLength(perDay);

    const inSpanish = await t.app.inject({
      method: 'POST',
      url: '/v1/submissions',
      payload: dapp(),
      headers: { ...as(racer.session), 'accept-language': 'es' },
    });
    expect(inSpanish.statusCode).toBe(429);
    expect(inSpanish.json().message).toBe(
      `Puedes proponer como máximo ${perDay} dapps al día. Inténtalo de nuevo en 24 h.`,
    );
    const other = await signUp(t.app);
    const theirs = await submit(
      dapp({ name: 'Not Racing', url: 'https://not-racing.example' }),
      other.session,
    );
    expect(theirs.statusCode).toBe(201);
  });

  it('pages the review queue by limit and offset with the total, neither repeating nor skipping one', async () => {
    const made: string[] = [];
    for (const submitter of [await signUp(t.app), await signUp(t.app), await signUp(t.app)]) {
      for (let index = 0; index < perDay; index += 1) {
        const name = `Paged ${made.length}`;
        const sent = await submit(
          dapp({ name, url: `https://paged-${made.length}.example` }),
          submitter.session,
        );
        made.push(sent.json().id);
      }
    }
    const list = (query: string) =>
      t.app.inject({ url: `/admin/api/submissions?${query}`, headers: editor.headers });
    const whole = (await list('status=submitted&limit=100')).json();
    expect(whole.total).toBe(whole.submissions.length);
    const seen: string[] = [];
    for (let offset = 0; offset < whole.total; offset += 7) {
      const page = (await list(`status=submitted&limit=7&offset=${offset}`)).json();
      expect(page.total).toBe(whole.total);
      expect(page.submissions.length).toBe(Math.min(7, whole.total - offset));
      seen.push(...page.submissions.map((submission: { id: string }) => submission.id));
    }
    expect(seen).toEqual(whole.submissions.map((submission: { id: string }) => submission.id));
    expect(seen).toEqual(expect.arrayContaining(made));

    const first = (await list('')).json();
    expect(first.total).toBeGreaterThan(25);
    expect(first.submissions).toHaveLength(25);
    for (const bad of ['limit=101', 'limit=0', 'offset=-1']) expect((await list(bad)).statusCode).toBe(400);
  });

  it('refuses a review note holding a lone surrogate with 400, changing nothing and writing no audit row', async () => {
    const submitter = await signUp(t.app);
    const sent = (
      await submit(dapp({ name: 'Broken Note', url: 'https://broken-note.example' }), submitter.session)
    ).json();
    const lastAudit = async () =>
      (await t.app.inject({ url: '/admin/api/audit?limit=1', headers: editor.headers })).json().entries[0];
    const auditBefore = await lastAudit();
    for (const body of [
      { decision: 'request_changes', note: 'Fix \ud800 this' },
      { decision: 'reject', note: '\udc00 first' },
      { decision: 'approve', note: 'ok \ud800' },
    ]) {
      const refused = await review(sent.id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`note ${textTexts.wellFormed}.`);
    }
    const inPortuguese = await review(
      sent.id,
      { decision: 'reject', note: '\ud800' },
      {
        ...editor.headers,
        'accept-language': 'pt',
      },
    );
    expect(inPortuguese.json().message).toContain('deve ser texto bem formado');
    const detail = await t.app.inject({ url: `/admin/api/submissions/${sent.id}`, headers: editor.headers });
    expect(detail.json()).toMatchObject({ status: 'submitted', note: null });
    expect(await lastAudit()).toEqual(auditBefore);
  });
});
