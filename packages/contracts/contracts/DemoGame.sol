// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// A demo dapp: a game whose players mint items for the chain's coin and trade them among themselves.
/// A mint's payment goes to the game's treasury; a sale's to the seller. Any transfer ends a listing.
contract DemoGame is ERC721 {
    uint256 public immutable mintPrice;
    address payable public immutable treasury;
    uint256 public itemsMinted;
    mapping(uint256 itemId => uint256) public priceOf;

    event Listed(uint256 indexed itemId, address indexed seller, uint256 price);
    event Unlisted(uint256 indexed itemId);
    event Sold(uint256 indexed itemId, address indexed seller, address indexed buyer, uint256 price);

    error WrongPayment(uint256 expected);
    error NotItemOwner();
    error NotForSale();
    error ZeroPrice();
    error PaymentFailed();

    constructor(string memory name_, string memory symbol_, uint256 mintPrice_, address payable treasury_)
        ERC721(name_, symbol_)
    {
        mintPrice = mintPrice_;
        treasury = treasury_;
    }

    function mint() external payable returns (uint256 itemId) {
        if (msg.value != mintPrice) revert WrongPayment(mintPrice);
        itemId = ++itemsMinted;
        _mint(msg.sender, itemId);
        _pay(treasury, msg.value);
    }

    function list(uint256 itemId, uint256 price) external {
        if (ownerOf(itemId) != msg.sender) revert NotItemOwner();
        if (price == 0) revert ZeroPrice();
        priceOf[itemId] = price;
        emit Listed(itemId, msg.sender, price);
    }

    function unlist(uint256 itemId) external {
        if (ownerOf(itemId) != msg.sender) revert NotItemOwner();
        delete priceOf[itemId];
        emit Unlisted(itemId);
    }

    /// Buys a listed item at its price: the item moves to the buyer, the payment to the seller.
    function buy(uint256 itemId) external payable {
        uint256 price = priceOf[itemId];
        if (price == 0) revert NotForSale();
        if (msg.value != price) revert WrongPayment(price);
        address seller = ownerOf(itemId);
        _transfer(seller, msg.sender, itemId);
        _pay(payable(seller), price);
        emit Sold(itemId, seller, msg.sender, price);
    }

    function _update(address to, uint256 itemId, address auth) internal override returns (address from) {
        delete priceOf[itemId];
        return super._update(to, itemId, auth);
    }

    function _pay(address payable to, uint256 amount) private {
        (bool paid, ) = to.call{value: amount}("");
        if (!paid) revert PaymentFailed();
    }
}
