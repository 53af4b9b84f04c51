import { describe, expect, it } from 'vitest';
import { assetOf, bucketsOf, slugOf, symbolOf, tokenAssets, tokenBuckets, tokenSlugs } from './tokens';
import { transferDirectionsByToken, transferParams } from './transfers';

describe('the token table', () => {
  it('gives each call the tokens it has always taken, in the order the API lists them', () => {
    expect(tokenSlugs('balance')).toEqual(['acent', 'dappx', 'edao', 'zera']);
    expect(tokenSlugs('transfer')).toEqual(['acent', 'dappx', 'zera']);
    expect(tokenSlugs('withdraw')).toEqual(['acent', 'dappx']);
    expect(tokenSlugs('history')).toEqual(['acent', 'dappx']);
    expect(tokenSlugs('governance')).toEqual(['acent', 'edao']);
    expect(tokenAssets('governance')).toEqual(['ACE', 'EDAO']);
    expect(tokenAssets('deposit')).toEqual(['ACE', 'DAPPX']);
  });

  it('turns slugs into ledger assets and back, and names Zera as people read it', () => {
    expect(assetOf('acent')).toBe('ACE');
    expect(assetOf('zera')).toBe('ZERA');
    expect(slugOf('DAPPX')).toBe('dappx');
    expect(symbolOf('acent')).toBe('ACE');
    expect(symbolOf('zera')).toBe('Zera');
  });

  it("gives each token's two buckets, and the balance and transfer calls read them from there", () => {
    expect(bucketsOf('acent')).toEqual(['vault', 'active']);
    expect(bucketsOf('edao')).toEqual(['vault', 'active']);
    expect(bucketsOf('zera')).toEqual(['main', 'pocket']);
    expect(tokenBuckets).toEqual(['vault', 'active', 'main', 'pocket']);
    expect(transferDirectionsByToken).toEqual({
      acent: ['vault-to-active', 'active-to-vault'],
      dappx: ['vault-to-active', 'active-to-vault'],
      zera: ['main-to-pocket', 'pocket-to-main'],
    });
    expect(transferParams.shape.direction.options).toEqual([
      'vault-to-active',
      'active-to-vault',
      'main-to-pocket',
      'pocket-to-main',
    ]);
  });
});
