import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/es';

const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/** The date field's calendar, in Spanish (months, weekdays from Monday, the buttons' names); its own chunk. */
export function SpanishCalendar({ value, onPick }: { value: string | null; onPick(date: string): void }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      <DateCalendar
        value={value ? dayjs(value) : null}
        onChange={(picked) => picked && onPick(picked.format('YYYY-MM-DD'))}
      />
    </LocalizationProvider>
  );
}
