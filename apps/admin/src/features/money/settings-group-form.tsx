import type { SettingKind } from '@dappx/shared/money-settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { ApiCode } from '../../lib/api-code';
import { ChangesDialog, type ChangedValue } from './changes-dialog';
import type { MoneySettingsRow, SettingsChange } from './money-settings-data';
import { fieldTextOf, settingValueOf, shownSetting } from './setting-inputs';

type Texts = Record<string, string | boolean>;

const textsOf = (row: MoneySettingsRow): Texts =>
  Object.fromEntries(row.settings.map((setting) => [setting.name, fieldTextOf(setting.kind, setting.value)]));

/** What the form changes, by the API's names and values; `invalid` names the fields that are not values. */
function changeOf(row: MoneySettingsRow, texts: Texts) {
  const change: SettingsChange = {};
  const invalid: string[] = [];
  for (const setting of row.settings) {
    const value = settingValueOf(setting.kind, texts[setting.name]!);
    if (value === undefined) invalid.push(setting.name);
    else if (value !== setting.value) change[setting.name] = value;
  }
  return { change, invalid };
}

/** Each setting the change touches, by its label and API name, from its saved value to the new one. */
const changedValues = (
  row: MoneySettingsRow,
  change: SettingsChange,
  translate: ReturnType<typeof useTranslate>,
): ChangedValue[] =>
  row.settings
    .filter((setting) => setting.name in change)
    .map((setting) => ({
      label: translate(`console.money.settings.fields.${setting.name}.label`, { _: setting.name }),
      code: setting.name,
      from: shownSetting(setting.kind, setting.value),
      to: shownSetting(setting.kind, change[setting.name]!),
    }));

function SettingField(props: {
  name: string;
  kind: SettingKind;
  text: string | boolean;
  invalid: boolean;
  onChange: (text: string | boolean) => void;
}) {
  const translate = useTranslate();
  const { name, kind, text, invalid, onChange } = props;
  const label = translate(`console.money.settings.fields.${name}.label`, { _: name });
  const help = translate(`console.money.settings.fields.${name}.help`, { _: '' });
  // The accessible name carries the API's name too, for those who script the console.
  const accessibleName = `${label} (${name})`;
  if (kind === 'flag') {
    return (
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(text)}
              onChange={(event) => onChange(event.target.checked)}
              slotProps={{ input: { 'aria-label': accessibleName } }}
            />
          }
          label={label}
        />
        <SettingNote help={help} name={name} />
      </Box>
    );
  }
  const check = translate(
    invalid ? `console.money.settings.invalid.${kind}` : `console.money.settings.unit.${kind}`,
  );
  return (
    <TextField
      label={label}
      value={text}
      size="small"
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={<SettingNote help={`${check}. ${help}`} name={name} />}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': accessibleName } }}
    />
  );
}

/** A setting's one-line help, then its API name in small type. */
function SettingNote({ help, name }: { help: string; name: string }) {
  return (
    <Box component="span" sx={{ display: 'block' }}>
      {help}
      <ApiCode code={name} block />
    </Box>
  );
}

/** Saves the confirmed change; a raise that waits for approval puts back on the form what holds now. */
function useSaveSettings(
  row: MoneySettingsRow,
  onSaved: (shown: MoneySettingsRow) => void,
  onEnd: () => void,
) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<MoneySettingsRow>();
  const save = (change: SettingsChange) =>
    update(
      'money-settings',
      { id: row.id, data: change, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          onEnd();
          // A raise of a rate above its threshold comes back unapplied: the form shows what holds now.
          if (saved.waiting_change) {
            onSaved(saved);
            notify('console.money.settings.waiting', { type: 'warning' });
          } else notify('console.money.settings.saved', { type: 'success' });
        },
        onError: (error) => {
          onEnd();
          notify((error as Error).message, { type: 'error' });
        },
      },
    );
  return { save, isPending };
}

/** One token's or staking kind's settings: edit, then confirm the changes before they are saved. */
export function SettingsGroupForm({ row }: { row: MoneySettingsRow }) {
  const translate = useTranslate();
  const [texts, setTexts] = useState(() => textsOf(row));
  const [confirming, setConfirming] = useState(false);
  const { save, isPending } = useSaveSettings(
    row,
    (shown) => setTexts(textsOf(shown)),
    () => setConfirming(false),
  );
  const { change, invalid } = changeOf(row, texts);
  const title = translate(`console.money.settings.groups.${row.id}`);
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
          }}
        >
          {row.settings.map((setting) => (
            <SettingField
              key={setting.name}
              name={setting.name}
              kind={setting.kind}
              text={texts[setting.name]!}
              invalid={invalid.includes(setting.name)}
              onChange={(text) => setTexts((current) => ({ ...current, [setting.name]: text }))}
            />
          ))}
        </Box>
        <Button
          variant="contained"
          sx={{ justifySelf: 'start' }}
          disabled={invalid.length > 0 || Object.keys(change).length === 0}
          onClick={() => setConfirming(true)}
        >
          {translate('console.money.settings.review')}
        </Button>
        <ChangesDialog
          open={confirming}
          title={title}
          intro={translate('console.money.settings.confirmIntro')}
          changes={changedValues(row, change, translate)}
          confirmLabel={translate('console.money.settings.confirm')}
          pending={isPending}
          onConfirm={() => save(change)}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
