// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";

/// The L1 entry for ETH going to the layer-2 network. It locks the ETH and emits an event; the
/// bridge's relayer (ours in demo mode) pays the same amount to the recipient on L2.
contract EthBridge is Ownable {
    uint256 public depositCount;

    event EthDeposited(uint256 indexed depositId, address indexed from, address indexed l2Recipient, uint256 amount);

    error ZeroAmount();
    error ZeroAddress();

    constructor(address owner_) Ownable(owner_) {}

    function depositEth(address l2Recipient) external payable {
        if (msg.value == 0) revert ZeroAmount();
        if (l2Recipient == address(0)) revert ZeroAddress();
        emit EthDeposited(++depositCount, msg.sender, l2Recipient, msg.value);
    }

    /// Lets the owner move locked ETH, e.g. to fund the exit side of the bridge.
    function sweep(address payable to, uint256 amount) external onlyOwner {
        Address.sendValue(to, amount);
    }
}
