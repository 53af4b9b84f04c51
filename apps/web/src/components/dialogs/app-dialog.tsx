import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type AppDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A small mark above the title (an icon in a tinted circle). */
  icon?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm';
  /** An exact width in px instead of a MUI size (the transfer modal is 500 px wide on desktop). */
  width?: number;
  /** A button beside Close (the money dialogs' help mark). */
  titleAction?: ReactNode;
};

/**
 * The one dialog frame of the store: labelled by its title, focus kept inside by MUI's focus trap,
 * Escape, the backdrop and the close button all close it.
 */
export function AppDialog({
  open,
  onClose,
  title,
  icon,
  children,
  actions,
  maxWidth = 'xs',
  width,
  titleAction,
}: AppDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: {
            ...(width ? { maxWidth: width } : {}),
            borderRadius: 4,
            border: 1,
            borderColor: 'border.dialog',
            backgroundImage: ({ palette }) =>
              `linear-gradient(180deg, ${palette.glow.dialogTop}, ${palette.glow.dialogFade} 45%)`,
            boxShadow: ({ palette }) => `0 24px 80px ${palette.shadow.dialog}`,
          },
        },
        backdrop: { sx: { backdropFilter: 'blur(6px)', bgcolor: 'scrim.backdrop' } },
      }}
    >
      <DialogTitle
        id={titleId}
        sx={{ pr: titleAction ? 12 : 7, pt: 3, display: 'flex', alignItems: 'center', gap: 1.5 }}
      >
        {icon ? (
          <Box
            aria-hidden="true"
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: 'tint.dialogIcon',
              color: 'primary.light',
            }}
          >
            {icon}
          </Box>
        ) : undefined}
        <Box component="span" sx={{ fontWeight: 700, fontSize: 20 }}>
          {title}
        </Box>
      </DialogTitle>
      <Box sx={{ position: 'absolute', right: 12, top: 16, display: 'flex', color: 'text.secondary' }}>
        {titleAction}
        <IconButton aria-label={t('dialogs.close')} onClick={onClose} color="inherit">
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent sx={{ pt: 1, pb: actions ? 1 : 3 }}>{children}</DialogContent>
      {actions ? <DialogActions sx={{ px: 3, pb: 3 }}>{actions}</DialogActions> : undefined}
    </Dialog>
  );
}
