// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// A demo dapp: a constant-product swap pool of two tokens (ACE and DAPPX on the demo chains), with a
/// 0.3 % fee left in the pool for its liquidity providers. Shares are kept here, not as a token.
contract DemoPool {
    using SafeERC20 for IERC20;

    uint256 private constant FEE_BPS = 30;
    uint256 private constant BPS = 10_000;

    IERC20 public immutable token0;
    IERC20 public immutable token1;
    uint256 public reserve0;
    uint256 public reserve1;
    uint256 public totalShares;
    mapping(address provider => uint256) public sharesOf;

    event LiquidityAdded(address indexed provider, uint256 amount0, uint256 amount1, uint256 shares);
    event LiquidityRemoved(address indexed provider, uint256 amount0, uint256 amount1, uint256 shares);
    event Swapped(address indexed trader, address indexed tokenIn, uint256 amountIn, uint256 amountOut);

    error ZeroAmount();
    error UnknownToken();
    error NotEnoughShares();
    error BelowMinimum(uint256 amountOut);
    error SameTokens();

    constructor(IERC20 token0_, IERC20 token1_) {
        if (address(token0_) == address(token1_)) revert SameTokens();
        token0 = token0_;
        token1 = token1_;
    }

    /// Adds both tokens as given; shares follow the scarcer side at the pool's ratio, the rest stays as a gift.
    function addLiquidity(uint256 amount0, uint256 amount1) external returns (uint256 shares) {
        if (amount0 == 0 || amount1 == 0) revert ZeroAmount();
        shares = totalShares == 0
            ? Math.sqrt(amount0 * amount1)
            : Math.min((amount0 * totalShares) / reserve0, (amount1 * totalShares) / reserve1);
        if (shares == 0) revert ZeroAmount();
        token0.safeTransferFrom(msg.sender, address(this), amount0);
        token1.safeTransferFrom(msg.sender, address(this), amount1);
        reserve0 += amount0;
        reserve1 += amount1;
        totalShares += shares;
        sharesOf[msg.sender] += shares;
        emit LiquidityAdded(msg.sender, amount0, amount1, shares);
    }

    function removeLiquidity(uint256 shares) external returns (uint256 amount0, uint256 amount1) {
        if (shares == 0) revert ZeroAmount();
        if (shares > sharesOf[msg.sender]) revert NotEnoughShares();
        amount0 = (reserve0 * shares) / totalShares;
        amount1 = (reserve1 * shares) / totalShares;
        sharesOf[msg.sender] -= shares;
        totalShares -= shares;
        reserve0 -= amount0;
        reserve1 -= amount1;
        token0.safeTransfer(msg.sender, amount0);
        token1.safeTransfer(msg.sender, amount1);
        emit LiquidityRemoved(msg.sender, amount0, amount1, shares);
    }

    /// What `amountIn` of `tokenIn` buys of the other token now, fee taken.
    function quote(address tokenIn, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reserves(tokenIn);
        uint256 inAfterFee = amountIn * (BPS - FEE_BPS);
        return (inAfterFee * reserveOut) / (reserveIn * BPS + inAfterFee);
    }

    function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut) external returns (uint256 amountOut) {
        if (amountIn == 0) revert ZeroAmount();
        amountOut = quote(tokenIn, amountIn);
        if (amountOut == 0 || amountOut < minAmountOut) revert BelowMinimum(amountOut);
        bool zeroIn = tokenIn == address(token0);
        (IERC20 paid, IERC20 bought) = zeroIn ? (token0, token1) : (token1, token0);
        paid.safeTransferFrom(msg.sender, address(this), amountIn);
        if (zeroIn) {
            reserve0 += amountIn;
            reserve1 -= amountOut;
        } else {
            reserve1 += amountIn;
            reserve0 -= amountOut;
        }
        bought.safeTransfer(msg.sender, amountOut);
        emit Swapped(msg.sender, tokenIn, amountIn, amountOut);
    }

    function _reserves(address tokenIn) private view returns (uint256 reserveIn, uint256 reserveOut) {
        if (tokenIn == address(token0)) return (reserve0, reserve1);
        if (tokenIn == address(token1)) return (reserve1, reserve0);
        revert UnknownToken();
    }
}
