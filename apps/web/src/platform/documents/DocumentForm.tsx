import { type DocumentEndpoints, type FieldError, formatMoney } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type PathValue, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, call, messageOf } from '../api.ts';
import { useConfirm } from '../confirm.tsx';

/** A draft being edited: its id and the version it was read at (a save over a newer one is refused). */
export interface EditedDraft<Values> {
  id: number;
  version: number;
  values: Values;
}

/**
 * The form of any family's document, on react-hook-form: it loads a draft being edited once, keeps
 * what the user types (the family's lines and bills are field arrays), and saves it as a draft or
 * saves and posts it through the family's declared endpoints. A posting the server refuses leaves
 * the draft saved and its refusal shown, field by field where the server names the field. The
 * family gives its values, how they become the draft the API takes, and what it checks first.
 */
export function useDocumentForm<Values extends FieldValues, Draft>(family: {
  endpoints: Pick<DocumentEndpoints, 'create' | 'update' | 'post'>;
  defaults: DefaultValues<Values>;
  editing: EditedDraft<Values> | null;
  /** The draft the API takes, or null when the form cannot make one yet (no type chosen). */
  toDraft(values: Values): Draft | null;
  /** What the form refuses before sending: always (`andPost` false) and before posting. */
  check(values: Values, draft: Draft | null, andPost: boolean): FieldError[];
  confirmPost(draft: Draft): string;
  paths: { edit(id: number): string; view(id: number): string };
  /** The queries to refresh once saved: the document and the lists it shows in. */
  queryKeys: string[];
}) {
  const form = useForm<Values>({ defaultValues: family.defaults });
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState<number | null>(null);
  const { editing } = family;

  // Opening a draft fills the form with it once.
  useEffect(() => {
    if (!editing || loaded === editing.id) return;
    setLoaded(editing.id);
    form.reset(editing.values);
  }, [editing, loaded, form]);

  const refresh = async () => {
    for (const key of family.queryKeys) await queryClient.invalidateQueries({ queryKey: [key] });
  };

  const save = async (andPost: boolean) => {
    setServerError(null);
    const values = form.getValues();
    const draft = family.toDraft(values);
    const local = family.check(values, draft, andPost);
    // Then what the server would refuse of it, by the same schema it validates with: a form checks
    // before it asks «¿Registrar…?», not after (an empty amount was refused after the confirmation).
    const parsed = local.length === 0 && draft ? family.endpoints.create.body?.safeParse(draft) : undefined;
    const refused = parsed && !parsed.success ? fieldErrorsOf(parsed.error.issues) : [];
    setErrors([...local, ...refused]);
    if (local.length > 0 || refused.length > 0 || !draft) return;
    if (andPost && !(await confirm(family.confirmPost(draft)))) return;
    setBusy(true);
    try {
      const endpoints = family.endpoints;
      const saved = editing
        ? await call(endpoints.update, { body: { ...draft, id: editing.id, version: editing.version } })
        : await call(endpoints.create, { body: draft as Record<string, unknown> });
      const id = (saved.data as { id: number }).id;
      if (andPost) {
        try {
          await call(endpoints.post, { params: { id } });
        } catch (error) {
          // The draft is saved; the refusal says why it could not be posted.
          await refresh();
          if (!editing) navigate(family.paths.edit(id), { replace: true });
          throw error;
        }
      }
      await refresh();
      navigate(family.paths.view(id));
    } catch (error) {
      setServerError(messageOf(error));
      if (error instanceof ApiError) setErrors(error.fields);
    } finally {
      setBusy(false);
    }
  };

  const errorFor = (field: string) => errors.find((e) => e.field === field)?.message;
  return {
    form,
    /** What the form holds now, and how a field changes it: what every family's fields read and write. */
    values: form.watch(),
    set: form.setValue,
    save,
    busy,
    serverError,
    errors,
    setErrors,
    errorFor,
    /**
     * A field of the form as DateField, MoneyField, SelectField and RefField take it (spread on it):
     * what the form holds under `name`, how the field changes it, and the refusal of the API's field
     * it becomes (`apiField`, by default its own name).
     */
    bind: <K extends Path<Values>>(name: K, apiField: string = name) => ({
      value: form.getValues(name),
      onChange: (value: PathValue<Values, K>) => form.setValue(name, value),
      error: errorFor(apiField),
    }),
    /** The same for a TextField: its text, and its refusal or else its `hint` under it. */
    bindText: <K extends Path<Values>>(name: K, apiField: string = name, hint?: string) => ({
      value: form.getValues(name),
      onChange: (e: { target: { value: string } }) =>
        form.setValue(name, e.target.value as PathValue<Values, K>),
      error: Boolean(errorFor(apiField)),
      helperText: errorFor(apiField) ?? hint,
    }),
  };
}

/** A schema's refusals as the API names them: the field's path (`concepts.0.amount`) and its message. */
function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * What the server refused and no field shows under itself: its message, and each refusal of a
 * field shown elsewhere (or of none), above the form's buttons.
 */
export function Refusals({ serverError, errors }: { serverError: string | null; errors: FieldError[] }) {
  if (errors.length === 0 && !serverError) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {serverError && <div>{serverError}</div>}
      {errors.map((e) => (
        <div key={`${e.field}-${e.message}`}>{e.message}</div>
      ))}
    </Alert>
  );
}

/** What a form's parts (a header, a section) need of it to read, write and bind its fields. */
export type FormFields<Values extends FieldValues> = Pick<
  ReturnType<typeof useDocumentForm<Values, unknown>>,
  'values' | 'set' | 'errorFor' | 'bind' | 'bindText'
>;

/**
 * The frame of a document form: its title, the family's fields, the refusals not shown under a
 * field, and the total with the two ways to save.
 */
export function DocumentForm({
  title,
  total,
  state,
  fieldsShownInPlace,
  canPost = true,
  children,
}: {
  title: string;
  /** What the document is for; a family whose amount comes later (a payroll run, computed) has none yet. */
  total?: string;
  /** Whether a draft may be posted from its form (a payroll run is computed and reviewed first). */
  canPost?: boolean;
  state: {
    save(andPost: boolean): Promise<void>;
    busy: boolean;
    serverError: string | null;
    errors: FieldError[];
  };
  /** Fields whose refusals the family shows under the field itself. */
  fieldsShownInPlace: string[];
  children: ReactNode;
}) {
  const { errors, serverError, busy, save } = state;
  const elsewhere = errors.filter((e) => !fieldsShownInPlace.includes(e.field));
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
      <Refusals serverError={serverError} errors={elsewhere} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="p" sx={{ flex: 1, fontVariantNumeric: 'tabular-nums' }}>
          {total === undefined ? '' : `Total ${formatMoney(total)}`}
        </Typography>
        <Button onClick={() => save(false)} disabled={busy} variant={canPost ? 'text' : 'contained'}>
          Guardar borrador
        </Button>
        {canPost && (
          <Button variant="contained" onClick={() => save(true)} disabled={busy}>
            Registrar
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
