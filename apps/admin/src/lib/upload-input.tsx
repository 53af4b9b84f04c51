import { uploadsEndpoints } from '@dappx/shared/endpoints/uploads';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useInput, useTranslate, type InputProps } from 'react-admin';
import { adminUpload } from './admin-api';

const accepted = 'image/png,image/jpeg,image/webp,image/gif,video/mp4,video/webm';
const isVideo = (path: string) => /\.(mp4|webm)$/.test(path);

/** What the field holds now: a picture or a muted clip, so the editor sees what visitors will. */
export function UploadPreview({ path, alt }: { path: string; alt: string }) {
  const sx = { maxWidth: 240, maxHeight: 160, borderRadius: 1, display: 'block' };
  return isVideo(path) ? (
    <Box component="video" src={path} muted controls sx={sx} aria-label={alt} />
  ) : (
    <Box
      component="img"
      src={path}
      alt={alt}
      // A tiny picture still shows at a size one can judge; a large one fits the frame.
      sx={{ ...sx, minWidth: 64, minHeight: 64, objectFit: 'contain', imageRendering: 'pixelated' }}
    />
  );
}

/**
 * A react-admin input for a catalogue image or video: the chosen file is uploaded at once
 * (POST /admin/api/uploads) and the field takes the path the store serves it at.
 */
export function UploadInput({
  showLabel = true,
  ...props
}: InputProps & {
  accept?: string;
  /** false where a path field above already names it (the catalogue's forms). */
  showLabel?: boolean;
}) {
  const { field, fieldState, isRequired } = useInput(props);
  const translate = useTranslate();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const label = typeof props.label === 'string' ? translate(props.label, { _: props.label }) : props.source;
  const path = typeof field.value === 'string' ? field.value : '';

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setFailure(undefined);
    try {
      field.onChange((await adminUpload(uploadsEndpoints.uploadMedia, file)).path);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const problem = failure ?? fieldState.error?.message;
  return (
    <Box sx={{ display: 'grid', gap: 1, my: 1, justifyItems: 'start' }}>
      {showLabel && (
        <Typography variant="body2" color="text.secondary">
          {label}
          {isRequired ? ' *' : ''}
        </Typography>
      )}
      {path && <UploadPreview path={path} alt={label} />}
      <Button component="label" variant="outlined" disabled={busy}>
        {translate(
          busy ? 'console.upload.uploading' : path ? 'console.upload.replace' : 'console.upload.choose',
        )}
        <input type="file" hidden accept={props.accept ?? accepted} onChange={upload} aria-label={label} />
      </Button>
      {problem && <FormHelperText error>{translate(problem, { _: problem })}</FormHelperText>}
    </Box>
  );
}
