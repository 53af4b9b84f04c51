import type { ActivityToken } from '@dappx/shared/activity';
import { tokens } from '@dappx/shared/tokens';

/** How people read a token: the ledger's ZERA is Zera; IMX is L2's coin, no store token. */
export const symbolOfToken = (token: ActivityToken) => (token === 'IMX' ? 'IMX' : tokens[token].symbol);
