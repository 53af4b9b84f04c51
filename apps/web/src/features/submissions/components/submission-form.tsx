import {
  catalogueChainIds,
  catalogueChains,
  chartCategories,
  chartNamesIn,
} from '@dappx/shared/catalogue-constants';
import type { SubmissionView } from '@dappx/shared/submissions';
import { submissionLimits } from '@dappx/shared/submissions-texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../lib/draft';
import { ContractsField } from './contracts-field';
import { LogoField } from './logo-field';
import { useSubmissionForm } from './use-submission-form';

type Form = ReturnType<typeof useSubmissionForm>;

function ChainsField({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { chains } = form.draft;
  const toggle = (chain: Draft['chains'][number]) =>
    form.edit('chains')(chains.includes(chain) ? chains.filter((c) => c !== chain) : [...chains, chain]);
  return (
    <FormControl error={Boolean(form.problemOf('chains'))} component="fieldset">
      <FormLabel component="legend">{t('submissions.chains')}</FormLabel>
      <FormGroup row>
        {catalogueChainIds.map((chain) => (
          <FormControlLabel
            key={chain}
            control={<Checkbox checked={chains.includes(chain)} onChange={() => toggle(chain)} />}
            label={catalogueChains[chain]}
          />
        ))}
      </FormGroup>
      <FormHelperText>{form.problemOf('chains')}</FormHelperText>
    </FormControl>
  );
}

/** One text field of the draft, its problem under it. */
function DraftText({
  form,
  field,
  label,
  ...rest
}: {
  form: Form;
  field: 'name' | 'url' | 'description' | 'contact_email';
  label: string;
  multiline?: boolean;
  type?: string;
}) {
  const problem = form.problemOf(field);
  return (
    <TextField
      label={label}
      value={form.draft[field]}
      onChange={(event) => form.edit(field)(event.target.value)}
      error={Boolean(problem)}
      helperText={problem}
      required
      fullWidth
      minRows={rest.multiline ? 3 : undefined}
      {...rest}
    />
  );
}

/** The submit form (or the edit of a submission the editors sent back). */
export function SubmissionForm({ editing, onSent }: { editing?: SubmissionView; onSent: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useSubmissionForm(editing, onSent);
  const names = chartNamesIn[(i18n.resolvedLanguage ?? 'en') as 'en' | 'es' | 'pt'];
  const category = form.problemOf('category');
  return (
    <Box component="form" noValidate onSubmit={form.onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <DraftText form={form} field="name" label={t('submissions.name')} />
      <DraftText form={form} field="url" label={t('submissions.url')} type="url" />
      <TextField
        select
        label={t('submissions.category')}
        value={form.draft.category}
        onChange={(event) => form.edit('category')(event.target.value as Draft['category'])}
        error={Boolean(category)}
        helperText={category}
        required
      >
        {chartCategories.map((value) => (
          <MenuItem key={value} value={value}>
            {names[value]}
          </MenuItem>
        ))}
      </TextField>
      <DraftText form={form} field="description" label={t('submissions.description')} multiline />
      <Box sx={{ mt: -2, textAlign: 'right', color: 'text.secondary', fontSize: 12 }}>
        {form.draft.description.length}/{submissionLimits.description}
      </Box>
      <LogoField value={form.draft.logo} onChange={form.edit('logo')} problem={form.problemOf('logo')} />
      <ChainsField form={form} />
      <ContractsField
        chains={form.draft.chains}
        contracts={form.draft.contracts}
        onChange={form.edit('contracts')}
        problemOf={form.problemOf}
      />
      <DraftText form={form} field="contact_email" label={t('submissions.contactEmail')} type="email" />
      {form.refusal && <Alert severity="error">{form.refusal}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={form.sending}
        sx={{ justifySelf: 'start' }}
      >
        {t(editing ? 'submissions.resubmit' : 'submissions.submit')}
      </Button>
    </Box>
  );
}
