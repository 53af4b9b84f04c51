import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A wallet's account. The address is kept checksummed and matched in lower case. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicAddress: text('public_address').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** The one-time number the next sign-in signs; replaced at every sign-in. */
    nonce: text('nonce').notNull(),
    /** When the nonce was drawn: a signature of it is refused after `userNonceTtlMs`, and a new one drawn. */
    nonceIssuedAt: timestamp('nonce_issued_at', { withTimezone: true }).notNull().defaultNow(),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by'),
    isVerified: boolean('is_verified').notNull().default(false),
    verificationTokenHash: text('verification_token_hash'),
    verificationExpiresAt: timestamp('verification_expires_at', { withTimezone: true }),
    /**
     * The hash of the verification token that verified the current address: opened again, that link says
     * "already verified" instead of refusing. Only this user's own token proves it; cleared when the
     * address changes.
     */
    verificationUsedHash: text('verification_used_hash'),
    /** The language of the user's last request that sent a mail: mails sent later (support, editors) use it. */
    mailLanguage: text('mail_language').notNull().default('en'),
    /**
     * The wallet's owner stands behind this address: they chose it while signed in, or opened its
     * verification link while signed in. Only such an address must confirm its own replacement; one
     * that whoever registered the wallet verified (the register call asks no proof of the address)
     * cannot lock the owner out.
     */
    emailFromOwner: boolean('email_from_owner').notNull().default(false),
    /** A change of a verified address waiting for the confirmation link mailed to the current one. */
    pendingEmail: text('pending_email'),
    emailChangeTokenHash: text('email_change_token_hash'),
    emailChangeExpiresAt: timestamp('email_change_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_public_address_key').on(sql`lower(${table.publicAddress})`),
    uniqueIndex('users_referral_code_key').on(table.referralCode),
    check('users_public_address_format', sql`${table.publicAddress} ~ '^0x[0-9a-fA-F]{40}$'`),
    check('users_mail_language', sql`${table.mailLanguage} in ('en', 'es', 'pt')`),
    // The console dashboard's sign-ups per day.
    index('users_created_at_idx').on(table.createdAt),
  ],
);

/** Sessions by the hash of their token: a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    // The console dashboard's active users per day.
    index('sessions_last_seen_at_idx').on(table.lastSeenAt),
  ],
);

/** Wallet addresses that may not sign in or keep a session, in lower case. */
export const blockedAddresses = pgTable('blocked_addresses', {
  address: text('address').primaryKey(),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time codes shown as a QR on the profile: scanning one signs the phone in as the same user, only
 * while the session that showed it is open (a logout or support's "end sessions" ends its codes too).
 */
export const deviceLinkCodes = pgTable(
  'device_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('device_link_codes_session_token_hash_idx').on(table.sessionTokenHash)],
);
