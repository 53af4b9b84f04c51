import { shortAddress } from '@dappx/shared/addresses';
import { privilegedFunctions, type ContractSafetyResponse } from '@dappx/shared/contract-safety';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChainName } from '@/features/rankings';
import { useFormats } from '@/lib/formats';
import { useContractSafety } from '../api/get-contract-safety';
import { summaryText } from '../summary-text';

type Listed = ContractSafetyResponse['contracts'][number];
type Facts = NonNullable<Listed['facts']>;
type Holder = Facts['owner'];
type Language = keyof (typeof privilegedFunctions)[number]['meaning'];

/** What the chain says of each contract an app lists, for the app's (or game's) page; nothing if it lists none. */
export function SafetyPanel({ app }: { app: string }) {
  const { t } = useTranslation();
  const safety = useContractSafety(app);
  if (safety.isPending)
    return (
      <Typography role="status" color="text.secondary">
        {t('contractSafety.loading')}
      </Typography>
    );
  if (safety.isError) return <Typography color="text.secondary">{t('contractSafety.failed')}</Typography>;
  return <SafetyView answer={safety.data} />;
}

export function SafetyView({ answer }: { answer: ContractSafetyResponse }) {
  const { t } = useTranslation();
  if (answer.contracts.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="contract-safety-title"
      data-testid="safety-panel"
      sx={{ display: 'grid', gap: 1, my: 3, minWidth: 0 }}
    >
      <Typography id="contract-safety-title" component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {t('contractSafety.title')}
      </Typography>
      <Typography data-testid="safety-summary" sx={{ fontWeight: 700 }}>
        {summaryText(t, answer.summary)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('contractSafety.intro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {answer.contracts.map((contract) => (
          <ContractFacts key={`${contract.chain_id} ${contract.address}`} contract={contract} />
        ))}
      </Box>
    </Box>
  );
}

function ContractFacts({ contract }: { contract: Listed }) {
  const { t } = useTranslation();
  const chainName = useChainName();
  const formats = useFormats();
  return (
    <Box
      component="li"
      data-testid="safety-contract"
      sx={{
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        minWidth: 0,
        display: 'grid',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 16 }}>
          {chainName(contract.chain_id)}{' '}
          <Box component="span" title={contract.address} sx={{ fontFamily: 'monospace' }}>
            {shortAddress(contract.address)}
          </Box>
        </Typography>
        {contract.facts && (
          <Typography variant="body2" color="text.secondary">
            {t('contractSafety.checked', { when: formats.relative(contract.facts.checked_at) })}
          </Typography>
        )}
      </Box>
      {contract.facts ? (
        <FactList facts={contract.facts} proof={contract.proof} />
      ) : (
        <Typography color="text.secondary">{t('contractSafety.unread')}</Typography>
      )}
    </Box>
  );
}

/** One fact: what it is, in plain words, and how the store found it. */
function Fact({
  name,
  label,
  how,
  children,
}: {
  name: string;
  label: string;
  how: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box data-fact={name} sx={{ display: 'grid', gap: 0.25, alignContent: 'start', minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
          {t('contractSafety.how', { how })}
        </Typography>
      </Box>
    </Box>
  );
}

function holderText(t: TFunction, holder: Holder) {
  return t(`contractSafety.holder.${holder.kind}`, {
    address: holder.address ? shortAddress(holder.address) : '',
  });
}

function FactList({ facts, proof }: { facts: Facts; proof: Listed['proof'] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const at = (block: string | null, time: string | null) =>
    block && time
      ? { block: formats.count(block), date: formats.date(time), ago: formats.relative(time) }
      : null;
  const created = at(facts.creation_block, facts.created_at);
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.25, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <Fact name="code" label={t('contractSafety.code.label')} how={t('contractSafety.code.how')}>
        {t(facts.has_code ? 'contractSafety.code.yes' : 'contractSafety.code.no')}
      </Fact>
      {facts.has_code && (
        <Fact name="age" label={t('contractSafety.age.label')} how={t('contractSafety.age.how')}>
          {created ? t('contractSafety.age.value', created) : t('contractSafety.age.unknown')}
        </Fact>
      )}
      {facts.has_code && <ProxyFact facts={facts} />}
      {facts.has_code && (
        <Fact name="owner" label={t('contractSafety.owner.label')} how={t('contractSafety.owner.how')}>
          {t(`contractSafety.owner.${facts.owner.kind}`, {
            address: facts.owner.address ? shortAddress(facts.owner.address) : '',
          })}
        </Fact>
      )}
      {facts.has_code && <PrivilegedFact selectors={facts.privileged} />}
      <Fact name="proof" label={t('contractSafety.proof.label')} how={t('contractSafety.proof.how')}>
        {proof
          ? t('contractSafety.proof.proven', {
              role: t(`contractSafety.proof.role.${proof.role}`),
              signer: shortAddress(proof.signer),
            })
          : t('contractSafety.proof.none')}
      </Fact>
    </Box>
  );
}

function ProxyFact({ facts }: { facts: Facts }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { proxy } = facts;
  const implementation = proxy.implementation ? shortAddress(proxy.implementation) : '';
  const what =
    proxy.kind === 'none'
      ? t('contractSafety.proxy.none')
      : proxy.kind === 'eip1167'
        ? t('contractSafety.proxy.clone', { implementation })
        : t('contractSafety.proxy.eip1967', { implementation, upgrader: holderText(t, proxy.upgrader) });
  const last =
    proxy.kind !== 'eip1967'
      ? null
      : proxy.upgraded_block && proxy.upgraded_at
        ? t('contractSafety.proxy.lastUpgrade', {
            block: formats.count(proxy.upgraded_block),
            date: formats.date(proxy.upgraded_at),
          })
        : t('contractSafety.proxy.neverUpgraded');
  return (
    <Fact name="proxy" label={t('contractSafety.proxy.label')} how={t('contractSafety.proxy.how')}>
      {what}
      {last && (
        <Box component="span" sx={{ display: 'block' }}>
          {last}
        </Box>
      )}
    </Fact>
  );
}

function PrivilegedFact({ selectors }: { selectors: string[] }) {
  const { t, i18n } = useTranslation();
  const language = (['en', 'es', 'pt'].includes(i18n.language) ? i18n.language : 'en') as Language;
  const found = privilegedFunctions.filter((fn) => selectors.includes(fn.selector));
  return (
    <Fact
      name="privileged"
      label={t('contractSafety.privileged.label')}
      how={t('contractSafety.privileged.how')}
    >
      {found.length === 0 ? (
        t('contractSafety.privileged.none')
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {found.map((fn) => (
            <li key={fn.selector}>
              <Box component="code" sx={{ fontSize: 13 }}>
                {fn.signature}
              </Box>
              : {fn.meaning[language]}
            </li>
          ))}
        </Box>
      )}
    </Fact>
  );
}
