import type { CatalogueTable } from '@dappx/shared/catalogue-admin';
import { catalogueChains } from '@dappx/shared/catalogue-constants';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import {
  ArrayInput,
  BooleanInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { UploadInput } from '../../lib/upload-input';
import type { FieldSpec } from './catalogue-tables';
import { LanguageImages } from './language-images';

const languages = ['en', 'es', 'pt'] as const;

const chainChoices = Object.entries(catalogueChains).map(([id, name]) => ({ id, name }));

/**
 * A text the store shows in three languages: English is the row's own field, Spanish and Portuguese
 * its translations under the same field name (left empty, the store shows the English).
 */
function TranslatedInput({ table, field }: { table: CatalogueTable; field: FieldSpec }) {
  const translate = useTranslate();
  const [language, setLanguage] = useState<(typeof languages)[number]>('en');
  const label = translate(`resources.${table}.fields.${field.source}`);
  const source = language === 'en' ? field.source : `translations.${language}.${field.translation}`;
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <Tabs
        value={language}
        onChange={(_event, next: typeof language) => setLanguage(next)}
        aria-label={label}
      >
        {languages.map((code) => (
          <Tab key={code} value={code} label={code.toUpperCase()} sx={{ minWidth: 56 }} />
        ))}
      </Tabs>
      <TextInput
        key={source}
        source={source}
        label={`${label} (${language.toUpperCase()})`}
        multiline={field.kind === 'long'}
        fullWidth
      />
    </Box>
  );
}

const words = {
  format: (value: unknown) => (Array.isArray(value) ? value.join(', ') : ''),
  parse: (text: string) =>
    text
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
};

/** A home slide's buttons: each an id, its text and where it leads. */
function ButtonsInput({ source }: { source: string }) {
  const translate = useTranslate();
  return (
    <ArrayInput source={source}>
      <SimpleFormIterator inline>
        <TextInput source="id" label={translate('console.catalogue.buttonId')} />
        <TextInput source="text" label={translate('console.catalogue.buttonText')} />
        <TextInput source="link" label={translate('console.catalogue.buttonLink')} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** An app's contracts, each a chain and an address. */
function ContractsInput({ source }: { source: string }) {
  const translate = useTranslate();
  return (
    <ArrayInput source={source} sx={{ maxWidth: 720 }}>
      <SimpleFormIterator inline>
        <SelectInput
          source="chain"
          choices={chainChoices}
          label={translate('console.catalogue.contractChain')}
          sx={{ width: { xs: '100%', sm: 180 } }}
        />
        <TextInput
          source="address"
          label={translate('console.catalogue.contractAddress')}
          sx={{ width: { xs: '100%', sm: 460 } }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** A picture or video: its address typed in, or a file uploaded that fills it. */
function MediaInput({ table, source }: { table: CatalogueTable; source: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <TextInput source={source} fullWidth />
      <UploadInput
        source={source}
        label={translate(`resources.${table}.fields.${source}`)}
        showLabel={false}
      />
    </Box>
  );
}

/** The input for one editable field of a catalogue table, by its kind. */
export function FieldInput({
  table,
  field,
  creating,
}: {
  table: CatalogueTable;
  field: FieldSpec;
  creating: boolean;
}) {
  const disabled = field.createOnly && !creating;
  if (field.translation) return <TranslatedInput table={table} field={field} />;
  switch (field.kind) {
    case 'boolean':
      return <BooleanInput source={field.source} />;
    case 'select':
      return (
        <SelectInput
          source={field.source}
          choices={field.choices!.map((id) => ({ id, name: id }))}
          disabled={disabled}
          fullWidth
          sx={{ maxWidth: 720 }}
        />
      );
    case 'words':
      return (
        <TextInput
          source={field.source}
          format={words.format}
          parse={words.parse}
          fullWidth
          sx={{ maxWidth: 720 }}
        />
      );
    case 'buttons':
      return <ButtonsInput source={field.source} />;
    case 'chains':
      return (
        <SelectArrayInput source={field.source} choices={chainChoices} fullWidth sx={{ maxWidth: 720 }} />
      );
    case 'contracts':
      return <ContractsInput source={field.source} />;
    case 'language-images':
      return <LanguageImages table={table} source={field.source} />;
    case 'media':
      return <MediaInput table={table} source={field.source} />;
    default:
      return (
        <TextInput
          source={field.source}
          disabled={disabled}
          multiline={field.kind === 'long'}
          fullWidth
          sx={{ maxWidth: 720 }}
        />
      );
  }
}
