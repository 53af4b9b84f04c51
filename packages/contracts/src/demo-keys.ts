import type { Hex } from 'viem';

/**
 * The keys of Hardhat's well-known development accounts (public knowledge, funded on every Hardhat
 * chain). Demo chains only: production takes its keys from configuration.
 */
export const demoKeys = {
  deployer: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  withdrawSigner: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  minter: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  marketplaceAdmin: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
} as const satisfies Record<string, Hex>;
