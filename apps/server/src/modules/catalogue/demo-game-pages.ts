/**
 * Demo content of each game's page: its description in English, Spanish and Portuguese, the networks
 * it runs on and its genre tags (the hashtags' own translations are in demo-games.ts). The games of the
 * first Recommended grid keep no tags: the page's first paint draws their cards without any.
 */
export type DemoGamePage = {
  description: { en: string; es: string; pt: string };
  chains: string[];
  hashtags?: string[];
};

export const demoGamePages: Record<string, DemoGamePage> = {
  'game-arena': {
    description: {
      en: 'Step into the arena and fight other players for crypto rewards. Build your squad of heroes, win their NFTs at auction and climb the weekly ladder.',
      es: 'Entra en la arena y lucha contra otros jugadores por recompensas cripto. Forma tu escuadrón de héroes, gana sus NFT en subasta y sube en la clasificación semanal.',
      pt: 'Entre na arena e lute contra outros jogadores por recompensas em cripto. Monte seu esquadrão de heróis, ganhe os NFTs deles em leilão e suba no ranking semanal.',
    },
    chains: ['ethereum', 'immutable-zkevm'],
  },
  'hero-legends': {
    description: {
      en: 'Collect legendary heroes, level them up in story quests and trade them on the market with other players.',
      es: 'Colecciona héroes legendarios, súbelos de nivel en misiones de historia e intercámbialos en el mercado con otros jugadores.',
      pt: 'Colecione heróis lendários, evolua-os em missões de história e negocie-os no mercado com outros jogadores.',
    },
    chains: ['bnb-chain'],
  },
  'mythic-quest': {
    description: {
      en: 'A classic adventure in a world of myths: explore dungeons, solve riddles and keep the relics you find as NFTs.',
      es: 'Una aventura clásica en un mundo de mitos: explora mazmorras, resuelve acertijos y guarda como NFT las reliquias que encuentres.',
      pt: 'Uma aventura clássica em um mundo de mitos: explore masmorras, resolva enigmas e guarde como NFTs as relíquias que encontrar.',
    },
    chains: ['ethereum'],
  },
  'space-miners': {
    description: {
      en: 'Send your fleet to distant asteroids, mine rare ores and sell them to other colonies before prices drop.',
      es: 'Envía tu flota a asteroides lejanos, extrae minerales raros y véndelos a otras colonias antes de que bajen los precios.',
      pt: 'Envie sua frota a asteroides distantes, extraia minérios raros e venda-os a outras colônias antes que os preços caiam.',
    },
    chains: ['bnb-chain', 'polygon'],
    hashtags: ['Sci-fi', 'Strategy'],
  },
  'pixel-kart': {
    description: {
      en: 'Quick pixel-art kart races for up to eight players. Tune your kart, unlock tracks and race friends in seconds.',
      es: 'Carreras rápidas de karts en pixel art para hasta ocho jugadores. Ajusta tu kart, desbloquea circuitos y compite con amigos en segundos.',
      pt: 'Corridas rápidas de kart em pixel art para até oito jogadores. Ajuste seu kart, desbloqueie pistas e dispute com amigos em segundos.',
    },
    chains: ['ethereum'],
    hashtags: ['Arcade', 'Casual', 'Multiplayer'],
  },
  'dragon-realm': {
    description: {
      en: 'Hatch, raise and breed dragons, then lead them into battle for the realm. Every dragon is one of a kind.',
      es: 'Incuba, cría y reproduce dragones, y luego llévalos a la batalla por el reino. Cada dragón es único.',
      pt: 'Choque, crie e reproduza dragões e depois leve-os à batalha pelo reino. Cada dragão é único.',
    },
    chains: ['ethereum', 'polygon'],
    hashtags: ['Fantasy', 'RPG'],
  },
  'farm-frontier': {
    description: {
      en: 'Grow crops, raise animals and trade your harvest with neighbours on a farm that belongs to you.',
      es: 'Cultiva, cría animales e intercambia tu cosecha con tus vecinos en una granja que es tuya.',
      pt: 'Plante, crie animais e troque sua colheita com os vizinhos em uma fazenda que é sua.',
    },
    chains: ['bnb-chain'],
    hashtags: ['Simulation', 'Casual'],
  },
  'card-clash': {
    description: {
      en: 'A fast card battler: build a deck from the cards you own and outplay your opponent in short matches.',
      es: 'Un juego de cartas rápido: arma un mazo con las cartas que posees y supera a tu rival en partidas cortas.',
      pt: 'Um jogo de cartas rápido: monte um baralho com as cartas que você possui e supere seu rival em partidas curtas.',
    },
    chains: ['ethereum', 'immutable-zkevm'],
    hashtags: ['Card', 'Strategy', 'Multiplayer'],
  },
  'neon-racers': {
    description: {
      en: 'Race hover cars through neon cities. Win races to earn parts and build the fastest car in town.',
      es: 'Corre con autos flotantes por ciudades de neón. Gana carreras para conseguir piezas y construir el auto más rápido.',
      pt: 'Corra com carros flutuantes por cidades de neon. Vença corridas para ganhar peças e montar o carro mais rápido.',
    },
    chains: ['bnb-chain'],
    hashtags: ['Arcade', 'Multiplayer', 'Sci-fi'],
  },
  'lost-kingdoms': {
    description: {
      en: 'Rebuild a fallen kingdom: gather resources, form alliances and defend your lands against rival lords.',
      es: 'Reconstruye un reino caído: reúne recursos, forma alianzas y defiende tus tierras de los señores rivales.',
      pt: 'Reconstrua um reino caído: reúna recursos, forme alianças e defenda suas terras dos senhores rivais.',
    },
    chains: ['ethereum'],
    hashtags: ['Fantasy', 'Strategy'],
  },
  'mech-wars': {
    description: {
      en: 'Pilot giant mechs in team battles. Swap weapons and armour between matches to match your style.',
      es: 'Pilota mechas gigantes en batallas por equipos. Cambia armas y blindaje entre partidas según tu estilo.',
      pt: 'Pilote mechas gigantes em batalhas em equipe. Troque armas e blindagem entre partidas conforme seu estilo.',
    },
    chains: ['bnb-chain', 'polygon'],
    hashtags: ['Action', 'Sci-fi', 'Multiplayer'],
  },
  'ocean-tycoon': {
    description: {
      en: 'Build a shipping empire: buy ships, open trade routes and outbid rival companies at every port.',
      es: 'Construye un imperio naviero: compra barcos, abre rutas comerciales y supera a las empresas rivales en cada puerto.',
      pt: 'Construa um império de navegação: compre navios, abra rotas comerciais e supere as empresas rivais em cada porto.',
    },
    chains: ['ethereum'],
    hashtags: ['Simulation', 'Strategy'],
  },
  'star-colony': {
    description: {
      en: 'Found a colony on a new planet and keep it alive. Coming soon to the store.',
      es: 'Funda una colonia en un planeta nuevo y mantenla con vida. Muy pronto en la tienda.',
      pt: 'Funde uma colônia em um novo planeta e mantenha-a viva. Em breve na loja.',
    },
    chains: ['ethereum'],
    hashtags: ['Sci-fi', 'Simulation'],
  },
  'shadow-blade': {
    description: {
      en: 'A stealth action game of ninjas and shadows, with blades you forge and own. Coming soon to the store.',
      es: 'Un juego de acción y sigilo de ninjas y sombras, con espadas que forjas y posees. Muy pronto en la tienda.',
      pt: 'Um jogo de ação furtiva de ninjas e sombras, com lâminas que você forja e possui. Em breve na loja.',
    },
    chains: ['bnb-chain'],
    hashtags: ['Action', 'Fantasy'],
  },
  'rally-legends': {
    description: {
      en: 'Realistic rally driving on dirt, snow and tarmac. Collect classic cars in the garage and race them in seasons.',
      es: 'Rally realista sobre tierra, nieve y asfalto. Colecciona autos clásicos en el garaje y compite con ellos por temporadas.',
      pt: 'Rali realista em terra, neve e asfalto. Colecione carros clássicos na garagem e dispute temporadas com eles.',
    },
    chains: ['ethereum'],
  },
  'golden-guild': {
    description: {
      en: 'Join a guild of adventurers, share the loot of every raid and rise through the guild ranks.',
      es: 'Únete a un gremio de aventureros, comparte el botín de cada incursión y asciende en los rangos del gremio.',
      pt: 'Entre em uma guilda de aventureiros, divida o saque de cada incursão e suba nas patentes da guilda.',
    },
    chains: ['bnb-chain'],
    hashtags: ['RPG', 'Fantasy'],
  },
  'titan-tactics': {
    description: {
      en: 'Turn-based tactics with giant titans: plan every move on the grid and outthink your opponent.',
      es: 'Táctica por turnos con titanes gigantes: planea cada movimiento en el tablero y supera a tu rival.',
      pt: 'Tática por turnos com titãs gigantes: planeje cada movimento no tabuleiro e supere seu rival.',
    },
    chains: ['ethereum', 'immutable-zkevm'],
    hashtags: ['Strategy', 'Sci-fi'],
  },
  'winter-sale': {
    description: {
      en: 'A bundle of action and adventure games at a winter price, for a limited time.',
      es: 'Un paquete de juegos de acción y aventura a precio de invierno, por tiempo limitado.',
      pt: 'Um pacote de jogos de ação e aventura com preço de inverno, por tempo limitado.',
    },
    chains: ['ethereum'],
  },
};
