import { departmentResource } from '@erario/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp, signIn, stubNetwork } from '../test-render.tsx';
import { RefSelect } from './RefSelect.tsx';

afterEach(resetApp);

/** The department picker of a work unit's form, answered by a server with no department yet. */
function picker() {
  const picked = vi.fn();
  const sent = stubNetwork((request) =>
    request.url.pathname.endsWith('/department/create')
      ? { id: 9, code: 'COM', name: 'Compras', active: true, version: 0 }
      : [],
  );
  renderApp(
    <RefSelect creatable target={departmentResource} label="Departamento" value={null} onChange={picked} />,
  );
  fireEvent.change(screen.getByRole('combobox', { name: 'Departamento' }), { target: { value: 'Compras' } });
  return { picked, sent };
}

describe('RefSelect', () => {
  it('creates the record a later step needs in place, for who may, and picks it', async () => {
    signIn({ screens: ['INV-DEP-01', 'INV-ENT-01'] });
    const { picked, sent } = picker();
    fireEvent.click(await screen.findByRole('option', { name: 'Crear un nuevo departamento…' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo departamento' });
    expect((screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('Compras');
    fireEvent.change(screen.getByRole('textbox', { name: 'Código' }), { target: { value: 'COM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(picked).toHaveBeenCalledWith({ id: 9, label: 'Compras' }));
    expect(sent.find((r) => r.url.pathname.endsWith('/department/create'))?.body).toMatchObject({
      code: 'COM',
      name: 'Compras',
    });
    await waitFor(() => expect(form.isConnected).toBe(false));
  });

  it('says where the records are kept to who may not create them', async () => {
    signIn({ screens: ['INV-ENT-01'] });
    picker();
    expect(
      await screen.findByText(
        'No hay departamentos que coincidan con «Compras». Se registran en Inventario › Departamentos.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Crear/ })).toBeNull();
  });
});
