import { mailTexts, signInMessage, usersTexts } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../test/mail-parts';
import { createTestApp } from '../../../test/test-app';
import { emailMailsPerHour } from './email-change';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const newWallet = () => privateKeyToAccount(generatePrivateKey());
let mailCounter = 0;
const freshEmail = (who: string) => `${who}${(mailCounter += 1)}.${Date.now()}@example.com`;

const verifyLinkPattern = /https:\/\/store\.example\/\?verify-user&token=([\w-]{43})&userId=([0-9a-f-]{36})/g;
const confirmLinkPattern =
  /https:\/\/store\.example\/\?confirm-email-change&token=([\w-]{43})&userId=([0-9a-f-]{36})/g;

describe('replacing an account email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://store.example', SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const changeEmail = (session: string | undefined, payload: object) =>
    post('/users/changeEmail', payload, session ? { 'session-id': session } : {});
  const resend = (session: string) => post('/users/resendVerification', undefined, { 'session-id': session });

  /** The register call as anyone may make it: no proof of the wallet, any email. */
  async function registerAs(wallet: PrivateKeyAccount, email: string) {
    const response = await post('/users/createAccount', { publicAddress: wallet.address, email_id: email });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function signIn(wallet: PrivateKeyAccount): Promise<string> {
    const { nonce } = (await get(`/users?publicAddress=${wallet.address}`)).json() as { nonce: string };
    const signature = await wallet.signMessage({ message: signInMessage(nonce) });
    const response = await post('/users/authentication', { publicAddress: wallet.address, signature });
    expect(response.statusCode, response.body).toBe(200);
    return response.json()['session-id'];
  }

  /** Every link of one kind mailed to `email`, oldest first, as [token, userId]. */
  async function linksTo(email: string, pattern = verifyLinkPattern) {
    const mails = (await t.outbox()).filter((mail) => mail.includes(`To: ${email}`));
    return mails.flatMap((mail) => [...mail.matchAll(pattern)].map(([, token, userId]) => [token!, userId!]));
  }

  /** The one link to `email` that was not in `before`. */
  async function newLinkTo(email: string, before: string[][] = [], pattern = verifyLinkPattern) {
    const fresh = (await linksTo(email, pattern)).filter(([token]) => !before.some(([old]) => old === token));
    expect(fresh).toHaveLength(1);
    return fresh[0]!;
  }

  const verify = ([token, userId]: string[], headers: Record<string, string> = {}) =>
    get(`/users/validateVerificationToken?userId=${userId}&token=${token}`, headers);
  const confirm = ([token, userId]: string[]) => post('/users/confirmEmailChange', { userId, token });

  const profileOf = async (session: string) =>
    (await get('/users/userProfile', { 'session-id': session })).json() as {
      email_id: string;
      is_verified: boolean;
    };

  const accountOf = async (wallet: PrivateKeyAccount) => {
    const rows = await t.db.execute(
      sql`SELECT email, is_verified, pending_email FROM users WHERE lower(public_address) = ${wallet.address.toLowerCase()}`,
    );
    return rows.rows[0] as { email: string; is_verified: boolean; pending_email: string | null };
  };

  /** A registered, signed-in owner whose address is verified with the link opened while signed in. */
  async function verifiedOwner() {
    const wallet = newWallet();
    const email = freshEmail('owner');
    await registerAs(wallet, email);
    const session = await signIn(wallet);
    expect((await verify(await newLinkTo(email), { 'session-id': session })).statusCode).toBe(200);
    return { wallet, email, session };
  }

  it('the signed-in owner replaces a squatter’s unverified email: new mail, old link refused, new link verifies', async () => {
    const owner = newWallet();
    const squatterEmail = freshEmail('squatter');
    await registerAs(owner, squatterEmail);
    const squatterLink = await newLinkTo(squatterEmail);
    // The spec's register call still refuses the owner: the address is taken.
    const again = await post('/users/createAccount', {
      publicAddress: owner.address,
      email_id: freshEmail('owner'),
    });
    expect(again.statusCode).toBe(409);

    const session = await signIn(owner);
    const ownerEmail = freshEmail('owner');
    const response = await changeEmail(session, { email_id: ownerEmail });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: usersTexts.verificationSent,
      awaiting: 'verification',
      sent_to: ownerEmail,
    });
    expect(await profileOf(session)).toMatchObject({ email_id: ownerEmail, is_verified: false });

    const refused = await verify(squatterLink);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(usersTexts.verificationInvalid);
    expect((await verify(await newLinkTo(ownerEmail))).statusCode).toBe(200);
    expect(await profileOf(session)).toMatchObject({ email_id: ownerEmail, is_verified: true });
  });

  it('a squatter who verified their email first still cannot lock the owner out', async () => {
    const owner = newWallet();
    const squatterEmail = freshEmail('squatter');
    await registerAs(owner, squatterEmail);
    // Opened without a session of the account: nobody who proved the wallet stands behind this address.
    expect((await verify(await newLinkTo(squatterEmail))).statusCode).toBe(200);

    const session = await signIn(owner);
    const ownerEmail = freshEmail('owner');
    const response = await changeEmail(session, { email_id: ownerEmail });
    expect(response.json()).toMatchObject({ awaiting: 'verification', sent_to: ownerEmail });
    expect(await linksTo(squatterEmail, confirmLinkPattern)).toEqual([]);
    expect((await verify(await newLinkTo(ownerEmail))).statusCode).toBe(200);
    expect(await profileOf(session)).toMatchObject({ email_id: ownerEmail, is_verified: true });
  });

  it('without a session nothing changes, and another wallet’s session reaches only its own account', async () => {
    const owner = newWallet();
    const ownerEmail = freshEmail('owner');
    await registerAs(owner, ownerEmail);

    const anonymous = await changeEmail(undefined, { email_id: freshEmail('intruder') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(usersTexts.sessionMissing);
    const forged = await changeEmail('x'.repeat(43), { email_id: freshEmail('intruder') });
    expect(forged.statusCode).toBe(401);
    const anonymousResend = await post('/users/resendVerification');
    expect(anonymousResend.statusCode).toBe(401);

    // The body names no account: a session changes the account that signed it in, and only that one.
    const intruder = newWallet();
    await registerAs(intruder, freshEmail('intruder'));
    const intruderSession = await signIn(intruder);
    const intruderEmail = freshEmail('intruder');
    const smuggled = await changeEmail(intruderSession, {
      email_id: intruderEmail,
      publicAddress: owner.address,
    });
    expect(smuggled.statusCode).toBe(400);
    expect((await changeEmail(intruderSession, { email_id: intruderEmail })).statusCode).toBe(200);
    expect(await accountOf(owner)).toMatchObject({ email: ownerEmail, is_verified: false });
    expect(await accountOf(intruder)).toMatchObject({ email: intruderEmail });
  });

  it('a verified address is replaced only after confirmation from it; the new one is then verified as usual', async () => {
    const { wallet, email: oldEmail, session } = await verifiedOwner();
    const newEmail = freshEmail('new');

    const response = await changeEmail(session, { email_id: newEmail });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: usersTexts.confirmationSent,
      awaiting: 'confirmation',
      sent_to: oldEmail,
    });
    // Nothing moves yet: the account keeps its verified address, the new one gets no mail.
    expect(await profileOf(session)).toMatchObject({ email_id: oldEmail, is_verified: true });
    expect(await linksTo(newEmail)).toEqual([]);
    const confirmation = await newLinkTo(oldEmail, [], confirmLinkPattern);
    const mail = (await t.outbox()).find((text) => text.includes(confirmation[0]!))!;
    expect(mail).toContain(newEmail);

    const wrong = await confirm([
      confirmation[0]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      confirmation[1]!,
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(usersTexts.emailChangeInvalid);
    expect(await accountOf(wallet)).toMatchObject({ email: oldEmail, is_verified: true });

    const confirmed = await confirm(confirmation);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(usersTexts.emailChangeConfirmed);
    expect(await profileOf(session)).toMatchObject({ email_id: newEmail, is_verified: false });
    expect((await confirm(confirmation)).statusCode).toBe(400);

    expect((await verify(await newLinkTo(newEmail))).statusCode).toBe(200);
    expect(await profileOf(session)).toMatchObject({ email_id: newEmail, is_verified: true });
    // Chosen while signed in, the new address in turn needs its own confirmation to be replaced.
    const next = await changeEmail(session, { email_id: freshEmail('next') });
    expect(next.json()).toMatchObject({ awaiting: 'confirmation', sent_to: newEmail });
  });

  it('a newer change request replaces the pending one, and an expired confirmation is refused', async () => {
    const { wallet, email: oldEmail, session } = await verifiedOwner();
    await changeEmail(session, { email_id: freshEmail('first') });
    const first = await newLinkTo(oldEmail, [], confirmLinkPattern);
    const secondEmail = freshEmail('second');
    await changeEmail(session, { email_id: secondEmail });
    const second = await newLinkTo(oldEmail, [first], confirmLinkPattern);

    expect((await confirm(first)).statusCode).toBe(400);
    await t.db.execute(
      sql`UPDATE users SET email_change_expires_at = now() - interval '1 second' WHERE id = ${second[1]}`,
    );
    expect((await confirm(second)).statusCode).toBe(400);
    expect(await accountOf(wallet)).toMatchObject({
      email: oldEmail,
      is_verified: true,
      pending_email: secondEmail,
    });
  });

  it('resends the verification mail with a new link; the older link stops working', async () => {
    const wallet = newWallet();
    const email = freshEmail('resend');
    await registerAs(wallet, email);
    const first = await newLinkTo(email);
    const session = await signIn(wallet);

    const response = await resend(session);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: usersTexts.verificationSent,
      awaiting: 'verification',
      sent_to: email,
    });
    const second = await newLinkTo(email, [first]);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);

    const verified = await resend(session);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(usersTexts.alreadyVerified);
  });

  it(`answers 429 with a clear text past ${emailMailsPerHour} mails an hour for one account, changing nothing`, async () => {
    const wallet = newWallet();
    await registerAs(wallet, freshEmail('limit'));
    const session = await signIn(wallet);
    const allowed = [
      await resend(session),
      await changeEmail(session, { email_id: freshEmail('limit') }),
      await resend(session),
    ];
    expect(allowed.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const before = await accountOf(wallet);
    const mailsBefore = (await t.outbox()).length;

    for (const refused of [
      await changeEmail(session, { email_id: freshEmail('limit') }),
      await resend(session),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: usersTexts.emailMailsLimited });
    }
    expect(await accountOf(wallet)).toEqual(before);
    expect((await t.outbox()).length).toBe(mailsBefore);

    // The limit is the account's: another account of the same client is not held back.
    const other = newWallet();
    await registerAs(other, freshEmail('other'));
    expect((await resend(await signIn(other))).statusCode).toBe(200);
  });

  it.each([
    [{}, usersTexts.emailRequired],
    [{ email_id: '' }, usersTexts.emailRequired],
    [{ email_id: '   ' }, usersTexts.emailRequired],
    [{ email_id: 'not-an-email' }, usersTexts.invalidEmail],
    [{ email_id: `${'a'.repeat(250)}@example.com` }, usersTexts.invalidEmail],
    [{ email_id: 42 }, usersTexts.emailRequired],
  ])(
    'refuses %j with 400 naming the email, changing nothing and sending nothing',
    async (payload, message) => {
      const wallet = newWallet();
      const email = freshEmail('bad');
      await registerAs(wallet, email);
      const session = await signIn(wallet);
      const mailsBefore = (await t.outbox()).length;
      const response = await changeEmail(session, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await accountOf(wallet)).toMatchObject({ email, is_verified: false, pending_email: null });
      expect((await t.outbox()).length).toBe(mailsBefore);
    },
  );

  it('writes each mail in the language of the request that sent it, with the expiry the server stored', async () => {
    const owner = await verifiedOwner();
    const newEmail = freshEmail('moved');
    const inUtc = (language: string, when: string) =>
      new Intl.DateTimeFormat(language, {
        dateStyle: 'long',
        timeStyle: 'short',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }).format(new Date(when));
    const expiries = async () =>
      (
        await t.db.execute(
          sql`SELECT email_change_expires_at AS "change", verification_expires_at AS "verification" FROM users WHERE lower(public_address) = ${owner.wallet.address.toLowerCase()}`,
        )
      ).rows[0] as { change: string; verification: string };

    const asked = await post(
      '/users/changeEmail',
      { email_id: newEmail },
      { 'session-id': owner.session, 'accept-language': 'pt-BR,pt;q=0.9' },
    );
    expect(asked.json().awaiting).toBe('confirmation');
    const confirmation = (await readOutbox(t.config.outboxDir))
      .filter((mail) => mail.to === owner.email)
      .at(-1)!;
    expect(confirmation.subject).toBe(mailTexts.pt.emailChange.subject);
    expect(confirmation.text).toContain(mailTexts.pt.emailChange.intro(newEmail));
    expect(confirmation.html).toContain(
      `Este link funciona até ${inUtc('pt', (await expiries()).change)} UTC.`,
    );

    const [token, userId] = await newLinkTo(owner.email, [], confirmLinkPattern);
    const confirmed = await post('/users/confirmEmailChange', { userId, token }, { 'accept-language': 'es' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const verification = (await readOutbox(t.config.outboxDir)).find((mail) => mail.to === newEmail)!;
    expect(verification.subject).toBe(mailTexts.es.newAddress.subject);
    const until = `Este enlace funciona hasta el ${inUtc('es', (await expiries()).verification)} UTC.`;
    expect(verification.text).toContain(until);
    expect(verification.html).toContain(until);
  });

  it('refuses the address the account already has (any letter case) with 400, sending nothing', async () => {
    const { wallet, email, session } = await verifiedOwner();
    const mailsBefore = (await t.outbox()).length;
    const response = await changeEmail(session, { email_id: email.toUpperCase() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(usersTexts.emailUnchanged);
    expect(await accountOf(wallet)).toMatchObject({ email, is_verified: true, pending_email: null });
    expect((await t.outbox()).length).toBe(mailsBefore);
  });

  it('refuses a malformed confirmation with 400 and the confirmation text', async () => {
    const response = await post('/users/confirmEmailChange', { userId: 'nope', token: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(usersTexts.emailChangeInvalid);
  });
});
