import { describe, expect, it } from 'vitest';
import { gamePageText, isKnownPage, pageTextOf } from './page-titles';

describe('page titles', () => {
  it('names each page in each language, its sub-pages by it, anything else as not found', () => {
    expect(pageTextOf('/games', 'en').title).toBe('Games · DAPPX');
    expect(pageTextOf('/games/', 'es').title).toBe('Juegos · DAPPX');
    expect(pageTextOf('/user-profile/edao', 'pt').title).toBe('Sua carteira · DAPPX');
    expect(pageTextOf('/nft-collection/abc', 'en').title).toBe('NFT collection · DAPPX');
    expect(pageTextOf('/', 'en').title).toBe('DAPPX');
    expect(pageTextOf('/no-such-page', 'en').title).toBe('Page not found · DAPPX');
    expect(pageTextOf('/no/such/page', 'es').title).toBe('Página no encontrada · DAPPX');
    expect(isKnownPage('/submit-dapp')).toBe(true);
    expect(isKnownPage('/user-profile/ace')).toBe(true);
    expect(isKnownPage('/games-x')).toBe(false);
    expect(pageTextOf('/explore-3', 'pt').description).toContain('NFT');
    // An item's own page can be linked: the server answers it with the page, not a 404.
    expect(isKnownPage('/explore-3/5b0f7a1e-3c2d-4e8a-9f61-2a7d0c4b8e01/5')).toBe(true);
    expect(pageTextOf('/explore-3/5b0f7a1e-3c2d-4e8a-9f61-2a7d0c4b8e01/5', 'es').description).toContain(
      'ETH en IMX',
    );
    expect(pageTextOf(`/explorer/8888/tx/0x${'ab'.repeat(32)}`, 'es').title).toBe('Transacción · DAPPX');
    expect(pageTextOf('/rankings', 'es').title).toBe('Clasificación · DAPPX');
    expect(pageTextOf('/rankings/method', 'en').title).toBe('How the rankings are measured · DAPPX');
    expect(pageTextOf('/rankings/aave/transactions', 'pt').title).toBe('Transações do app · DAPPX');
  });

  it('titles a game’s page by its name, the generic game page’s until the name is known', () => {
    expect(pageTextOf('/games/dragon-realm', 'es').title).toBe('Juego · DAPPX');
    expect(gamePageText('Dragon Realm', 'Dragons.', 'es')).toEqual({
      title: 'Dragon Realm · DAPPX',
      description: 'Dragons.',
    });
    expect(gamePageText('Dragon Realm', ' ', 'en').description).toBe(
      pageTextOf('/games/x', 'en').description,
    );
  });
});
