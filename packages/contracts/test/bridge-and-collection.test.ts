import { getAddress, parseEther, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionAbi, collectionBytecode, ethBridgeAbi, ethBridgeBytecode } from '../src';
import { inProcessChain, roleKeys, userKeys } from './in-process-chain';

const owner = privateKeyToAccount(roleKeys.owner).address;
const minter = privateKeyToAccount(roleKeys.minter).address;
const buyer = privateKeyToAccount(userKeys[0]).address;

describe('the ETH bridge entry', () => {
  let chain: Awaited<ReturnType<typeof inProcessChain>>;
  let bridge: Address;
  beforeAll(async () => {
    chain = await inProcessChain();
    bridge = await chain.deploy(ethBridgeAbi, ethBridgeBytecode, [owner]);
  });
  afterAll(() => chain?.close());

  it('locks the ETH and numbers each deposit for the relayer', async () => {
    const send = async (value: bigint) => {
      const hash = await chain.wallet(userKeys[0]).writeContract({
        address: bridge,
        abi: ethBridgeAbi,
        functionName: 'depositEth',
        args: [buyer],
        value,
      });
      const receipt = await chain.publicClient.waitForTransactionReceipt({ hash });
      const [event] = await chain.publicClient.getContractEvents({
        address: bridge,
        abi: ethBridgeAbi,
        eventName: 'EthDeposited',
        fromBlock: receipt.blockNumber,
        toBlock: receipt.blockNumber,
      });
      return event?.args;
    };
    expect(await send(parseEther('1'))).toEqual({
      depositId: 1n,
      from: buyer,
      l2Recipient: buyer,
      amount: parseEther('1'),
    });
    expect((await send(parseEther('0.5')))?.depositId).toBe(2n);
    expect(await chain.publicClient.getBalance({ address: bridge })).toBe(parseEther('1.5'));
    await expect(send(0n)).rejects.toThrow(/ZeroAmount/);
  });
});

describe('an NFT collection', () => {
  let chain: Awaited<ReturnType<typeof inProcessChain>>;
  let collection: Address;
  beforeAll(async () => {
    chain = await inProcessChain(13473);
    collection = await chain.deploy(collectionAbi, collectionBytecode, [
      'Heroes',
      'HERO',
      'https://store.example/nft/1/',
      owner,
      minter,
    ]);
  });
  afterAll(() => chain?.close());

  it('is minted to a buyer by the marketplace minter only, once per token', async () => {
    await expect(
      chain
        .wallet(userKeys[0])
        .writeContract({ address: collection, abi: collectionAbi, functionName: 'mint', args: [buyer, 7n] }),
    ).rejects.toThrow(/NotMinter/);
    const hash = await chain.wallet(roleKeys.minter).writeContract({
      address: collection,
      abi: collectionAbi,
      functionName: 'mint',
      args: [buyer, 7n],
    });
    await chain.publicClient.waitForTransactionReceipt({ hash });
    const read = (functionName: 'ownerOf' | 'tokenURI') =>
      chain.publicClient.readContract({ address: collection, abi: collectionAbi, functionName, args: [7n] });
    expect(getAddress(await read('ownerOf'))).toBe(buyer);
    expect(await read('tokenURI')).toBe('https://store.example/nft/1/7');
    await expect(
      chain
        .wallet(roleKeys.minter)
        .writeContract({ address: collection, abi: collectionAbi, functionName: 'mint', args: [buyer, 7n] }),
    ).rejects.toThrow(/ERC721InvalidSender/);
  });
});
