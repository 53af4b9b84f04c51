import SavingsIcon from '@mui/icons-material/Savings';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GovernanceStakeDialog } from '@/features/governance';
import { SeasonStakeDialog } from '@/features/seasons';

type Open = 'governance' | 'season' | undefined;

/** The ACE page's Stake: a menu 'Select Stake Type' choosing governance stake or season stake. */
export function StakeMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>();
  const choose = (which: Open) => {
    setAnchor(null);
    setOpen(which);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SavingsIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('governance.stake')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
          {t('userProfile.selectStakeType')}
        </ListSubheader>
        <MenuItem onClick={() => choose('governance')}>{t('userProfile.governanceStakeType')}</MenuItem>
        <MenuItem onClick={() => choose('season')}>{t('userProfile.seasonStakeType')}</MenuItem>
      </Menu>
      <GovernanceStakeDialog token="acent" open={open === 'governance'} onClose={() => setOpen(undefined)} />
      <SeasonStakeDialog open={open === 'season'} onClose={() => setOpen(undefined)} />
    </>
  );
}
