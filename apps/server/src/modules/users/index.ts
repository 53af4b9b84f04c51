// The users module's public face: sessions, accounts and the users table, for app.ts, the admin and other modules.
export { usersRoutes } from './routes';
export { registerAuthentication } from './authentication';
export { requireSession, sessionOfToken } from './session';
export { signedInClaim } from './authentication';
export {
  blockAddress,
  findUserByAddress,
  revokeSessionsOfAddress,
  unblockAddress,
  type User,
} from './repository';
export { users } from './schema';
