// What the NFT market is paid in: the layer-2's native coin. The wallet area calls that layer-2 "IMX",
// but its coin is ETH, and a price must name the coin that is paid. No zod: any screen may import it.
import type { languages } from './catalogue-constants';
import { formatAmount } from './amounts';
import { displayDecimals } from './tokens';

type Language = (typeof languages)[number];

/** The coin paid on the layer-2, and the layer-2's name in the wallet area. */
export const l2Coin = { symbol: 'ETH', network: 'IMX' } as const;

const onWord: Record<Language, string> = { en: 'on', es: 'en', pt: 'na' };

const separators: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  es: { group: '.', decimal: ',' },
  pt: { group: '.', decimal: ',' },
};

/**
 * An amount as people of `language` write numbers, at the wallet area's 6 decimals (cut, never rounded
 * up): 1,234.5 in English, 1.234,5 in Spanish and Portuguese. Worked out from the exact amount, so it
 * reads the same whatever language other screens last formatted in.
 */
export function localAmount(units: bigint, language: Language): string {
  const { group, decimal } = separators[language];
  const [whole = '0', fraction = ''] = formatAmount(units).split('.');
  const shown = fraction.slice(0, displayDecimals.amount).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const text = `${grouped}${shown ? `${decimal}${shown}` : ''}`;
  return text === '-0' ? '0' : text;
}

/** An amount of the coin: '0.05 ETH' ('0,05 ETH' in es and pt). */
export const l2CoinAmount = (units: bigint, language: Language) =>
  `${localAmount(units, language)} ${l2Coin.symbol}`;

/** An amount of the coin and where it lives: '0.05 ETH on IMX', '0,05 ETH en IMX', '0,05 ETH na IMX'. */
export const l2CoinText = (units: bigint, language: Language) =>
  `${l2CoinAmount(units, language)} ${onWord[language]} ${l2Coin.network}`;
