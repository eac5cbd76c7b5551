import {
  type FieldDef,
  formatRate,
  type InputOf,
  inputSchema,
  parseRateInput,
  type ResourceDef,
  resourceEndpoints,
  resourceNamed,
} from '@erario/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Controller, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { ApiError, call } from '../api.ts';
import { DateField } from '../DateField.tsx';
import { apiMoney, MoneyField, shownMoney } from '../MoneyField.tsx';
import { SelectField } from '../SelectField.tsx';
import { RefSelect } from './RefSelect.tsx';

type Row = Record<string, unknown>;

function initialValues(def: ResourceDef, row: Row | null, fixed: Row, prefill: Row): Row {
  return Object.fromEntries(
    def.fields.map((fd) => {
      const value = (() => {
        if (fixed[fd.name] !== undefined) return fixed[fd.name];
        if (!row && prefill[fd.name] !== undefined) return prefill[fd.name];
        if (row) return row[fd.name] ?? (fd.kind === 'boolean' ? false : fd.kind === 'ref' ? null : '');
        if (fd.initial !== undefined) return fd.initial;
        return fd.kind === 'boolean' ? false : fd.kind === 'ref' ? null : '';
      })();
      // Amounts and rates are edited as they are shown: 250.000,00 and 52,12345678.
      if (typeof value === 'string' && fd.kind === 'money') return [fd.name, shownMoney(value)];
      if (typeof value === 'string' && fd.kind === 'rate') return [fd.name, shownRate(value)];
      return [fd.name, value];
    }),
  );
}

/** A rate as its field shows it once typed (52,12345678), or the text as typed when it is no rate. */
const shownRate = (text: string) => {
  const api = parseRateInput(text);
  return /^\d+(\.\d+)?$/.test(api) ? formatRate(api) : text;
};

/**
 * The master's schema, over the values as the API takes them (amounts typed 1.234,56 become 1234.56,
 * rates typed 52,1234 become 52.1234).
 */
function apiResolver(def: ResourceDef): Resolver<FieldValues> {
  const resolver = zodResolver(inputSchema(def));
  const parse = (fd: FieldDef) =>
    fd.kind === 'money' ? apiMoney : fd.kind === 'rate' ? parseRateInput : null;
  const numeric = def.fields.flatMap((fd) => {
    const of = parse(fd);
    return of ? [{ name: fd.name, of }] : [];
  });
  return (values, context, options) =>
    resolver(
      {
        ...values,
        ...Object.fromEntries(
          numeric.map(({ name, of }) => [
            name,
            typeof values[name] === 'string' ? of(values[name]) : values[name],
          ]),
        ),
      },
      context,
      options,
    );
}

/** Create and edit form of a declared master: the same zod schema the server validates with. */
export function MasterForm({
  def,
  row,
  fixed,
  fixedLabels = {},
  prefill = {},
  onClose,
  onSaved,
}: {
  def: ResourceDef;
  /** The row to edit, or null to create. */
  row: Row | null;
  /** Values set by the page (the parent chosen above the list). */
  fixed: Row;
  /** How a fixed reference reads (the parent a tree adds under), since a new row has no labels yet. */
  fixedLabels?: Record<string, string>;
  /** A proposal for a new row the user may change (the next free code under the parent). */
  prefill?: Row;
  onClose(): void;
  /** Told the server's message and the row as saved (a picker selects the row it just created). */
  onSaved(message: string, saved: Row): void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  // One per form: a form opened from a picker of another is on the page with it.
  const formId = useId();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({
    resolver: apiResolver(def),
    defaultValues: initialValues(def, row, fixed, prefill),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const endpoints = resourceEndpoints(def);
      // The resolver checked the values against the master's input schema.
      const input = values as InputOf<ResourceDef>;
      const res = row
        ? await call(endpoints.update, {
            body: { ...input, id: Number(row.id), version: Number(row.version) },
          })
        : await call(endpoints.create, { body: input });
      onSaved(res.message ?? 'Guardado.', res.data as Row);
    } catch (e) {
      if (e instanceof ApiError) {
        for (const f of e.fields) setError(f.field as Path<FieldValues>, { message: f.message });
        // A refusal of fields the form shows says so under each: the summary above only points at them
        // (the server's own summary names the fields as the code does).
        const inPlace =
          e.fields.length > 0 && e.fields.every((f) => def.fields.some((fd) => fd.name === f.field));
        setFailure(e.status === 400 && inPlace ? 'Revise los campos marcados.' : e.message);
      } else {
        setFailure('Network error');
      }
    }
  });

  const title = `${row ? 'Modificar' : def.labels.feminine ? 'Nueva' : 'Nuevo'} ${def.labels.singular}`;
  return (
    <FormDialog
      id={formId}
      title={title}
      failure={failure}
      onSubmit={onSubmit}
      busy={isSubmitting}
      onClose={onClose}
    >
      {def.fields.map((fd) => (
        <Controller
          key={fd.name}
          name={fd.name}
          control={control}
          render={({ field }) => (
            <FieldInput
              fd={fd}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              // Fixed at creation (the server refuses a change), or given by the list's parent.
              disabled={fixed[fd.name] !== undefined || (row !== null && fd.immutable === true)}
              valueLabel={row ? String(row[`${fd.name}Label`] ?? '') : fixedLabels[fd.name]}
              error={errors[fd.name]?.message as string | undefined}
            />
          )}
        />
      ))}
    </FormDialog>
  );
}

/**
 * The dialog of a form that saves a row (a master's, a user): its title, the failure above the
 * fields, and Cancelar and Guardar, which submits the form (`id`) and waits while it saves.
 */
export function FormDialog({
  id,
  title,
  failure,
  onSubmit,
  busy,
  onClose,
  children,
}: {
  id: string;
  title: string;
  failure: string | null;
  onSubmit(event: FormEvent): void;
  busy: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={id}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event: FormEvent) => {
            // A form opened from a picker of another form (creating its department in place) is
            // inside that form in React's tree: its submit must not submit that one too.
            event.stopPropagation();
            onSubmit(event);
          }}
        >
          {failure && <Alert severity="error">{failure}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" form={id} variant="contained" disabled={busy}>
          {busy ? 'Cargando...' : 'Guardar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function FieldInput({
  fd,
  value,
  onChange,
  onBlur,
  disabled,
  valueLabel,
  error,
}: {
  fd: FieldDef;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  disabled: boolean;
  valueLabel?: string;
  error?: string;
}) {
  const help = error ?? fd.help ?? (fd.example ? `Por ejemplo: ${fd.example}` : undefined);
  switch (fd.kind) {
    case 'boolean':
      return (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(value)}
              onChange={(e) => onChange(e.target.checked)}
              disabled={disabled}
            />
          }
          label={fd.label}
        />
      );
    case 'money':
    case 'date': {
      // An amount and a date take the same; an amount is shown back as 1.234,56 once left.
      const shared = {
        label: fd.label,
        required: fd.required,
        value: String(value ?? ''),
        onChange,
        disabled,
        error,
        helperText: fd.help,
        fullWidth: true,
      };
      return fd.kind === 'money' ? <MoneyField {...shared} onLeave={onBlur} /> : <DateField {...shared} />;
    }
    case 'ref':
      return (
        <RefSelect
          creatable
          target={resourceNamed(fd.ref?.resource ?? '')}
          label={fd.label}
          required={fd.required}
          value={(value as number | null) ?? null}
          valueLabel={valueLabel}
          onChange={(option) => onChange(option?.id ?? null)}
          error={Boolean(error)}
          helperText={help}
          disabled={disabled}
        />
      );
    case 'enum':
      return (
        <SelectField
          label={fd.label}
          required={fd.required}
          options={fd.options ?? []}
          value={(value as string | undefined) ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          error={error}
          helperText={help}
        />
      );
    case 'rate':
      return (
        <TextField
          label={fd.label}
          required={fd.required}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          onBlur={(e) => {
            onChange(shownRate(e.target.value));
            onBlur();
          }}
          disabled={disabled}
          error={Boolean(error)}
          helperText={help}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      );
    default:
      return (
        <TextField
          label={fd.label}
          required={fd.required}
          type={fd.kind === 'integer' ? 'number' : 'text'}
          // A long text (a payroll formula) gets room to be read whole.
          {...(fd.kind === 'text' && (fd.max ?? 0) > 250 ? { multiline: true, minRows: 2 } : {})}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          error={Boolean(error)}
          helperText={help}
          slotProps={{
            htmlInput: { maxLength: fd.max },
          }}
        />
      );
  }
}
