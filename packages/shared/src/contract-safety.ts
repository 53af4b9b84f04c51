import { z } from 'zod';
import { contractProofRoles, contractProofSlug } from './contract-proofs';
import type { EndpointSchemaTable } from './endpoint';

/** EIP-1967's implementation slot: bytes32(uint256(keccak256('eip1967.proxy.implementation')) - 1). */
export const eip1967ImplementationSlot = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';
/** EIP-1967's admin slot: bytes32(uint256(keccak256('eip1967.proxy.admin')) - 1). */
export const eip1967AdminSlot = '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103';
/** topic0 of `Upgraded(address)`, the event EIP-1967 proxies emit on each upgrade. */
export const upgradedTopic = '0xbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b';

type Words = { en: string; es: string; pt: string };

/**
 * The published list of privileged functions looked for in a contract's code: by 4-byte selector
 * (the first 4 bytes of keccak256 of the signature), each with what it lets its holder do, in plain words.
 */
export const privilegedFunctions: readonly { selector: string; signature: string; meaning: Words }[] = [
  {
    selector: '0x40c10f19',
    signature: 'mint(address,uint256)',
    meaning: {
      en: 'Can create new tokens at will',
      es: 'Puede crear tokens nuevos a voluntad',
      pt: 'Pode criar novos tokens à vontade',
    },
  },
  {
    selector: '0x8456cb59',
    signature: 'pause()',
    meaning: { en: 'Can stop the contract', es: 'Puede detener el contrato', pt: 'Pode parar o contrato' },
  },
  {
    selector: '0x3f4ba83a',
    signature: 'unpause()',
    meaning: {
      en: 'Can restart a stopped contract',
      es: 'Puede reanudar un contrato detenido',
      pt: 'Pode retomar um contrato parado',
    },
  },
  {
    selector: '0x3659cfe6',
    signature: 'upgradeTo(address)',
    meaning: {
      en: 'Can replace the contract’s code',
      es: 'Puede reemplazar el código del contrato',
      pt: 'Pode substituir o código do contrato',
    },
  },
  {
    selector: '0x4f1ef286',
    signature: 'upgradeToAndCall(address,bytes)',
    meaning: {
      en: 'Can replace the contract’s code',
      es: 'Puede reemplazar el código del contrato',
      pt: 'Pode substituir o código do contrato',
    },
  },
  {
    selector: '0xf9f92be4',
    signature: 'blacklist(address)',
    meaning: {
      en: 'Can block an address from using it',
      es: 'Puede bloquear una dirección',
      pt: 'Pode bloquear um endereço',
    },
  },
  {
    selector: '0x44337ea1',
    signature: 'addToBlacklist(address)',
    meaning: {
      en: 'Can block an address from using it',
      es: 'Puede bloquear una dirección',
      pt: 'Pode bloquear um endereço',
    },
  },
  {
    selector: '0xe5c7160b',
    signature: 'blocklist(address)',
    meaning: {
      en: 'Can block an address from using it',
      es: 'Puede bloquear una dirección',
      pt: 'Pode bloquear um endereço',
    },
  },
  {
    selector: '0x69fe0e2d',
    signature: 'setFee(uint256)',
    meaning: {
      en: 'Can change the fees you pay',
      es: 'Puede cambiar las comisiones que pagas',
      pt: 'Pode mudar as taxas que você paga',
    },
  },
  {
    selector: '0xf2fde38b',
    signature: 'transferOwnership(address)',
    meaning: {
      en: 'Can hand control to someone else',
      es: 'Puede ceder el control a otra persona',
      pt: 'Pode passar o controle a outra pessoa',
    },
  },
  {
    selector: '0x715018a6',
    signature: 'renounceOwnership()',
    meaning: {
      en: 'Can give up control for good',
      es: 'Puede renunciar al control para siempre',
      pt: 'Pode abrir mão do controle para sempre',
    },
  },
  {
    selector: '0x8f283970',
    signature: 'changeAdmin(address)',
    meaning: {
      en: 'Can hand the right to upgrade to someone else',
      es: 'Puede ceder el derecho a actualizarlo',
      pt: 'Pode passar o direito de atualizá-lo',
    },
  },
  {
    selector: '0x3ccfd60b',
    signature: 'withdraw()',
    meaning: {
      en: 'Can take the funds the contract holds',
      es: 'Puede retirar los fondos del contrato',
      pt: 'Pode retirar os fundos do contrato',
    },
  },
];

/** Who a role's holder is: nobody, a wallet (an address without code), or a contract such as a multisig. */
export const holderKinds = ['nobody', 'wallet', 'contract'] as const;
export type HolderKind = (typeof holderKinds)[number];
export const proxyKinds = ['none', 'eip1967', 'eip1167'] as const;

const holder = z.object({ kind: z.enum(holderKinds), address: z.string().nullable() });

/** What the chain says about one contract, as last read by the background job. */
export const contractSafetyFacts = z.object({
  checked_at: z.string(),
  has_code: z.boolean(),
  /** Decimal strings: block numbers are big numbers. */
  creation_block: z.string().nullable(),
  created_at: z.string().nullable(),
  proxy: z.object({
    kind: z.enum(proxyKinds),
    implementation: z.string().nullable(),
    /** Who can replace its code: the EIP-1967 admin, else (UUPS) its owner; nobody for a clone. */
    upgrader: holder,
    upgraded_block: z.string().nullable(),
    upgraded_at: z.string().nullable(),
  }),
  owner: holder,
  /** Selectors of `privilegedFunctions` found in its code (for a proxy, its implementation's). */
  privileged: z.array(z.string()),
});
export type ContractSafetyFacts = z.infer<typeof contractSafetyFacts>;

export const contractSafetyQuery = z.strictObject({ app: contractProofSlug });

/** GET /v1/contract-safety?app=: each listed contract's facts (null until first read) and its proof. */
export const contractSafetyResponse = z.object({
  contracts: z.array(
    z.object({
      chain_id: z.number().int(),
      address: z.string(),
      facts: contractSafetyFacts.nullable(),
      proof: z.object({ role: z.enum(contractProofRoles), signer: z.string() }).nullable(),
    }),
  ),
  /** Counts the summary line is made of: each one a plain fact, no score. */
  summary: z.object({
    contracts: z.number().int(),
    proven: z.number().int(),
    unread: z.number().int(),
    upgradeable: z.number().int(),
    upgradeable_by_wallet: z.number().int(),
    owned_by_wallet: z.number().int(),
  }),
});
export type ContractSafetyResponse = z.infer<typeof contractSafetyResponse>;

/** The schemas of the contract safety endpoint (declared in endpoints/contract-safety.ts). */
export const contractSafetyEndpointSchemas = {
  contractSafety: { query: contractSafetyQuery, response: contractSafetyResponse },
} satisfies EndpointSchemaTable;
