import { z } from 'zod';
import type { languages } from './catalogue-constants';

/**
 * The rules that clean the rankings' figures of wallet farms, bots and wash trades. Raw figures count
 * every row; the cleaned ones (trusted wallets, cleaned transactions, clean volume) leave out the rows a
 * rule flags. The thresholds live here alone: the server applies them and the method page lists them.
 */
export const figureCleaningRules = {
  farm: {
    /** At least this many wallets with the same first funder, active on one app within `windowDays`. */
    minWallets: 10,
    windowDays: 7,
    /** Each of them with at most this many transactions to the app (in the window). */
    maxTransactionsEach: 3,
  },
  burst: {
    /** More than this many transactions an hour from one wallet to one app… */
    maxTransactionsPerHour: 60,
    /** …in at least this many hours in a row. */
    minHours: 3,
  },
  wash: {
    /** A back-and-forth (A sells to B, B to A) or repeated trades of one item within this many days. */
    windowDays: 30,
    /** The same wallet buying or selling the same item this many times or more in the window. */
    minTradesOfItem: 3,
  },
} as const;

/** Why the cleaning leaves a row out of the cleaned figures (it still counts in the raw ones). */
export const cleanedReasons = ['farm', 'burst', 'wash'] as const;
export const cleanedReason = z.enum(cleanedReasons);
export type CleanedReason = z.infer<typeof cleanedReason>;

/** The ways a sale is a wash trade, after Dune's public spellbook (`nft.wash_trades`). */
export const washTradeTests = ['self', 'back-and-forth', 'repeated', 'same-funder'] as const;
export type WashTradeTest = (typeof washTradeTests)[number];

/** The thresholds as the method page shows them. */
export const figureCleaningRulesSchema = z.object({
  farm: z.object({
    minWallets: z.number().int().positive(),
    windowDays: z.number().int().positive(),
    maxTransactionsEach: z.number().int().positive(),
  }),
  burst: z.object({
    maxTransactionsPerHour: z.number().int().positive(),
    minHours: z.number().int().positive(),
  }),
  wash: z.object({
    windowDays: z.number().int().positive(),
    minTradesOfItem: z.number().int().positive(),
  }),
});
export type FigureCleaningRules = z.infer<typeof figureCleaningRulesSchema>;

type Language = (typeof languages)[number];
type RuleTexts = Record<Language, string>;

const { farm, burst, wash } = figureCleaningRules;

/** Each rule in plain words, per language, for the method page. */
export const figureCleaningTexts: Record<CleanedReason | WashTradeTest, RuleTexts> = {
  farm: {
    en: `Wallet farm: ${farm.minWallets} or more wallets active on the same app within ${farm.windowDays} days, first funded by the same address, each with at most ${farm.maxTransactionsEach} transactions to the app.`,
    es: `Granja de billeteras: ${farm.minWallets} o más billeteras activas en la misma app en ${farm.windowDays} días, financiadas por primera vez desde la misma dirección, cada una con ${farm.maxTransactionsEach} transacciones o menos a la app.`,
    pt: `Fazenda de carteiras: ${farm.minWallets} ou mais carteiras ativas no mesmo app em ${farm.windowDays} dias, financiadas pela primeira vez pelo mesmo endereço, cada uma com no máximo ${farm.maxTransactionsEach} transações para o app.`,
  },
  burst: {
    en: `Burst: a wallet sending more than ${burst.maxTransactionsPerHour} transactions an hour to one app for ${burst.minHours} hours or more in a row.`,
    es: `Ráfaga: una billetera que envía más de ${burst.maxTransactionsPerHour} transacciones por hora a una app durante ${burst.minHours} horas seguidas o más.`,
    pt: `Rajada: uma carteira que envia mais de ${burst.maxTransactionsPerHour} transações por hora a um app por ${burst.minHours} horas seguidas ou mais.`,
  },
  wash: {
    en: 'Wash trade: an item sale that matches any of the tests below.',
    es: 'Operación ficticia: una venta de un objeto que cumple alguna de las pruebas de abajo.',
    pt: 'Negociação fictícia: uma venda de item que cumpre algum dos testes abaixo.',
  },
  self: {
    en: 'The buyer and the seller are the same wallet.',
    es: 'El comprador y el vendedor son la misma billetera.',
    pt: 'O comprador e o vendedor são a mesma carteira.',
  },
  'back-and-forth': {
    en: `A sells an item to B and B sells it back to A within ${wash.windowDays} days.`,
    es: `A vende un objeto a B y B se lo vuelve a vender a A en ${wash.windowDays} días.`,
    pt: `A vende um item a B e B o vende de volta a A em ${wash.windowDays} dias.`,
  },
  repeated: {
    en: `The same wallet buys or sells the same item ${wash.minTradesOfItem} or more times within ${wash.windowDays} days.`,
    es: `La misma billetera compra o vende el mismo objeto ${wash.minTradesOfItem} veces o más en ${wash.windowDays} días.`,
    pt: `A mesma carteira compra ou vende o mesmo item ${wash.minTradesOfItem} vezes ou mais em ${wash.windowDays} dias.`,
  },
  'same-funder': {
    en: 'The buyer and the seller were first funded by the same address.',
    es: 'El comprador y el vendedor recibieron sus primeros fondos de la misma dirección.',
    pt: 'O comprador e o vendedor receberam os primeiros fundos do mesmo endereço.',
  },
};
