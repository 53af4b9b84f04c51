import { z } from 'zod';
import { listPage, listSearch } from './console-lists';
import type { EndpointSchemaTable } from './endpoint';
import { operatorRoles } from './operator-roles';
import { operatorsTexts } from './operators-texts';
import { publicAddress } from './users';

export { operatorRoles, roleAllows, type OperatorRole } from './operator-roles';
export { operatorsTexts } from './operators-texts';

export const operatorRole = z.enum(operatorRoles, { error: operatorsTexts.invalidRole });

export const operatorNonceQuery = z.strictObject({ publicAddress });
/** The EIP-4361 message the console's wallet signs as given (personal_sign), and its nonce. */
export const operatorNonceResponse = z.object({ nonce: z.string(), message: z.string() });

export const operatorSignInBody = z.strictObject({
  publicAddress,
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, operatorsTexts.signatureRejected),
});

/** Who is signed in to the console, and until when. */
export const operatorMe = z.object({
  address: z.string(),
  role: operatorRole,
  expires_at: z.iso.datetime(),
});
export type OperatorMe = z.infer<typeof operatorMe>;

export const operatorSignInResponse = operatorMe.extend({ token: z.string() });
export type OperatorSignInResponse = z.infer<typeof operatorSignInResponse>;

export const operatorView = z.object({
  address: z.string(),
  role: operatorRole,
  added_at: z.iso.datetime(),
  added_by: z.string(),
  disabled: z.boolean(),
});
export type OperatorView = z.infer<typeof operatorView>;

/** The owner's list of operators, oldest first: by text of the address or who added it, by role, a page at a time. */
export const listOperatorsQuery = z.strictObject({
  q: listSearch,
  role: operatorRole.optional(),
  ...listPage,
});
export type ListOperatorsQuery = z.output<typeof listOperatorsQuery>;
export const operatorsListResponse = z.object({ operators: z.array(operatorView), total: z.number().int() });

export const addOperatorBody = z.strictObject({ address: publicAddress, role: operatorRole });

export const operatorAddressParams = z.strictObject({ address: publicAddress });
export const setOperatorDisabledBody = z.strictObject({ disabled: z.boolean() });

/** The schemas of the operators endpoints (declared in endpoints/operators.ts). */
export const operatorsEndpointSchemas = {
  operatorNonce: { query: operatorNonceQuery, response: operatorNonceResponse },
  operatorSignIn: { body: operatorSignInBody, response: operatorSignInResponse },
  operatorSignOut: { response: z.object({ signed_out: z.literal(true) }) },
  operatorMe: { response: operatorMe },
  listOperators: { query: listOperatorsQuery, response: operatorsListResponse },
  addOperator: { body: addOperatorBody, response: operatorView },
  setOperatorDisabled: {
    params: operatorAddressParams,
    body: setOperatorDisabledBody,
    response: operatorView,
  },
} satisfies EndpointSchemaTable;
