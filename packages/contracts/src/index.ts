export { collectionAbi, collectionBytecode } from './generated/Collection';
export { demoTokenAbi, demoTokenBytecode } from './generated/DemoToken';
export { ethBridgeAbi, ethBridgeBytecode } from './generated/EthBridge';
export { vaultAbi, vaultBytecode } from './generated/Vault';
export {
  withdrawVoucherTypes,
  withdrawVoucherDomain,
  newDeploymentSalt,
  type WithdrawVoucher,
} from './voucher';
