import { describe, expect, it } from 'vitest';
import { assetOf, slugOf, symbolOf, tokenAssets, tokenSlugs } from './tokens';

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
});
