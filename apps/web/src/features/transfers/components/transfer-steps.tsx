import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDisplayAmount } from '@dappx/shared/amounts';
import { transferTexts } from '@dappx/shared/transfers';
import { FlowButtons } from '@/components/dialogs/flow-steps';
import type { MoneyFlow } from '@/components/dialogs/use-money-flow';
import {
  balancesAfter,
  chooseFrom,
  chooseTo,
  nextAmountText,
  transferError,
  type Side,
  type SideBalances,
} from '../transfer-rules';

type StepProps = {
  symbol: string;
  balances: SideBalances;
  sides: { from: Side; to: Side };
  amount: bigint;
  label: (side: Side) => string;
  flow: MoneyFlow;
  onContinue: () => void;
};

const sidesOrder = ['first', 'second'] as const;

/** Step 1: From and To, the amount and the From balance, Cancel and Continue. */
export function TransferForm({
  symbol,
  balances,
  sides,
  label,
  flow,
  onContinue,
  amountText,
  onSides,
  onAmountText,
}: StepProps & {
  amountText: string;
  onSides: (sides: { from: Side; to: Side }) => void;
  onAmountText: (update: (previous: string) => string) => void;
}) {
  const { t } = useTranslation();
  // Checked as it is typed: the problem shows at once and Continue waits for a good amount.
  const typed = amountText.trim() !== '';
  const live = typed ? transferError(amountText, balances[sides.from]) : undefined;
  const problem = (flow.formError ?? live) as keyof typeof transferTexts | undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 }}>
      <SidesPicker sides={sides} label={label} onSides={onSides} />
      <TextField
        label={t('transfers.amount')}
        value={amountText}
        placeholder="0"
        error={problem !== undefined}
        helperText={problem ? t(`transfers.${problem}`, { defaultValue: transferTexts[problem] }) : undefined}
        onChange={(event) => {
          const typed = event.target.value.trim();
          onAmountText((previous) => nextAmountText(typed, previous));
          flow.setFormError(undefined);
        }}
        onKeyDown={(event) => event.key === 'Enter' && onContinue()}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: { endAdornment: <InputAdornment position="end">{symbol}</InputAdornment> },
          formHelperText: { role: 'alert' },
        }}
      />
      <AvailableBalance value={`${formatDisplayAmount(balances[sides.from])} ${symbol}`} />
      <FlowButtons
        onCancel={flow.close}
        onNext={onContinue}
        cancel={t('transfers.cancel')}
        next={t('transfers.continue')}
        disabled={!typed || live !== undefined}
      />
    </Box>
  );
}

/** From and To side by side (one above the other on a phone): choosing one sets the other. */
function SidesPicker({
  sides,
  label,
  onSides,
}: Pick<StepProps, 'sides' | 'label'> & { onSides: (sides: { from: Side; to: Side }) => void }) {
  const { t } = useTranslation();
  const select = (name: 'from' | 'to', choose: typeof chooseFrom) => (
    <TextField
      select
      label={t(`transfers.${name}`)}
      value={sides[name]}
      onChange={(event) => onSides(choose(event.target.value as Side))}
    >
      {sidesOrder.map((side) => (
        <MenuItem key={side} value={side}>
          {label(side)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto 1fr' },
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      {select('from', chooseFrom)}
      <ArrowForwardIcon
        aria-hidden="true"
        sx={{
          color: 'text.secondary',
          justifySelf: 'center',
          transform: { xs: 'rotate(90deg)', sm: 'none' },
        }}
      />
      {select('to', chooseTo)}
    </Box>
  );
}

function AvailableBalance({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'surface.tinted',
      }}
    >
      <Typography color="text.secondary">{t('transfers.available')}</Typography>
      <Typography
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        data-testid="available-balance"
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Step 2: the amount, then Current and After for both balances; Cancel goes back, Continue transfers. */
export function TransferConfirm({ symbol, balances, sides, amount, label, flow, onContinue }: StepProps) {
  const { t } = useTranslation();
  const after = balancesAfter(balances, sides.from, amount);
  const show = (units: bigint) => `${formatDisplayAmount(units)} ${symbol}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
      <Box sx={{ textAlign: 'center', py: 1 }}>
        <Typography color="text.secondary">{t('transfers.amount')}</Typography>
        <Typography sx={{ fontSize: 22, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {show(amount)}
        </Typography>
      </Box>
      {([sides.from, sides.to] as const).map((side, index) => (
        <Box
          key={side}
          sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'surface.raised' }}
        >
          <Typography sx={{ fontWeight: 700, mb: 1 }}>
            {index === 0 ? t('transfers.from') : t('transfers.to')}: {label(side)}
          </Typography>
          <BalanceLine name={t('transfers.current')} value={show(balances[side])} />
          <BalanceLine name={t('transfers.after')} value={show(after[side])} />
        </Box>
      ))}
      <FlowButtons
        onCancel={flow.back}
        onNext={onContinue}
        cancel={t('transfers.cancel')}
        next={t('transfers.continue')}
      />
    </Box>
  );
}

function BalanceLine({ name, value }: { name: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {name}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          textAlign: { xs: 'left', sm: 'right' },
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}
