// The users module's public face: sessions, accounts and the users table, for app.ts, the admin and other modules.
export { usersRoutes } from './routes';
// Where the session look-up counts a write against its limit, the write-limit hook does not count it again.
export { countsWritesWithSession, registerAuthentication } from './authentication';
// Sessions are checked by the authentication hook; the marketplace alone reads one from a body (its spec).
export { sessionOfToken } from './session';
// A signed-in money call that is one entry checks its session in its posting's statement.
export { postAsSignedIn } from './signed-in-posting';
export { blockAddress, findUserByAddress, type User } from './repository';
// Mails another module sends a user (an editor's decision on a dapp) are written in the user's language.
export { rememberedMailLanguage } from './repository';
export { users } from './schema';
// The console's support and the admin CLI block and unblock through the same service (audited).
export { blockWallet, unblockWallet, userById } from './support';
// The console dashboard's user figures.
export { dailyActiveUsers, dailySignUps } from './figures';
// The console's sign-in draws its one-time numbers the same way.
export { newNonce } from './service';
