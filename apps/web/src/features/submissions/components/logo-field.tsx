import { uploadLimits, uploadsTexts } from '@dappx/shared/uploads-texts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadLogo } from '../api/submissions-api';
import { useServerText } from '../lib/use-server-text';

type LogoFieldProps = { value: string; onChange: (path: string) => void; problem?: string };

/** The logo: uploaded as soon as it is chosen, shown as the chart will show it. */
export function LogoField({ value, onChange, problem }: LogoFieldProps) {
  const { t } = useTranslation();
  const say = useServerText();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(undefined);
    if (file.size > uploadLimits.logo) return setFailure(say(uploadsTexts.logoTooLarge));
    setBusy(true);
    try {
      onChange((await uploadLogo(file)).path);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const shown = failure ?? problem;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar
        src={value || undefined}
        alt={value ? t('submissions.logoPreview') : undefined}
        variant="rounded"
        sx={{ width: 64, height: 64, bgcolor: 'background.default' }}
      />
      <Box>
        <Button component="label" variant="outlined" disabled={busy}>
          {t(busy ? 'submissions.uploading' : value ? 'submissions.replaceLogo' : 'submissions.chooseLogo')}
          <input
            type="file"
            hidden
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-label={t('submissions.logo')}
            onChange={choose}
          />
        </Button>
        <FormHelperText error={Boolean(shown)}>{shown ?? t('submissions.logoHint')}</FormHelperText>
      </Box>
    </Box>
  );
}
