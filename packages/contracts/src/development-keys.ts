import { getAddress, toHex, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

/**
 * The mnemonic behind the funded accounts of every Hardhat and Anvil node: its keys are printed in
 * their documentation, so whoever holds a role under one of them holds it for everybody.
 */
const publishedMnemonic = 'test test test test test test test test test test test junk';
const publishedAccountCount = 20;

let published: { keys: Hex[]; addresses: Address[] } | undefined;

function derive() {
  published ??= (() => {
    const accounts = Array.from({ length: publishedAccountCount }, (_, addressIndex) =>
      mnemonicToAccount(publishedMnemonic, { addressIndex }),
    );
    return {
      keys: accounts.map((account) => toHex(account.getHdKey().privateKey!)),
      addresses: accounts.map((account) => getAddress(account.address)),
    };
  })();
  return published;
}

/** The private keys of the published development accounts (Hardhat's 20, of which Anvil's are the first 10). */
export const publishedDevelopmentKeys = (): readonly Hex[] => derive().keys;

export const publishedDevelopmentAddresses = (): readonly Address[] => derive().addresses;

export const isPublishedDevelopmentKey = (key: string): boolean =>
  derive().keys.includes(key.toLowerCase() as Hex);

export const isPublishedDevelopmentAddress = (address: string): boolean =>
  derive().addresses.some((published) => published.toLowerCase() === address.toLowerCase());
