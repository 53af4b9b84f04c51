import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/app-link';

type GameLinkButtonProps = {
  /** Play, the game's site, or its NFT store: both open in a new tab. */
  kind: 'play' | 'store';
  href: string;
  size?: 'large';
  children: ReactNode;
};

/** A game's labelled link button: Play stands out, the NFT store sits beside it in outline. */
export function GameLinkButton({ kind, href, size, children }: GameLinkButtonProps) {
  const play = kind === 'play';
  return (
    <Button
      component={AppLink}
      href={href}
      target="_blank"
      variant={play ? 'contained' : 'outlined'}
      color={play ? 'primary' : 'secondary'}
      size={size}
      startIcon={play ? <PlayArrowIcon /> : <StorefrontIcon />}
    >
      {children}
    </Button>
  );
}
