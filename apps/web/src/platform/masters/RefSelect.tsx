import { type ResourceDef, resourceEndpoints, type SessionUser, writeRoles } from '@erario/contracts';
import { findScreen, screenEnabled } from '@erario/contracts/catalogue';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { call } from '../api.ts';
import { canOpen } from '../menu.ts';
import { useSession } from '../session.tsx';

// The form of the master a picker creates in place: loaded when first asked for.
const MasterForm = lazy(async () => ({ default: (await import('./MasterForm.tsx')).MasterForm }));

/**
 * Whether the user may create a row of `def` where it is picked (as the server rules: its screen or a
 * steward's, its roles, never a consultant). A master under a parent row is created under it, in its
 * own screen.
 */
export function mayCreateIn(user: SessionUser | null, def: ResourceDef): boolean {
  if (!user || user.isConsultant || def.scope.kind === 'parent') return false;
  const writers = writeRoles(def);
  if (writers && !writers.includes(user.role)) return false;
  return [def.screen, ...(def.stewardScreens ?? [])].some((code) => canOpen(user, code));
}

/**
 * Where the rows of `def` are kept in this institution, as the menu names it: «Nómina › Departamentos»,
 * or the steward's screen where the institution lacks the master's own module («Inventario › …»);
 * null where it has neither (no screen to send anyone to).
 */
function whereKept(def: ResourceDef, user: SessionUser | null): string | null {
  const modules = new Set(user?.modules.map((m) => m.code) ?? []);
  const screens = [def.screen, ...(def.stewardScreens ?? [])].flatMap((code) => findScreen(code) ?? []);
  const screen = screens.find((s) => screenEnabled(s, modules));
  return screen ? `${screen.group} › ${screen.name}` : null;
}

/** The picker's last option when the user may create: it opens the master's form instead of picking. */
const CREATE_ID = -1;

export interface Option {
  id: number;
  label: string;
  /** Code and parent, which tell apart rows of the same name. */
  detail?: string;
}

interface RefSelectProps {
  target?: ResourceDef;
  /** Options from an endpoint of the module's own: its name for the cache and how to fetch a search. */
  source?: { name: string; fetch(search: string): Promise<Option[]> };
  label: string;
  value: number | null;
  valueLabel?: string;
  onChange(option: Option | null): void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
  /**
   * A form's field (not a list's filter): who may create rows of `target` is offered to, in place.
   * RefField's are, unless told (`creatable={false}` on a filter).
   */
  creatable?: boolean;
}

/**
 * Picks a row of another master through its `options` route, searching on the server as one types;
 * or, given `source`, a row of whatever that endpoint offers (a period's payroll runs).
 */
export function RefSelect({
  target,
  source,
  label,
  value,
  valueLabel,
  onChange,
  error,
  helperText,
  required,
  size,
  disabled,
  creatable: offered = false,
}: RefSelectProps) {
  const [search, setSearch] = useState('');
  // What is in the box now (not a search typed before a pick): the name a new row starts with.
  const [typed, setTyped] = useState('');
  const [creating, setCreating] = useState(false);
  // The row just created, as it reads, until the options (read again) bring it.
  const [created, setCreated] = useState<Option | null>(null);
  const queryClient = useQueryClient();
  // Rows of a budget period (the structure) are offered from the period chosen in the top bar.
  const { period, user } = useSession();
  const creatable = offered && !disabled && target !== undefined && mayCreateIn(user, target);
  const idPeriod = target?.period || source ? period?.idPeriod : undefined;
  const query = useQuery({
    queryKey: ['options', target?.name ?? source?.name, search, idPeriod],
    queryFn: async () =>
      source
        ? source.fetch(search)
        : target
          ? (
              await call(resourceEndpoints(target).options, {
                query: { search: search || undefined, idPeriod },
              })
            ).data
          : [],
  });
  const found = query.data ?? [];
  const a = target?.labels.feminine ? 'una nueva' : 'un nuevo';
  // ERPNext's quick entry from a link field: the record a later step needs, made where it is needed.
  const options =
    creatable && target && !query.isFetching
      ? [
          ...found,
          // Without what was typed: an option is picked by what it says, and this one says what it does.
          { id: CREATE_ID, label: `Crear ${a} ${target.labels.singular}…` },
        ]
      : found;
  // Nothing to offer says what to do about it.
  const kept = target ? whereKept(target, user) : null;
  const none = target
    ? `No hay ${target.labels.plural}${search ? ` que coincidan con «${search}»` : ''}.${kept ? ` Se registran en ${kept}.` : ''}`
    : 'Sin resultados';
  const selected =
    value === null
      ? null
      : // A value the page fixed reads as the page names it (with its code), not as the options list it.
        ((disabled && valueLabel ? { id: value, label: valueLabel } : undefined) ??
        options.find((o) => o.id === value) ??
        (created?.id === value ? created : undefined) ?? { id: value, label: valueLabel ?? String(value) });
  const picker = (
    <Autocomplete
      size={size}
      disabled={disabled}
      options={options}
      value={selected}
      loading={query.isFetching}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          <Box>
            <Box>{o.label}</Box>
            {o.detail && <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{o.detail}</Box>}
          </Box>
        </li>
      )}
      onChange={(_e, option) => {
        if (option?.id === CREATE_ID) return setCreating(true);
        // A row picked: what was typed to find it is not the name of a new one.
        setTyped('');
        onChange(option);
      }}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') {
          setSearch(text);
          setTyped(text);
        } else if (reason === 'clear') setTyped('');
      }}
      noOptionsText={none}
      loadingText="Cargando..."
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
  if (!creating || !target) return picker;
  return (
    <>
      {picker}
      <Suspense>
        <MasterForm
          def={target}
          row={null}
          fixed={{}}
          prefill={typed ? { [target.display]: typed } : {}}
          onClose={() => setCreating(false)}
          onSaved={(_message, saved) => {
            const option = { id: Number(saved.id), label: String(saved[target.display] ?? saved.id) };
            setCreating(false);
            setCreated(option);
            void queryClient.invalidateQueries({ queryKey: ['options', target.name] });
            onChange(option);
          }}
        />
      </Suspense>
    </>
  );
}

/**
 * A RefSelect over the option a page or a form holds (most keep the option picked, not its id), with
 * its value and its refusal as the other fields take theirs (a form binds them alike), and, given
 * `sx`, in a box of that width in a row of fields.
 */
export function RefField({
  value: option,
  error,
  helperText,
  sx,
  ...select
}: Omit<RefSelectProps, 'value' | 'valueLabel' | 'error'> & {
  value: Option | null;
  error?: string;
  sx?: SxProps<Theme>;
}) {
  const field = (
    <RefSelect
      creatable
      value={option?.id ?? null}
      valueLabel={option?.label}
      error={Boolean(error)}
      helperText={error ?? helperText}
      {...select}
    />
  );
  return sx ? <Box sx={sx}>{field}</Box> : field;
}
