// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// Holds the store's tokens on L1. Deposits are credited by the server's indexer from the Deposited
/// event; withdrawals pay out against a voucher the server's withdraw signer signed (EIP-712).
contract Vault is EIP712, Ownable, Pausable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    bytes32 public constant WITHDRAW_TYPEHASH =
        keccak256("Withdraw(address token,address to,uint256 amount,uint256 nonce,uint256 deadline)");

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

    constructor(address owner_, address signer_) EIP712("DAPPX Vault", "1") Ownable(owner_) {
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
        bytes32 digest = _hashTypedDataV4(
            keccak256(abi.encode(WITHDRAW_TYPEHASH, token, msg.sender, amount, nonce, deadline))
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

    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    function _setSigner(address newSigner) private {
        if (newSigner == address(0)) revert ZeroAddress();
        emit SignerChanged(signer, newSigner);
        signer = newSigner;
    }
}
