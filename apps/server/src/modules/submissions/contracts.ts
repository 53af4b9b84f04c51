import { errorCodes, submissionsTexts, type SubmittedContract } from '@dappx/shared';
import { getAddress } from 'viem';
import { AppError } from '../../lib/app-error';

const invalid = (text: string) => new AppError(400, errorCodes.validation, text);

/**
 * What the schema cannot see: each address's EIP-55 checksum (an all-lower or all-upper address has
 * none and is taken as written, checksummed), each contract on one of the dapp's chains, none twice.
 */
export function checkedContracts(chains: string[], contracts: SubmittedContract[]): SubmittedContract[] {
  const seen = new Set<string>();
  return contracts.map(({ chain, address }) => {
    const checksummed = getAddress(address.toLowerCase());
    const mixedCase = /[a-f]/.test(address.slice(2)) && /[A-F]/.test(address.slice(2));
    if (mixedCase && checksummed !== address) throw invalid(submissionsTexts.addressChecksum);
    if (!chains.includes(chain)) throw invalid(submissionsTexts.contractChainNotChosen);
    const key = `${chain}:${checksummed}`;
    if (seen.has(key)) throw invalid(submissionsTexts.contractRepeated);
    seen.add(key);
    return { chain, address: checksummed };
  });
}
