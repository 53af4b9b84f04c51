// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {TransparentUpgradeableProxy} from "@openzeppelin/contracts/proxy/transparent/TransparentUpgradeableProxy.sol";
import {UUPSUpgradeable} from "@openzeppelin/contracts/proxy/utils/UUPSUpgradeable.sol";

/// A demo dapp's rewards programme behind an upgradeable (UUPS) proxy: its owner sets the fee, can
/// pause it and can replace its code, which is what the store's safety panel has to show.
contract DemoRewards is UUPSUpgradeable {
    // Kept in the proxy's storage: the implementation's own constructor leaves it unset.
    address private _owner;
    bool public paused;
    uint256 public feeBps;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    error NotOwner(address caller);
    error AlreadyInitialized();

    modifier onlyOwner() {
        if (msg.sender != _owner) revert NotOwner(msg.sender);
        _;
    }

    /// Called once through the proxy at its deployment.
    function initialize(address owner_) external {
        if (_owner != address(0)) revert AlreadyInitialized();
        _owner = owner_;
        emit OwnershipTransferred(address(0), owner_);
    }

    function owner() external view returns (address) {
        return _owner;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        emit OwnershipTransferred(_owner, newOwner);
        _owner = newOwner;
    }

    function setFee(uint256 bps) external onlyOwner {
        feeBps = bps;
    }

    function pause() external onlyOwner {
        paused = true;
    }

    function unpause() external onlyOwner {
        paused = false;
    }

    function _authorizeUpgrade(address) internal view override onlyOwner {}
}

/// The EIP-1967 proxy in front of a DemoRewards.
contract DemoRewardsProxy is ERC1967Proxy {
    constructor(address implementation, bytes memory data) payable ERC1967Proxy(implementation, data) {}
}

/// A transparent EIP-1967 proxy in front of a DemoRewards: upgraded by the ProxyAdmin contract it
/// creates, which `initialOwner` owns.
contract DemoRewardsTransparentProxy is TransparentUpgradeableProxy {
    constructor(address implementation, address initialOwner, bytes memory data)
        payable
        TransparentUpgradeableProxy(implementation, initialOwner, data)
    {}
}
