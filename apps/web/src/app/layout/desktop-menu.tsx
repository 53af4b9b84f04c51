import type { MenuItem as MenuItemEntry } from '@dappx/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { AppLink } from '@/components/app-link';

function DropdownEntry({ item }: { item: MenuItemEntry }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        disabled={item.disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {item.label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {item.dropdown_menu.map((entry) => (
          <MenuItem
            key={entry.href}
            component={AppLink}
            href={entry.href}
            target={entry.target}
            onClick={() => setAnchor(null)}
          >
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The top menu from the catalogue (its labels in the page's language), without the entries hidden on desktop. */
export function DesktopMenu({ items }: { items: MenuItemEntry[] }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {items
        .filter((item) => !item.pc_hidden)
        .map((item) =>
          item.dropdown ? (
            <DropdownEntry key={item.label} item={item} />
          ) : (
            <Button
              key={item.label}
              color="inherit"
              disabled={item.disabled}
              component={AppLink}
              href={item.href}
              target={item.target}
            >
              {item.label}
            </Button>
          ),
        )}
    </Box>
  );
}
