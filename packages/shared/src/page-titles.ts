// Each page's title and description, for the browser tab, link previews and search results: the server
// writes them into the page it sends (crawlers run no script), the app sets the title on every route
// change. No zod: the web app's first load imports this module alone.
import type { languages } from './catalogue-constants';

type Language = (typeof languages)[number];
export type PageText = { title: string; description: string };

const home: Record<Language, PageText> = {
  en: {
    title: 'DAPPX',
    description: 'Discover, play and earn with decentralised apps: games, DeFi, NFT and more.',
  },
  es: {
    title: 'DAPPX',
    description: 'Descubre, juega y gana con aplicaciones descentralizadas: juegos, DeFi, NFT y más.',
  },
  pt: {
    title: 'DAPPX',
    description: 'Descubra, jogue e ganhe com aplicativos descentralizados: jogos, DeFi, NFT e mais.',
  },
};

const named = (en: string, es: string, pt: string, description: Record<Language, string>) =>
  ({
    en: { title: `${en} · DAPPX`, description: description.en },
    es: { title: `${es} · DAPPX`, description: description.es },
    pt: { title: `${pt} · DAPPX`, description: description.pt },
  }) satisfies Record<Language, PageText>;

const pages: Record<string, Record<Language, PageText>> = {
  '/': home,
  '/games': named('Games', 'Juegos', 'Jogos', {
    en: 'Blockchain games to play and earn: featured, recommended and popular.',
    es: 'Juegos blockchain para jugar y ganar: destacados, recomendados y populares.',
    pt: 'Jogos blockchain para jogar e ganhar: em destaque, recomendados e populares.',
  }),
  '/top-game-charts': named('Top games', 'Top juegos', 'Top jogos', {
    en: 'Blockchain games picked and ordered by the DAPPX editors.',
    es: 'Juegos blockchain elegidos y ordenados por los editores de DAPPX.',
    pt: 'Jogos blockchain escolhidos e ordenados pelos editores da DAPPX.',
  }),
  '/top-defi-charts': named('Top DeFi', 'Top DeFi', 'Top DeFi', {
    en: 'DeFi apps picked and ordered by the DAPPX editors.',
    es: 'Apps DeFi elegidas y ordenadas por los editores de DAPPX.',
    pt: 'Apps DeFi escolhidos e ordenados pelos editores da DAPPX.',
  }),
  '/top-nft-charts': named('Top NFT', 'Top NFT', 'Top NFT', {
    en: 'NFT marketplaces picked and ordered by the DAPPX editors.',
    es: 'Mercados NFT elegidos y ordenados por los editores de DAPPX.',
    pt: 'Marketplaces de NFT escolhidos e ordenados pelos editores da DAPPX.',
  }),
  '/exchange': named('Top exchanges', 'Top exchanges', 'Top exchanges', {
    en: 'Exchanges picked and ordered by the DAPPX editors.',
    es: 'Exchanges elegidos y ordenados por los editores de DAPPX.',
    pt: 'Exchanges escolhidas e ordenadas pelos editores da DAPPX.',
  }),
  '/rankings': named('Rankings', 'Clasificación', 'Classificação', {
    en: 'Dapps ranked by their wallets, transactions, volume and balance on chain, as the DAPPX indexer measures them.',
    es: 'Dapps ordenadas por sus billeteras, transacciones, volumen y saldo en la cadena, según las mide el indexador de DAPPX.',
    pt: 'Dapps ordenados por suas carteiras, transações, volume e saldo na cadeia, como o indexador da DAPPX os mede.',
  }),
  '/rankings/method': named(
    'How the rankings are measured',
    'Cómo se mide la clasificación',
    'Como a classificação é medida',
    {
      en: 'What each figure of the DAPPX rankings counts, over which window, and where the data comes from.',
      es: 'Qué cuenta cada cifra de la clasificación de DAPPX, en qué periodo y de dónde salen los datos.',
      pt: 'O que cada número da classificação da DAPPX conta, em que período e de onde vêm os dados.',
    },
  ),
  '/explore-3': named('NFT market', 'Mercado NFT', 'Mercado NFT', {
    en: 'Browse and buy NFTs from every collection of the store.',
    es: 'Explora y compra NFT de todas las colecciones de la tienda.',
    pt: 'Explore e compre NFTs de todas as coleções da loja.',
  }),
  '/download': named('Download', 'Descargar', 'Baixar', {
    en: 'Get the DAPPX browser and wallet.',
    es: 'Descarga el navegador y la billetera DAPPX.',
    pt: 'Baixe o navegador e a carteira DAPPX.',
  }),
  '/terms': named('Terms of Service', 'Términos del servicio', 'Termos de serviço', {
    en: 'The terms of using DAPPX.',
    es: 'Los términos de uso de DAPPX.',
    pt: 'Os termos de uso da DAPPX.',
  }),
  '/disclaimer': named('Disclaimer', 'Aviso legal', 'Aviso legal', {
    en: 'What DAPPX does and does not promise.',
    es: 'Lo que DAPPX promete y lo que no.',
    pt: 'O que a DAPPX promete e o que não promete.',
  }),
  '/login': named('Sign in', 'Iniciar sesión', 'Entrar', {
    en: 'Connect your wallet to sign in to DAPPX.',
    es: 'Conecta tu billetera para iniciar sesión en DAPPX.',
    pt: 'Conecte sua carteira para entrar na DAPPX.',
  }),
  '/search': named('Search', 'Buscar', 'Pesquisar', {
    en: 'Apps, games and NFTs of DAPPX that match your search.',
    es: 'Apps, juegos y NFT de DAPPX que coinciden con tu búsqueda.',
    pt: 'Apps, jogos e NFTs da DAPPX que correspondem à sua pesquisa.',
  }),
  '/submit-dapp': named('Submit a dapp', 'Enviar una dapp', 'Enviar um dapp', {
    en: 'Send your decentralised app to the DAPPX store for review.',
    es: 'Envía tu aplicación descentralizada a la tienda DAPPX para su revisión.',
    pt: 'Envie seu aplicativo descentralizado para a loja DAPPX para revisão.',
  }),
  '/user-profile': named('Your wallet', 'Tu billetera', 'Sua carteira', {
    en: 'Your balances, stakes and history on DAPPX.',
    es: 'Tus saldos, stakes e historial en DAPPX.',
    pt: 'Seus saldos, stakes e histórico na DAPPX.',
  }),
  '/maintenance': named(
    'Maintenance & Upgrade',
    'Mantenimiento y actualización',
    'Manutenção e atualização',
    {
      en: 'DAPPX is under maintenance. Please check back soon.',
      es: 'DAPPX está en mantenimiento. Vuelve pronto.',
      pt: 'A DAPPX está em manutenção. Volte em breve.',
    },
  ),
};

/** A game's page until its name is known (and for a game the store does not have). */
const gamePage = named('Game', 'Juego', 'Jogo', {
  en: 'A blockchain game on DAPPX: what it is, where it runs, where to play it.',
  es: 'Un juego blockchain en DAPPX: qué es, dónde funciona, dónde jugarlo.',
  pt: 'Um jogo blockchain na DAPPX: o que é, onde roda, onde jogar.',
});

/** Paths under a page share its title: a collection's page, the wallet area's sub-pages. */
const prefixes: [string, Record<Language, PageText>][] = [
  ['/user-profile/', pages['/user-profile']!],
  ['/games/', gamePage],
  [
    '/nft-collection/',
    named('NFT collection', 'Colección NFT', 'Coleção NFT', {
      en: 'An NFT collection on DAPPX: see its tokens and buy one.',
      es: 'Una colección NFT en DAPPX: mira sus tokens y compra uno.',
      pt: 'Uma coleção de NFT na DAPPX: veja seus tokens e compre um.',
    }),
  ],
  [
    '/explore-3/',
    named('NFT', 'NFT', 'NFT', {
      en: 'An NFT of the DAPPX market: its price in ETH on IMX, its owner and traits; buy it here.',
      es: 'Un NFT del mercado de DAPPX: su precio en ETH en IMX, su propietario y rasgos; cómpralo aquí.',
      pt: 'Um NFT do mercado da DAPPX: seu preço em ETH na IMX, seu proprietário e características; compre aqui.',
    }),
  ],
  [
    '/rankings/',
    named('App transactions', 'Transacciones de la app', 'Transações do app', {
      en: 'The transactions behind a dapp’s figures in the DAPPX rankings, and why any of them is not counted.',
      es: 'Las transacciones detrás de las cifras de una dapp en la clasificación de DAPPX, y por qué alguna no cuenta.',
      pt: 'As transações por trás dos números de um dapp na classificação da DAPPX, e por que alguma não conta.',
    }),
  ],
  [
    '/explorer/',
    named('Transaction', 'Transacción', 'Transação', {
      en: 'A transaction on the DAPPX demo chains: status, parties, value and decoded events.',
      es: 'Una transacción en las cadenas de demostración de DAPPX: estado, partes, valor y eventos decodificados.',
      pt: 'Uma transação nas cadeias de demonstração da DAPPX: status, partes, valor e eventos decodificados.',
    }),
  ],
];

/** Any path the store has no page for. */
const notFoundPage = named('Page not found', 'Página no encontrada', 'Página não encontrada', {
  en: 'This page does not exist on DAPPX. Search the store or go back home.',
  es: 'Esta página no existe en DAPPX. Busca en la tienda o vuelve al inicio.',
  pt: 'Esta página não existe na DAPPX. Pesquise na loja ou volte ao início.',
});

const pageAt = (pathname: string) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages[path] ?? prefixes.find(([prefix]) => path.startsWith(prefix))?.[1];
};

/** Whether the store has a page at `pathname` (the server answers any other 404, with the not-found page). */
export const isKnownPage = (pathname: string) => pageAt(pathname) !== undefined;

/** The title and description of the page at `pathname`, in `language`; the not-found page's for any other. */
export function pageTextOf(pathname: string, language: Language): PageText {
  return (pageAt(pathname) ?? notFoundPage)[language];
}

/** A game's page: the game's name in the title, its own description (the generic one when it has none). */
export function gamePageText(name: string, description: string, language: Language): PageText {
  return { title: `${name} · DAPPX`, description: description.trim() || gamePage[language].description };
}
