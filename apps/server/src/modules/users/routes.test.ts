import { mailTexts, signInMessage, storeContactEmail, usersTexts } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../test/mail-parts';
import { createTestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { blockAddress, revokeSessionsOfAddress } from './repository';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const newWallet = () => privateKeyToAccount(generatePrivateKey());
let mailCounter = 0;
const freshEmail = () => `user${(mailCounter += 1)}.${Date.now()}@example.com`;

describe('wallet sign-in API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://store.example',
      COUNTRY_HEADER: 'CF-IPCountry',
      SIGN_IN_RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  const nonceOf = async (address: string) =>
    (await get(`/users?publicAddress=${address}`)).json().nonce as string;

  async function register(wallet: PrivateKeyAccount, extra: object = {}) {
    const response = await post('/users/createAccount', {
      publicAddress: wallet.address,
      email_id: freshEmail(),
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { nonce: string };
  }

  async function signIn(wallet: PrivateKeyAccount) {
    const signature = await wallet.signMessage({ message: signInMessage(await nonceOf(wallet.address)) });
    return post('/users/authentication', { publicAddress: wallet.address, signature });
  }

  async function sessionOf(wallet: PrivateKeyAccount): Promise<string> {
    const response = await signIn(wallet);
    expect(response.statusCode, response.body).toBe(200);
    return response.json()['session-id'];
  }

  it('answers 404 for an unknown wallet and the nonce for a registered one, in any letter case', async () => {
    const wallet = newWallet();
    expect((await get(`/users?publicAddress=${wallet.address}`)).statusCode).toBe(404);
    const { nonce } = await register(wallet);
    expect(nonce).toMatch(/^\d{10,}$/);
    expect(await nonceOf(wallet.address.toLowerCase())).toBe(nonce);
    expect(await nonceOf(`0x${wallet.address.slice(2).toUpperCase()}`)).toBe(nonce);
  });

  it('signs in with a viem signature: a session, the referral code, and a new nonce', async () => {
    const wallet = newWallet();
    const { nonce } = await register(wallet);
    const response = await signIn(wallet);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body['session-id']).toMatch(/^[\w-]{43}$/);
    expect(body.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await nonceOf(wallet.address)).not.toBe(nonce);

    const profile = await get('/users/userProfile', { 'session-id': body['session-id'] });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      is_verified: false,
      referral_code: body.referral_code,
      wallet_address: wallet.address,
    });
  });

  it('accepts the same signature made by an independent signer (ethers v6)', async () => {
    const key = generatePrivateKey();
    const wallet = privateKeyToAccount(key);
    await register(wallet);
    const signature = await new Wallet(key).signMessage(signInMessage(await nonceOf(wallet.address)));
    const response = await post('/users/authentication', { publicAddress: wallet.address, signature });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a reused signature, a foreign signer and a tampered message, changing nothing', async () => {
    const wallet = newWallet();
    await register(wallet);
    const nonce = await nonceOf(wallet.address);
    const signature = await wallet.signMessage({ message: signInMessage(nonce) });
    expect(
      (await post('/users/authentication', { publicAddress: wallet.address, signature })).statusCode,
    ).toBe(200);

    const replay = await post('/users/authentication', { publicAddress: wallet.address, signature });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ code: 'UNAUTHORIZED', message: usersTexts.signatureRejected });

    const current = await nonceOf(wallet.address);
    const foreign = await newWallet().signMessage({ message: signInMessage(current) });
    expect(
      (await post('/users/authentication', { publicAddress: wallet.address, signature: foreign })).statusCode,
    ).toBe(401);
    const tampered = await wallet.signMessage({ message: `${signInMessage(current)} ` });
    expect(
      (await post('/users/authentication', { publicAddress: wallet.address, signature: tampered }))
        .statusCode,
    ).toBe(401);
    expect(await nonceOf(wallet.address)).toBe(current);
    const count = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE lower(u.public_address) = ${wallet.address.toLowerCase()}`,
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  it('refuses an unknown wallet with 401', async () => {
    const wallet = newWallet();
    const signature = await wallet.signMessage({ message: signInMessage('1') });
    const response = await post('/users/authentication', { publicAddress: wallet.address, signature });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(usersTexts.unknownAddress);
  });

  it('gives exactly one session to ten concurrent requests carrying one signature', async () => {
    const wallet = newWallet();
    await register(wallet);
    const signature = await wallet.signMessage({ message: signInMessage(await nonceOf(wallet.address)) });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/users/authentication', { publicAddress: wallet.address, signature }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(401)]);
  });

  describe('createAccount', () => {
    it.each([
      [{}, usersTexts.emailRequired],
      [{ email_id: '' }, usersTexts.emailRequired],
      [{ email_id: 'not-an-email' }, usersTexts.invalidEmail],
    ])('refuses %j with a message naming the email field', async (fields, message) => {
      const response = await post('/users/createAccount', { publicAddress: newWallet().address, ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(response.json().message.toLowerCase()).toContain('email');
    });

    it('refuses an unknown referral code with a message naming the referral field, and stores nothing', async () => {
      const wallet = newWallet();
      const response = await post('/users/createAccount', {
        publicAddress: wallet.address,
        email_id: freshEmail(),
        referral_by: 'NOSUCHCODE',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message.toLowerCase()).toContain('referral');
      expect((await get(`/users?publicAddress=${wallet.address}`)).statusCode).toBe(404);
    });

    it('answers its refusal in the language the request asks for: es, pt, else English', async () => {
      const refusal = async (language?: string) =>
        (
          await post(
            '/users/createAccount',
            { publicAddress: newWallet().address, email_id: freshEmail(), referral_by: 'NOSUCHCODE' },
            language ? { 'accept-language': language } : {},
          )
        ).json().message;
      expect(await refusal('es')).toBe('Este código de referido no existe. Revísalo o deja el campo vacío.');
      expect(await refusal('pt-BR,pt;q=0.9')).toBe(
        'Este código de indicação não existe. Verifique-o ou deixe o campo vazio.',
      );
      expect(await refusal('fr')).toBe(usersTexts.referralUnknown);
      expect(await refusal()).toBe(usersTexts.referralUnknown);
    });

    it('records an existing referral code (any case) and refuses a second account for one wallet', async () => {
      const referrer = newWallet();
      await register(referrer);
      const session = await sessionOf(referrer);
      const code = (await get('/users/userProfile', { 'session-id': session })).json()
        .referral_code as string;
      const wallet = newWallet();
      await register(wallet, { referral_by: code.toLowerCase() });
      const again = await post('/users/createAccount', {
        publicAddress: wallet.address.toLowerCase(),
        email_id: freshEmail(),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(usersTexts.addressTaken);
    });

    it('mails a verification link that verifies once, and says "already verified" when opened again', async () => {
      const wallet = newWallet();
      const email = freshEmail();
      await post('/users/createAccount', { publicAddress: wallet.address, email_id: email });
      const mail = (await t.outbox()).find((text) => text.includes(`To: ${email}`))!;
      const link = /https:\/\/store\.example\/\?verify-user&token=([\w-]{43})&userId=([0-9a-f-]{36})/.exec(
        mail,
      );
      expect(link).toBeTruthy();
      const [, token, userId] = link!;
      const first = await get(`/users/validateVerificationToken?userId=${userId}&token=${token}`);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: usersTexts.verified, alreadyVerified: false });
      const second = await get(`/users/validateVerificationToken?userId=${userId}&token=${token}`);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ message: usersTexts.alreadyVerified, alreadyVerified: true });
      const session = await sessionOf(wallet);
      expect((await get('/users/userProfile', { 'session-id': session })).json().is_verified).toBe(true);
    });

    it('says "already verified" only to the link that verified: another user’s token, a wrong one, or after a change of address, refused', async () => {
      const linkOf = async (wallet: PrivateKeyAccount, email: string) => {
        await post('/users/createAccount', { publicAddress: wallet.address, email_id: email });
        const mail = (await t.outbox()).find((text) => text.includes(`To: ${email}`))!;
        const [, token, userId] = /token=([\w-]{43})&userId=([0-9a-f-]{36})/.exec(mail)!;
        return { token: token!, userId: userId! };
      };
      const verify = (userId: string, token: string) =>
        get(`/users/validateVerificationToken?userId=${userId}&token=${token}`);
      const [alice, bob] = [newWallet(), newWallet()];
      const aliceLink = await linkOf(alice, freshEmail());
      const bobLink = await linkOf(bob, freshEmail());
      expect((await verify(aliceLink.userId, aliceLink.token)).statusCode).toBe(200);
      expect((await verify(bobLink.userId, bobLink.token)).statusCode).toBe(200);
      expect((await verify(aliceLink.userId, aliceLink.token)).json().alreadyVerified).toBe(true);

      const refused = { code: 'INVALID_TOKEN', message: usersTexts.verificationInvalid };
      // Both verified: Bob's used token with Alice's id, or a made-up token, learns nothing of Alice.
      expect((await verify(aliceLink.userId, bobLink.token)).json()).toEqual(refused);
      expect((await verify(aliceLink.userId, 'x'.repeat(43))).json()).toEqual(refused);
      expect((await verify(bobLink.userId, aliceLink.token)).statusCode).toBe(400);

      // A new address is verified by no old link: Alice's first link is spent for good.
      const session = await sessionOf(alice);
      const changed = await post('/users/changeEmail', { email_id: freshEmail() }, { 'session-id': session });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await verify(aliceLink.userId, aliceLink.token)).json()).toEqual(refused);
    });

    it('writes the mail in the language the sign-up was made in: HTML and text, branded, with the link’s expiry', async () => {
      const wallet = newWallet();
      const email = freshEmail();
      const created = await post(
        '/users/createAccount',
        { publicAddress: wallet.address, email_id: email },
        { 'accept-language': 'es-ES,es;q=0.9' },
      );
      expect(created.statusCode).toBe(200);
      const mail = (await readOutbox(t.config.outboxDir)).find((found) => found.to === email)!;
      const [stored] = (
        await t.db.execute(
          sql`SELECT id, verification_expires_at AS "expiresAt" FROM users WHERE email = ${email}`,
        )
      ).rows as { id: string; expiresAt: string }[];
      const until = new Intl.DateTimeFormat('es', {
        dateStyle: 'long',
        timeStyle: 'short',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }).format(new Date(stored!.expiresAt));
      const expiry = `Este enlace funciona hasta el ${until} UTC.`;
      const es = mailTexts.es.verification;

      expect(mail.subject).toBe('Verifica tu dirección de correo de DAPPX');
      expect(mail.text).toContain(es.intro);
      expect(mail.text).toContain(expiry);
      expect(mail.text).toContain(`https://store.example/?verify-user&token=`);
      expect(mail.text).toContain(storeContactEmail);
      const html = mail.html!;
      expect(html).toContain('<html lang="es">');
      expect(html).toMatch(/>DAPP<\/span><span[^>]*>X<\/span>/);
      expect(html).toContain(es.intro);
      expect(html).toContain(expiry);
      expect(html).toContain(`href="mailto:${storeContactEmail}"`);
      // One button: the link, with its & escaped, on the store's violet.
      const button = new RegExp(
        `background-color:#7350ff"[^]*?<a href="https://store\\.example/\\?verify-user&amp;token=[\\w-]{43}&amp;userId=${stored!.id}"[^>]*>${es.button}</a>`,
      );
      expect(html).toMatch(button);
      // Nothing a mail client would fetch or run.
      expect(html).not.toMatch(/<img|<script|<link|@import|url\(|src=/i);
    });

    it('refuses an expired verification link', async () => {
      const wallet = newWallet();
      const email = freshEmail();
      await post('/users/createAccount', { publicAddress: wallet.address, email_id: email });
      const mail = (await t.outbox()).find((text) => text.includes(`To: ${email}`))!;
      const [, token, userId] = /token=([\w-]{43})&userId=([0-9a-f-]{36})/.exec(mail)!;
      await t.db.execute(
        sql`UPDATE users SET verification_expires_at = now() - interval '1 second' WHERE id = ${userId}`,
      );
      expect((await get(`/users/validateVerificationToken?userId=${userId}&token=${token}`)).statusCode).toBe(
        400,
      );
    });
  });

  describe('sessions', () => {
    it('reads the session only from the header, never from the query string', async () => {
      const wallet = newWallet();
      await register(wallet);
      const session = await sessionOf(wallet);
      const viaQuery = await get(`/users/userProfile?session-id=${session}`);
      expect(viaQuery.statusCode).toBe(401);
      expect(viaQuery.json().message).toBe(usersTexts.sessionMissing);
    });

    it('ends a session at logout', async () => {
      const wallet = newWallet();
      await register(wallet);
      const session = await sessionOf(wallet);
      expect((await get('/users/logout', { 'session-id': session })).statusCode).toBe(200);
      const after = await get('/users/userProfile', { 'session-id': session });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ code: 'SESSION_EXPIRED', message: usersTexts.sessionExpired });
    });

    it('expires a session past its absolute end and after idling too long', async () => {
      const wallet = newWallet();
      await register(wallet);
      const [absolute, idle] = [await sessionOf(wallet), await sessionOf(wallet)];
      await t.db.execute(
        sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256(${absolute}::bytea), 'hex')`,
      );
      await t.db.execute(
        sql`UPDATE sessions SET last_seen_at = now() - interval '2 days' WHERE token_hash = encode(sha256(${idle}::bytea), 'hex')`,
      );
      expect((await get('/users/userProfile', { 'session-id': absolute })).statusCode).toBe(401);
      expect((await get('/users/userProfile', { 'session-id': idle })).statusCode).toBe(401);
    });
  });

  describe('blocked wallets', () => {
    it('answers every call from a blocked wallet with the same error, and ends its sessions', async () => {
      const wallet = newWallet();
      await register(wallet);
      const session = await sessionOf(wallet);
      await blockAddress(t.db, wallet.address);
      // Even before the admin command ends its sessions, a blocked wallet's session is refused.
      const blocked = { code: 'BLOCKED', message: usersTexts.blocked };
      expect((await get('/users/userProfile', { 'session-id': session })).json()).toEqual(blocked);
      expect((await get(`/users?publicAddress=${wallet.address}`)).json()).toEqual(blocked);
      const signIn = await post('/users/authentication', {
        publicAddress: wallet.address,
        signature: await wallet.signMessage({ message: signInMessage('1') }),
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json()).toEqual(blocked);
      expect(await revokeSessionsOfAddress(t.db, wallet.address)).toBe(1);
    });

    it('ships the nine blocked addresses of the spec', async () => {
      const rows = await t.db.execute(
        sql`SELECT count(*)::int AS n FROM blocked_addresses WHERE reason LIKE 'spec:%'`,
      );
      expect(rows.rows[0]?.n).toBe(9);
      const [first] = (await t.db.execute(sql`SELECT address FROM blocked_addresses LIMIT 1`)).rows as {
        address: string;
      }[];
      const response = await post('/users/createAccount', {
        publicAddress: first!.address,
        email_id: freshEmail(),
      });
      expect(response.statusCode).toBe(403);
    });
  });

  it('tells the web app the visitor’s country from the trusted header, restricting KR and KOR', async () => {
    expect((await get('/users/region', { 'cf-ipcountry': 'KR' })).json()).toEqual({
      country: 'KR',
      restricted: true,
    });
    expect((await get('/users/region', { 'cf-ipcountry': 'kor' })).json()).toEqual({
      country: 'KOR',
      restricted: true,
    });
    expect((await get('/users/region', { 'cf-ipcountry': 'BR' })).json()).toEqual({
      country: 'BR',
      restricted: false,
    });
    expect((await get('/users/region')).json()).toEqual({ country: null, restricted: false });
  });
});

describe('the visitor’s country without a proxy header, as a store started by hand runs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COUNTRY_PINS: '198.51.100.23=kr' });
  });
  afterAll(() => t.close());
  const regionFrom = async (remoteAddress: string) =>
    (await t.app.inject({ method: 'GET', url: '/users/region', remoteAddress })).json();

  it('looks the address up in the offline IP database: Korea is restricted, elsewhere not', async () => {
    expect(await regionFrom('211.234.0.1')).toEqual({ country: 'KR', restricted: true });
    expect(await regionFrom('175.223.10.1')).toEqual({ country: 'KR', restricted: true });
    expect(await regionFrom('8.8.8.8')).toEqual({ country: 'US', restricted: false });
    expect(await regionFrom('2001:4860:4860::8888')).toEqual({ country: 'US', restricted: false });
    expect(await regionFrom('127.0.0.1')).toEqual({ country: null, restricted: false });
  });

  it('takes a pinned address’s country before the database (tests and staging)', async () => {
    expect(await regionFrom('198.51.100.23')).toEqual({ country: 'KR', restricted: true });
  });

  it('refuses pins that are not ip=CC pairs at start', () => {
    expect(() => loadConfig({ COUNTRY_PINS: '198.51.100.23:KR' })).toThrow(/ip=CC pairs/);
  });
});

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 past the limit for one wallet, even from different client addresses', async () => {
    const address = newWallet().address;
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/users?publicAddress=${address}`,
        remoteAddress: `10.0.0.${i + 1}`,
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([404, 404, 404, 429, 429]);
  });

  it('answers 429 past the limit for one client address, whatever the wallets', async () => {
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/users?publicAddress=${newWallet().address}`,
        remoteAddress: '10.9.9.9',
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(3)).toEqual([429, 429]);
  });
});
