export { collectionAbi, collectionBytecode } from './generated/Collection';
export { demoGameAbi, demoGameBytecode } from './generated/DemoGame';
export { demoPoolAbi, demoPoolBytecode } from './generated/DemoPool';
export { demoRewardsAbi, demoRewardsBytecode } from './generated/DemoRewards';
export { demoRewardsProxyAbi, demoRewardsProxyBytecode } from './generated/DemoRewardsProxy';
export {
  demoRewardsTransparentProxyAbi,
  demoRewardsTransparentProxyBytecode,
} from './generated/DemoRewardsTransparentProxy';
export { demoStakingVaultAbi, demoStakingVaultBytecode } from './generated/DemoStakingVault';
export { demoTokenAbi, demoTokenBytecode } from './generated/DemoToken';
export { ethBridgeAbi, ethBridgeBytecode } from './generated/EthBridge';
export { vaultAbi, vaultBytecode } from './generated/Vault';
export {
  withdrawVoucherTypes,
  withdrawVoucherDomain,
  newDeploymentSalt,
  type WithdrawVoucher,
} from './voucher';
