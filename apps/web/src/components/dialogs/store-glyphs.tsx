import AppleIcon from '@mui/icons-material/Apple';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** Our own drawings of the store marks: no remote badge images (strict CSP, self-hosted). */

export function WindowsGlyph(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 24 24" {...props}>
      <path
        fill="#4cc2ff"
        d="M3 5.1 10.2 4v7.3H3zM11.1 3.9 21 2.4v8.9h-9.9zM3 12.2h7.2v7.3L3 18.5zM11.1 12.2H21v8.9l-9.9-1.4z"
      />
    </SvgIcon>
  );
}

export function GooglePlayGlyph(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 24 24" {...props}>
      <path fill="#00d7fe" d="M3.6 2.3c-.3.3-.4.7-.4 1.2v17c0 .5.1.9.4 1.2l9.3-9.7z" />
      <path fill="#ffce00" d="m16 15.2-3.1-3.2L16 8.8l3.8 2.1c1.1.6 1.1 1.6 0 2.2z" />
      <path fill="#ff3a44" d="m16 15.2-3.1-3.2-9.3 9.7c.4.4.9.4 1.6.1z" />
      <path fill="#00f076" d="M16 8.8 5.2 2.6c-.7-.4-1.2-.3-1.6.1l9.3 9.3z" />
    </SvgIcon>
  );
}

export function AppStoreGlyph(props: SvgIconProps) {
  return <AppleIcon {...props} />;
}
