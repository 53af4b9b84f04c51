// Zod-free, so endpoint declarations (and the console's first load) can name the roles.

/**
 * Who runs the store from the console: `owner` may do everything and manages operators; `editor` the
 * catalogue, media, news feeds and submissions; `support` the users; `finance` the money settings.
 */
export const operatorRoles = ['owner', 'editor', 'support', 'finance'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** Whether an operator of `role` may make a call open to `allowed` (the owner may make every call). */
export const roleAllows = (role: OperatorRole, allowed: readonly OperatorRole[] = []) =>
  role === 'owner' || allowed.includes(role);
