import { shortAddress } from '@dappx/shared/addresses';
import { registerEmailPattern, usersTexts } from '@dappx/shared/users-texts';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { ApiRequestError } from '@/lib/api-client';
import { storedReferralLink } from '@/lib/session';
import { createAccount } from '../api/users-api';

type Field = 'email' | 'referral';
type Problem = { field: Field | null; message: string };

const errorPauseMs = 1_000;

/** The spec's words when the store gave no message of its own (storefront spec, section 8). */
const unexpectedError = 'Unexpected Error.';

/**
 * The store's own refusal (its `{ message, code }`, already in the page's language), else the spec's
 * 'Unexpected Error.': an outage, a lost connection or a proxy's page has no words meant for the visitor.
 */
function createAccountFailure(error: unknown): string {
  const ownAnswer =
    error instanceof ApiRequestError &&
    error.status > 0 &&
    error.status < 500 &&
    !['HTTP', 'BAD_RESPONSE'].includes(error.code);
  return ownAnswer ? error.message : unexpectedError;
}

function checkEmail(email: string): string | null {
  if (!email.trim()) return usersTexts.emailRequired;
  return registerEmailPattern.test(email.trim()) ? null : usersTexts.invalidEmail;
}

/**
 * A server message naming 'referral' or 'email' marks that field (storefront spec, section 5), in any of
 * the page's languages (the server answers in the page's).
 */
function fieldOf(message: string): Field | null {
  const lower = message.toLowerCase();
  if (['referral', 'referido', 'indicação'].some((word) => lower.includes(word))) return 'referral';
  if (['email', 'correo', 'e-mail'].some((word) => lower.includes(word))) return 'email';
  return null;
}

/** After an error the Verify button rests for a second, so a double click does not resend (spec: 1 s). */
function useRestAfterError() {
  const [resting, setResting] = useState(false);
  useEffect(() => {
    if (!resting) return;
    const timer = setTimeout(() => setResting(false), errorPauseMs);
    return () => clearTimeout(timer);
  }, [resting]);
  return { resting, rest: () => setResting(true) };
}

/** The form's two fields, the one problem shown (gone on the next edit), and the submit. */
function useRegisterForm(address: string, onRegistered: () => void) {
  const [email, setEmail] = useState('');
  const [referral, setReferral] = useState(() => storedReferralLink() ?? '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [loading, setLoading] = useState(false);
  // What a limit of the visitor's network held back (starter funds, the mail): read before going on.
  const [notices, setNotices] = useState<string[]>([]);
  const { resting, rest } = useRestAfterError();

  const fail = (next: Problem) => {
    setProblem(next);
    rest();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const emailProblem = checkEmail(email);
    if (emailProblem) return fail({ field: 'email', message: emailProblem });
    setLoading(true);
    try {
      const created = await createAccount({
        publicAddress: address,
        email_id: email.trim(),
        ...(referral.trim() ? { referral_by: referral.trim() } : {}),
      });
      if (created.notices.length > 0) setNotices(created.notices);
      else onRegistered();
    } catch (error) {
      const message = createAccountFailure(error);
      fail({ field: fieldOf(message), message });
    } finally {
      setLoading(false);
    }
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem(null);
  };

  return {
    email,
    referral,
    problem,
    notices,
    loading,
    resting,
    onSubmit,
    editEmail: edit(setEmail),
    editReferral: edit(setReferral),
  };
}

export function RegisterDialog({
  address,
  open,
  disabled = false,
  onRegistered,
  onClose,
}: {
  address: string;
  open: boolean;
  disabled?: boolean;
  onRegistered: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const form = useRegisterForm(address, onRegistered);
  const message = form.problem ? t(form.problem.message, { defaultValue: form.problem.message }) : undefined;
  const problemOf = (field: Field | null) => (form.problem?.field === field ? message : undefined);

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('users.registerTitle')}
      icon={<HowToRegOutlinedIcon />}
      actions={
        form.notices.length > 0 ? (
          <Button variant="contained" onClick={onRegistered}>
            {t('users.continue')}
          </Button>
        ) : (
          <RegisterActions
            formId={formId}
            busy={form.loading}
            disabled={form.loading || form.resting || disabled}
            onCancel={onClose}
          />
        )
      }
    >
      {form.notices.length > 0 ? <RegisteredNotices notices={form.notices} /> : undefined}
      <Stack
        component="form"
        id={formId}
        noValidate
        onSubmit={form.onSubmit}
        spacing={2}
        sx={{ pt: 1, display: form.notices.length > 0 ? 'none' : undefined }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('users.registerIntro', { address: shortAddress(address) })}
        </Typography>
        <RegisterField
          label={t('users.email')}
          type="email"
          required
          autoFocus
          autoComplete="email"
          value={form.email}
          onChange={form.editEmail}
          problem={problemOf('email')}
        />
        <RegisterField
          label={t('users.referralCode')}
          value={form.referral}
          onChange={form.editReferral}
          problem={problemOf('referral')}
          maxLength={32}
        />
        {problemOf(null) ? (
          <Typography role="alert" variant="body2" color="error.main">
            {problemOf(null)}
          </Typography>
        ) : undefined}
        <RegisterTerms />
      </Stack>
    </AppDialog>
  );
}

/** The account is made; what it did not get yet, in the server's words (already in the page's language). */
function RegisteredNotices({ notices }: { notices: string[] }) {
  return (
    <Stack role="status" spacing={1} sx={{ pt: 1 }}>
      {notices.map((notice) => (
        <Typography key={notice} variant="body2">
          {notice}
        </Typography>
      ))}
    </Stack>
  );
}

type RegisterFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The text shown under the field, in the error colour, when the problem is this field's. */
  problem: string | undefined;
  type?: string;
  required?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  maxLength?: number;
};

function RegisterField({ value, onChange, problem, maxLength, ...field }: RegisterFieldProps) {
  return (
    <TextField
      {...field}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== undefined}
      helperText={problem}
      slotProps={{
        formHelperText: { role: 'alert' },
        ...(maxLength ? { htmlInput: { maxLength } } : {}),
      }}
    />
  );
}

/** Cancel and Verify; Verify submits the form from outside it (the dialog frame holds the actions). */
function RegisterActions({
  formId,
  busy,
  disabled,
  onCancel,
}: {
  formId: string;
  busy: boolean;
  disabled: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel} color="inherit">
        {t('users.cancel')}
      </Button>
      <Button type="submit" form={formId} variant="contained" disabled={disabled}>
        {busy ? <CircularProgress size={20} color="inherit" aria-label={t('loading')} /> : t('users.verify')}
      </Button>
    </>
  );
}

/** 'By registering you accept the Terms and the Disclaimer', each a link opening in a new tab. */
function RegisterTerms() {
  return (
    <Typography variant="body2" color="text.secondary">
      <Trans
        i18nKey="users.registerTerms"
        components={{
          terms: <Link href="/terms" target="_blank" rel="noopener" />,
          disclaimer: <Link href="/disclaimer" target="_blank" rel="noopener" />,
        }}
      />
    </Typography>
  );
}
