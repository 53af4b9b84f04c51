// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// An NFT collection on L2. Tokens are minted to buyers by the marketplace's minter once the
/// buyer's payment is verified on chain.
contract Collection is ERC721, Ownable {
    address public minter;
    string private baseUri;

    event MinterChanged(address indexed previousMinter, address indexed newMinter);

    error NotMinter();

    constructor(string memory name_, string memory symbol_, string memory baseUri_, address owner_, address minter_)
        ERC721(name_, symbol_)
        Ownable(owner_)
    {
        baseUri = baseUri_;
        _setMinter(minter_);
    }

    function mint(address to, uint256 tokenId) external {
        if (msg.sender != minter) revert NotMinter();
        _safeMint(to, tokenId);
    }

    function setMinter(address newMinter) external onlyOwner {
        _setMinter(newMinter);
    }

    function _baseURI() internal view override returns (string memory) {
        return baseUri;
    }

    function _setMinter(address newMinter) private {
        emit MinterChanged(minter, newMinter);
        minter = newMinter;
    }
}
