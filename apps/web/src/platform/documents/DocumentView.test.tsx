import { assetMovementEndpoints } from '@erario/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  refusal,
  renderApp,
  resetApp,
  type SentRequest,
  signIn,
  stubNetwork,
  success,
} from '../test-render.tsx';
import { DocumentView, Field, type ViewedDocument } from './DocumentView.tsx';
import { documentPaths } from './paths.ts';

afterEach(resetApp);

const PATHS = documentPaths('/movimientos');

const DRAFT: ViewedDocument = {
  id: 5,
  status: 'draft',
  amount: '1234.56',
  verifyId: null,
  idReverses: null,
  idReversal: null,
  annulledAt: null,
  annulReason: null,
};
const POSTED: ViewedDocument = { ...DRAFT, status: 'posted', verifyId: 'abc123' };

function renderView(doc: ViewedDocument) {
  return renderApp(
    <DocumentView
      doc={doc}
      title="Incorporación 0005"
      endpoints={assetMovementEndpoints}
      writeScreen="INV-MOV-01"
      paths={PATHS}
      pdfName="Movimiento 0005.pdf"
      queryKeys={['asset-movements']}
    >
      <Field label="Descripción">Alta de sillas</Field>
    </DocumentView>,
    { path: PATHS.view(doc.id) },
  );
}

const button = (text: string) => screen.getByText(text).closest('button,a') as HTMLElement;
const shown = (...texts: string[]) => texts.filter((text) => screen.queryByText(text) !== null);
const ACTIONS = ['Editar', 'Eliminar', 'Registrar', 'Imprimir', 'Verificación pública', 'Anular'];
const requests = (sent: SentRequest[]) => sent.map((r) => `${r.method} ${r.url.pathname}`);

describe('DocumentView', () => {
  it('shows its title, status and fields', () => {
    stubNetwork();
    signIn({ screens: ['INV-MOV-01'] });
    renderView(DRAFT);
    expect(screen.getByText('Incorporación 0005').tagName).toBe('H1');
    expect(screen.getByText('Borrador')).toBeTruthy();
    expect(screen.getByText('Descripción')).toBeTruthy();
    expect(screen.getByText('Alta de sillas')).toBeTruthy();
  });

  it('offers a writer to edit, delete or post a draft', () => {
    stubNetwork();
    signIn({ screens: ['INV-MOV-01'] });
    renderView(DRAFT);
    expect(shown(...ACTIONS)).toEqual(['Editar', 'Eliminar', 'Registrar']);
    expect(button('Editar').getAttribute('href')).toBe('/movimientos?editar=5');
  });

  it('offers nothing on a draft to whom only reads', () => {
    stubNetwork();
    signIn({ screens: ['INV-MOV-01'], consultant: true });
    renderView(DRAFT);
    expect(shown(...ACTIONS)).toEqual([]);
  });

  it('offers a posted document to print, verify and annul', () => {
    stubNetwork();
    signIn({ screens: ['INV-MOV-01'] });
    renderView(POSTED);
    expect(screen.getByText('Registrado')).toBeTruthy();
    expect(shown(...ACTIONS)).toEqual(['Imprimir', 'Verificación pública', 'Anular']);
    expect(button('Verificación pública').getAttribute('href')).toBe('/document/verify/abc123');
  });

  it('offers a reader to print a posted document, not to annul it', () => {
    stubNetwork();
    signIn({ screens: ['INV-BMU-01'] });
    renderView({ ...POSTED, verifyId: null });
    expect(shown(...ACTIONS)).toEqual(['Imprimir']);
  });

  it('shows a reversal as one, linked to the annulled document, and not to be annulled', () => {
    stubNetwork();
    signIn({ screens: ['INV-MOV-01'] });
    renderView({ ...POSTED, id: 6, idReverses: 5, verifyId: null });
    // Its status chip says what it is, not that it is posted.
    expect(screen.getByText('Reverso')).toBeTruthy();
    expect(screen.queryByText('Registrado')).toBeNull();
    expect(screen.getByText(/Reverso por anulación/)).toBeTruthy();
    expect(button('Ver el documento anulado').getAttribute('href')).toBe('/movimientos?id=5');
    expect(shown(...ACTIONS)).toEqual(['Imprimir']);
  });

  it('says when and why it was annulled, and where its reversal is', () => {
    stubNetwork();
    signIn({ screens: ['INV-MOV-01'] });
    renderView({
      ...POSTED,
      status: 'annulled',
      idReversal: 6,
      annulledAt: '2025-03-10T14:30:00Z',
      annulReason: 'Error de transcripción',
    });
    expect(screen.getByText('Anulado')).toBeTruthy();
    expect(screen.getByText(/Anulado el 10\/03\/2025 10:30: Error de transcripción\./)).toBeTruthy();
    expect(button('Ver el reverso').getAttribute('href')).toBe('/movimientos?id=6');
    expect(shown('Anular', 'Editar')).toEqual([]);
  });

  it('posts a draft once confirmed with its amount, and says so', async () => {
    const sent = stubNetwork(() =>
      success({ data: { warnings: [] }, message: 'Documento registrado: N° 0005' }),
    );
    signIn({ screens: ['INV-MOV-01'] });
    renderView(DRAFT);
    fireEvent.click(button('Registrar'));
    expect(
      await screen.findByText(
        '¿Registrar este documento por 1.234,56? Un documento registrado no se modifica.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(button('Si'));
    expect(await screen.findByText('Documento registrado: N° 0005')).toBeTruthy();
    expect(requests(sent)).toEqual(['POST /api/inventory/assetMovement/post/5']);
  });

  it('deletes a draft once confirmed, and goes back to the list', async () => {
    const sent = stubNetwork();
    signIn({ screens: ['INV-MOV-01'] });
    const { location } = renderView(DRAFT);
    fireEvent.click(button('Eliminar'));
    fireEvent.click(await screen.findByText('Si'));
    await waitFor(() => expect(location()).toBe('/movimientos'));
    expect(requests(sent)).toEqual(['DELETE /api/inventory/assetMovement/deleteById/5']);
  });

  it('annuls with a reason of at least 5 characters, once confirmed', async () => {
    const sent = stubNetwork();
    signIn({ screens: ['INV-MOV-01'] });
    renderView(POSTED);
    fireEvent.click(button('Anular'));
    expect(await screen.findByText('Anular Incorporación 0005')).toBeTruthy();
    const confirmAnnul = () => screen.getAllByText('Anular').at(-1)?.closest('button') as HTMLButtonElement;
    const reason = screen.getByLabelText('Motivo de la anulación');
    fireEvent.change(reason, { target: { value: ' Err ' } });
    expect(confirmAnnul().disabled).toBe(true);
    fireEvent.change(reason, { target: { value: 'Error de transcripción' } });
    fireEvent.click(confirmAnnul());
    fireEvent.click(await screen.findByText('Si'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(requests(sent)).toEqual(['POST /api/inventory/assetMovement/annul/5']);
    expect(sent[0]?.body).toEqual({ reason: 'Error de transcripción' });
  });

  it("shows the server's refusal", async () => {
    stubNetwork(() => refusal(409, 'El documento cambió desde que lo abrió'));
    signIn({ screens: ['INV-MOV-01'] });
    renderView(DRAFT);
    fireEvent.click(button('Registrar'));
    fireEvent.click(await screen.findByText('Si'));
    expect(await screen.findByText('El documento cambió desde que lo abrió')).toBeTruthy();
  });

  it('prints from the server, and says why when it cannot', async () => {
    const sent = stubNetwork(() => refusal(404, 'Documento no encontrado'));
    signIn({ screens: ['INV-MOV-01'] });
    renderView(POSTED);
    fireEvent.click(button('Imprimir'));
    expect(await screen.findByText('Documento no encontrado')).toBeTruthy();
    expect(requests(sent)).toEqual(['GET /api/inventory/assetMovement/pdf/5']);
  });
});
