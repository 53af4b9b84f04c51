import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Spec, section 9: feedback hides after 2000 ms.
const copiedVisibleMs = 2_000;

/** The referral box (spec, section 2): Share reveals the link, Copy Link copies it and says so. */
export function ReferralBox({ referralCode }: { referralCode: string }) {
  const { t } = useTranslation();
  const [shared, setShared] = useState(false);
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/?ref=${referralCode}`;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedVisibleMs);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Box
      sx={{
        p: 2,
        borderRadius: 3,
        bgcolor: 'callout.background',
        border: 1,
        borderColor: 'callout.border',
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>{t('userProfile.referTitle')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('userProfile.referral')}:{' '}
        <Box component="span" sx={{ fontFamily: 'ui-monospace, Menlo, monospace', color: 'text.primary' }}>
          {referralCode}
        </Box>
      </Typography>
      {shared ? (
        <Box sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
          <Typography
            variant="body2"
            sx={{
              fontFamily: 'ui-monospace, Menlo, monospace',
              overflowWrap: 'anywhere',
              color: 'text.secondary',
            }}
          >
            {link}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="contained"
              startIcon={<ContentCopyIcon />}
              onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
            >
              {t('userProfile.copyLink')}
            </Button>
            <Typography role="status" variant="body2" color="success.main">
              {copied ? t('userProfile.copied') : ''}
            </Typography>
          </Box>
        </Box>
      ) : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<ShareIcon />}
          sx={{ mt: 1.5 }}
          onClick={() => setShared(true)}
        >
          {t('userProfile.share')}
        </Button>
      )}
    </Box>
  );
}
