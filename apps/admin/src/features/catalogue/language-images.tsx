import type { CatalogueTable } from '@dappx/shared/catalogue-admin';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { UploadInput, UploadPreview } from '../../lib/upload-input';

const languages = ['en', 'es', 'pt'] as const;
type Language = (typeof languages)[number];
const sizes = ['desktop', 'mobile'] as const;

/**
 * A slide's pictures per language, each in its own tab: the art often has words in it, so Spanish
 * visitors get the Spanish picture. A language left empty shows the English one, which its tab
 * previews, so an upload in the Spanish tab never touches the English art.
 */
export function LanguageImages({ table, source }: { table: CatalogueTable; source: string }) {
  const translate = useTranslate();
  const [language, setLanguage] = useState<Language>('en');
  const label = translate(`console.catalogue.images`);
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <Tabs value={language} onChange={(_event, next: Language) => setLanguage(next)} aria-label={label}>
        {languages.map((code) => (
          <Tab key={code} value={code} label={code.toUpperCase()} sx={{ minWidth: 56 }} />
        ))}
      </Tabs>
      {sizes.map((size) => (
        <LanguageImage
          key={`${language}-${size}`}
          table={table}
          source={source}
          language={language}
          size={size}
        />
      ))}
    </Box>
  );
}

function LanguageImage(props: { table: CatalogueTable; source: string; language: Language; size: string }) {
  const { table, source, language, size } = props;
  const translate = useTranslate();
  const english = useWatch({ name: `${source}.en.${size}` }) as string | undefined;
  const own = useWatch({ name: `${source}.${language}.${size}` }) as string | undefined;
  const label = `${translate(`resources.${table}.fields.${source}.en.${size}`)} (${language.toUpperCase()})`;
  const fallsBack = language !== 'en' && !own && Boolean(english);
  return (
    <Box sx={{ mt: 1 }}>
      <TextInput source={`${source}.${language}.${size}`} label={label} fullWidth />
      <UploadInput source={`${source}.${language}.${size}`} label={label} showLabel={false} />
      {fallsBack && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('console.catalogue.englishFallback')}
          </Typography>
          <UploadPreview path={english!} alt={translate('console.catalogue.englishFallback')} />
        </Box>
      )}
    </Box>
  );
}
