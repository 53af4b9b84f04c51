// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// A demo dapp: stake a token (ACE on the demo chains) and take it back whenever you like.
contract DemoStakingVault {
    using SafeERC20 for IERC20;

    IERC20 public immutable token;
    uint256 public totalStaked;
    mapping(address account => uint256) public stakedOf;

    event Staked(address indexed account, uint256 amount);
    event Unstaked(address indexed account, uint256 amount);

    error ZeroAmount();
    error NotEnoughStaked();

    constructor(IERC20 token_) {
        token = token_;
    }

    function stake(uint256 amount) external {
        if (amount == 0) revert ZeroAmount();
        token.safeTransferFrom(msg.sender, address(this), amount);
        stakedOf[msg.sender] += amount;
        totalStaked += amount;
        emit Staked(msg.sender, amount);
    }

    function unstake(uint256 amount) external {
        if (amount == 0) revert ZeroAmount();
        if (amount > stakedOf[msg.sender]) revert NotEnoughStaked();
        stakedOf[msg.sender] -= amount;
        totalStaked -= amount;
        token.safeTransfer(msg.sender, amount);
        emit Unstaked(msg.sender, amount);
    }
}
