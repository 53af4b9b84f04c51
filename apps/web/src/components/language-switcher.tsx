import LanguageIcon from '@mui/icons-material/Language';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages } from '@/lib/i18n';
import { MenuOnDemand } from './menu-on-demand';
import { preloadPopupMenu } from './popup-menu-loader';

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = i18n.resolvedLanguage ?? 'en';

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('language')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={preloadPopupMenu}
        onFocus={preloadPopupMenu}
        startIcon={compact ? undefined : <LanguageIcon />}
        sx={{ minWidth: 0, px: compact ? 1 : 1.5 }}
      >
        {current.toUpperCase()}
      </Button>
      <MenuOnDemand
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        entries={languages.map((language) => ({
          key: language.code,
          label: language.name,
          lang: language.code,
          selected: language.code === current,
          onSelect: () => {
            setAnchor(null);
            void changeLanguage(language.code);
          },
        }))}
      />
    </>
  );
}
