// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {IERC5267} from "@openzeppelin/contracts/interfaces/IERC5267.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// Holds the store's tokens on L1. Deposits are credited by the server's indexer from the Deposited
/// event; withdrawals pay out against a voucher the server's withdraw signer signed (EIP-712).
///
/// The EIP-712 domain carries a salt fixed at deployment. Chain id and address alone do not tell two
/// deployments apart: demo chains restart empty and redeploy the Vault at the same address with the
/// same signer, and the used nonces are gone with the old chain, so its vouchers would pay again. A
/// new salt per deployment voids every earlier voucher, while on a chain that never resets the salt
/// never changes, so the running deployment's vouchers keep paying. The server reads the salt from
/// here before it signs, so it always signs for the Vault that is actually at the address.
contract Vault is IERC5267, Ownable, Pausable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    bytes32 public constant WITHDRAW_TYPEHASH =
        keccak256("Withdraw(address token,address to,uint256 amount,uint256 nonce,uint256 deadline)");
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract,bytes32 salt)");
    string private constant DOMAIN_NAME = "DAPPX Vault";
    string private constant DOMAIN_VERSION = "1";

    /// Chosen by the deployer (random per demo start), part of every voucher's domain.
    bytes32 public immutable deploymentSalt;

    address public signer;
    /// A nonce is spent once: by a payout, or by the signer revoking a voucher the server refunded.
    mapping(uint256 nonce => bool) public nonceUsed;

    event Deposited(address indexed token, address indexed from, uint256 amount);
    event Withdrawn(uint256 indexed nonce, address indexed token, address indexed to, uint256 amount);
    event VoucherRevoked(uint256 indexed nonce);
    event SignerChanged(address indexed previousSigner, address indexed newSigner);

    error ZeroAmount();
    error ZeroAddress();
    error VoucherExpired();
    error NonceAlreadyUsed();
    error InvalidSignature();
    error NotSignerOrOwner();
    error ZeroSalt();

    constructor(address owner_, address signer_, bytes32 deploymentSalt_) Ownable(owner_) {
        // A zero salt is what a forgotten argument looks like; every deployment must choose its own.
        if (deploymentSalt_ == bytes32(0)) revert ZeroSalt();
        deploymentSalt = deploymentSalt_;
        _setSigner(signer_);
    }

    function deposit(address token, uint256 amount) external whenNotPaused nonReentrant {
        if (amount == 0) revert ZeroAmount();
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        emit Deposited(token, msg.sender, amount);
    }

    /// Pays `amount` of `token` to the caller, who must be the voucher's recipient.
    function withdraw(address token, uint256 amount, uint256 nonce, uint256 deadline, bytes calldata signature)
        external
        whenNotPaused
        nonReentrant
    {
        if (block.timestamp > deadline) revert VoucherExpired();
        if (nonceUsed[nonce]) revert NonceAlreadyUsed();
        bytes32 digest = MessageHashUtils.toTypedDataHash(
            domainSeparator(), keccak256(abi.encode(WITHDRAW_TYPEHASH, token, msg.sender, amount, nonce, deadline))
        );
        // OpenZeppelin's recover rejects malleable (high-s) signatures and reverts on bad ones.
        (address recovered, ECDSA.RecoverError failure,) = ECDSA.tryRecover(digest, signature);
        if (failure != ECDSA.RecoverError.NoError || recovered != signer) revert InvalidSignature();
        nonceUsed[nonce] = true;
        IERC20(token).safeTransfer(msg.sender, amount);
        emit Withdrawn(nonce, token, msg.sender, amount);
    }

    /// Spends a nonce without paying, so a voucher the server refunded can never pay out as well.
    function revoke(uint256 nonce) external {
        if (msg.sender != signer && msg.sender != owner()) revert NotSignerOrOwner();
        if (nonceUsed[nonce]) revert NonceAlreadyUsed();
        nonceUsed[nonce] = true;
        emit VoucherRevoked(nonce);
    }

    function setSigner(address newSigner) external onlyOwner {
        _setSigner(newSigner);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }

    /// Built from the current chain id on every call, so a fork's other chain id never accepts our vouchers.
    function domainSeparator() public view returns (bytes32) {
        return keccak256(
            abi.encode(
                DOMAIN_TYPEHASH,
                keccak256(bytes(DOMAIN_NAME)),
                keccak256(bytes(DOMAIN_VERSION)),
                block.chainid,
                address(this),
                deploymentSalt
            )
        );
    }

    /// EIP-5267: the domain's fields (name, version, chain id, verifying contract, salt) for wallets.
    function eip712Domain()
        external
        view
        returns (
            bytes1 fields,
            string memory name,
            string memory version,
            uint256 chainId,
            address verifyingContract,
            bytes32 salt,
            uint256[] memory extensions
        )
    {
        return (hex"1f", DOMAIN_NAME, DOMAIN_VERSION, block.chainid, address(this), deploymentSalt, new uint256[](0));
    }

    function _setSigner(address newSigner) private {
        if (newSigner == address(0)) revert ZeroAddress();
        emit SignerChanged(signer, newSigner);
        signer = newSigner;
    }
}
