import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** react-admin's date field written in the language the operator chose, not the browser's. */
export function ConsoleDateField(props: DateFieldProps) {
  const [language] = useLocaleState();
  return <DateField locales={language} {...props} />;
}
