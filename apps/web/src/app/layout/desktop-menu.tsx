import type { MenuItem as MenuItemEntry } from '@dappx/shared/catalogue';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { AppLink } from '@/components/app-link';
import { MenuOnDemand } from '@/components/menu-on-demand';
import { preloadPopupMenu } from '@/components/popup-menu-loader';

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
        onPointerEnter={preloadPopupMenu}
        onFocus={preloadPopupMenu}
      >
        {item.label}
      </Button>
      <MenuOnDemand
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        entries={item.dropdown_menu.map((entry) => ({
          key: entry.href,
          label: entry.label,
          href: entry.href,
          target: entry.target,
          onSelect: () => setAnchor(null),
        }))}
      />
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
