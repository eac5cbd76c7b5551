import { assetMovementEndpoints, type FieldError } from '@erario/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderApp, resetApp, signIn, stubNetwork } from '../test-render.tsx';
import { DocumentForm, type EditedDraft, useDocumentForm } from './DocumentForm.tsx';

afterEach(resetApp);

/** The frame's state, as useDocumentForm gives it. */
function frameState(overrides: { busy?: boolean; serverError?: string | null; errors?: FieldError[] } = {}) {
  return { save: vi.fn(async () => {}), busy: false, serverError: null, errors: [], ...overrides };
}

const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;

describe('DocumentForm, the frame', () => {
  it('shows its title, the family fields and the total as 1.234,56', () => {
    render(
      <DocumentForm title="Nuevo movimiento" total="1234.56" state={frameState()} fieldsShownInPlace={[]}>
        <p>Campos de la familia</p>
      </DocumentForm>,
    );
    expect(screen.getByText('Nuevo movimiento').tagName).toBe('H1');
    expect(screen.getByText('Campos de la familia')).toBeTruthy();
    expect(screen.getByText('Total 1.234,56')).toBeTruthy();
  });

  it('shows no total for a document whose amount comes later', () => {
    render(
      <DocumentForm title="Nueva nómina" state={frameState()} fieldsShownInPlace={[]}>
        {null}
      </DocumentForm>,
    );
    expect(screen.queryByText(/Total/)).toBeNull();
  });

  it('saves a draft, or saves and posts', () => {
    const state = frameState();
    render(
      <DocumentForm title="Nuevo movimiento" total="0" state={state} fieldsShownInPlace={[]}>
        {null}
      </DocumentForm>,
    );
    fireEvent.click(button('Guardar borrador'));
    expect(state.save).toHaveBeenLastCalledWith(false);
    fireEvent.click(button('Registrar'));
    expect(state.save).toHaveBeenLastCalledWith(true);
    expect(state.save).toHaveBeenCalledTimes(2);
  });

  it('offers no posting where the family posts elsewhere', () => {
    render(
      <DocumentForm title="Nueva nómina" canPost={false} state={frameState()} fieldsShownInPlace={[]}>
        {null}
      </DocumentForm>,
    );
    expect(button('Guardar borrador')).toBeTruthy();
    expect(screen.queryByText('Registrar')).toBeNull();
  });

  it('cannot be saved twice while saving', () => {
    render(
      <DocumentForm
        title="Nuevo movimiento"
        total="0"
        state={frameState({ busy: true })}
        fieldsShownInPlace={[]}
      >
        {null}
      </DocumentForm>,
    );
    expect(button('Guardar borrador').disabled).toBe(true);
    expect(button('Registrar').disabled).toBe(true);
  });

  it("shows the server's refusal and the errors of fields not shown in place", () => {
    const errors = [
      { field: 'description', message: 'Describa el movimiento' },
      { field: 'lines', message: 'Agregue al menos un bien' },
    ];
    render(
      <DocumentForm
        title="Nuevo movimiento"
        state={frameState({ serverError: 'El período está cerrado', errors })}
        fieldsShownInPlace={['description']}
      >
        {null}
      </DocumentForm>,
    );
    expect(screen.getByText('El período está cerrado')).toBeTruthy();
    expect(screen.getByText('Agregue al menos un bien')).toBeTruthy();
    expect(screen.queryByText('Describa el movimiento')).toBeNull();
  });
});

interface Values {
  description: string;
}

/** The draft an asset movement's API takes, around the form's one field. */
const draftOf = (values: Values) => ({
  idPeriod: 7,
  idKind: 3,
  movementDate: '2025-03-01',
  description: values.description,
  assets: [],
});

/** A family's form, as small as one: a description, refused empty, and required to post. */
function MovementForm({ editing = null }: { editing?: EditedDraft<Values> | null }) {
  const state = useDocumentForm<Values, ReturnType<typeof draftOf>>({
    endpoints: assetMovementEndpoints,
    defaults: { description: '' },
    editing,
    toDraft: draftOf,
    check: (values, _draft, andPost) =>
      andPost && values.description.trim() === ''
        ? [{ field: 'description', message: 'Describa el movimiento' }]
        : [],
    confirmPost: (draft) => `¿Registrar «${draft.description}»?`,
    paths: { edit: (id) => `/movimientos?editar=${id}`, view: (id) => `/movimientos?id=${id}` },
    queryKeys: ['asset-movements'],
  });
  return (
    <DocumentForm title="Nuevo movimiento" total="10" state={state} fieldsShownInPlace={['description']}>
      <label>
        Descripción
        <input {...state.form.register('description')} />
      </label>
      <span>{state.errorFor('description')}</span>
    </DocumentForm>
  );
}

/** Answers a saved draft as number 41, and posts (or refuses to) as told. */
function server(post: () => unknown = () => ({ warnings: [] })) {
  return stubNetwork((request) => (request.url.pathname.includes('/post/') ? post() : { id: 41 }));
}

const requests = (sent: { method: string; url: URL }[]) => sent.map((r) => `${r.method} ${r.url.pathname}`);

describe('DocumentForm, saving', () => {
  it('saves a new draft and opens it', async () => {
    const sent = server();
    signIn({ screens: ['INV-MOV-01'] });
    const { location } = renderApp(<MovementForm />, { path: '/movimientos?nuevo=1' });
    fireEvent.change(screen.getByLabelText('Descripción'), { target: { value: 'Alta de sillas' } });
    fireEvent.click(button('Guardar borrador'));
    await waitFor(() => expect(location()).toBe('/movimientos?id=41'));
    expect(requests(sent)).toEqual(['POST /api/inventory/assetMovement/create']);
    expect(sent[0]?.body).toEqual(draftOf({ description: 'Alta de sillas' }));
  });

  it('saves an edited draft with the version it was read at', async () => {
    const sent = server();
    signIn({ screens: ['INV-MOV-01'] });
    renderApp(<MovementForm editing={{ id: 41, version: 3, values: { description: 'Alta de sillas' } }} />);
    expect((screen.getByLabelText('Descripción') as HTMLInputElement).value).toBe('Alta de sillas');
    fireEvent.click(button('Guardar borrador'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(requests(sent)).toEqual(['PUT /api/inventory/assetMovement/update']);
    expect(sent[0]?.body).toEqual({ ...draftOf({ description: 'Alta de sillas' }), id: 41, version: 3 });
  });

  it('refuses what its checks refuse, without a request', async () => {
    const sent = server();
    signIn({ screens: ['INV-MOV-01'] });
    renderApp(<MovementForm />);
    fireEvent.click(button('Registrar'));
    expect(await screen.findByText('Describa el movimiento')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses what the API’s schema refuses before it asks, field by field, without a request', async () => {
    const sent = server();
    signIn({ screens: ['INV-MOV-01'] });
    renderApp(<MovementForm />);
    // A draft too: the family's own checks pass it, the schema the server validates with does not.
    fireEvent.click(button('Guardar borrador'));
    expect(await screen.findByText('Describa el movimiento')).toBeTruthy();
    expect(screen.queryByText(/¿Registrar/)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('asks before posting, and posts nothing when told no', async () => {
    const sent = server();
    signIn({ screens: ['INV-MOV-01'] });
    const { location } = renderApp(<MovementForm />);
    fireEvent.change(screen.getByLabelText('Descripción'), { target: { value: 'Alta de sillas' } });
    fireEvent.click(button('Registrar'));
    expect(await screen.findByText('¿Registrar «Alta de sillas»?')).toBeTruthy();
    fireEvent.click(button('No'));
    await waitFor(() => expect(screen.queryByText('¿Registrar «Alta de sillas»?')).toBeNull());
    expect(sent).toEqual([]);
    fireEvent.click(button('Registrar'));
    fireEvent.click(await screen.findByText('Si'));
    await waitFor(() => expect(location()).toBe('/movimientos?id=41'));
    expect(requests(sent)).toEqual([
      'POST /api/inventory/assetMovement/create',
      'POST /api/inventory/assetMovement/post/41',
    ]);
  });

  it('keeps a draft whose posting is refused, and says why', async () => {
    server(() => refusal(422, 'La fecha está fuera del período'));
    signIn({ screens: ['INV-MOV-01'] });
    const { location } = renderApp(<MovementForm />, { path: '/movimientos?nuevo=1' });
    fireEvent.change(screen.getByLabelText('Descripción'), { target: { value: 'Alta de sillas' } });
    fireEvent.click(button('Registrar'));
    fireEvent.click(await screen.findByText('Si'));
    expect(await screen.findByText('La fecha está fuera del período')).toBeTruthy();
    // The router moves in a transition: it may come after the refusal shows.
    await waitFor(() => expect(location()).toBe('/movimientos?editar=41'));
    expect(button('Registrar').disabled).toBe(false);
  });
});
