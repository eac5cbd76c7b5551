import type { BenefitDeposit, BenefitEntry, BenefitSettlement, BenefitWorker } from '@erario/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  renderApp,
  resetApp,
  type SentRequest,
  signIn,
  stubNetwork,
} from '../../../platform/test-render.tsx';
import { BenefitsPage } from './BenefitsPage.tsx';

const deposit = (over: Partial<BenefitDeposit>): BenefitDeposit => ({
  id: 1,
  year: 2026,
  quarter: 1,
  quarterEnd: '2026-03-31',
  status: 'posted',
  employees: 2,
  guarantee: '3379.20',
  additional: '225.56',
  interest: '0.00',
  postedAt: '2026-04-05T15:00:00Z',
  postedBy: 'nomina',
  annulledAt: null,
  ...over,
});
const DEPOSITS = [
  deposit({ id: 2, quarter: 2, quarterEnd: '2026-06-30', guarantee: '4054.20', interest: '148.69' }),
  deposit({}),
];
const WORKER: BenefitWorker = {
  idEmployee: 3,
  idNumber: 'V-20000003',
  name: 'CASTILLO, CARLA',
  hireDate: '2025-06-01',
  terminationDate: '2026-08-20',
  deposited: '4500.00',
  advances: '0.00',
  balance: '4500.00',
  interest: '170.86',
  lastDeposit: '2026-09-30',
  settled: false,
};
const ENTRIES: BenefitEntry[] = [
  {
    id: 10,
    entryDate: '2026-03-31',
    kind: 'guarantee',
    description: 'Garantía del primer trimestre de 2026: 15 días de salario integral (trimestre completo)',
    days: '15.00',
    dailySalary: '112.50',
    rate: null,
    amount: '1687.50',
    reason: null,
    reference: null,
    balance: '1687.50',
    interestBalance: '0.00',
  },
  {
    id: 11,
    entryDate: '2026-04-30',
    kind: 'interest',
    description: 'Intereses de abril de 2026 sobre 1.687,50 al 15,00 % anual',
    days: null,
    dailySalary: null,
    rate: '15.00',
    amount: '21.09',
    reason: null,
    reference: null,
    balance: '1687.50',
    interestBalance: '21.09',
  },
  {
    id: 12,
    entryDate: '2026-05-15',
    kind: 'advance',
    description: 'Anticipo para vivienda',
    days: null,
    dailySalary: null,
    rate: null,
    amount: '500.00',
    reason: 'housing',
    reference: 'Solicitud',
    balance: '1187.50',
    interestBalance: '21.09',
  },
];
const SETTLEMENT: BenefitSettlement = {
  idEmployee: 3,
  terminationDate: '2026-08-20',
  years: 1,
  months: 2,
  lastNormalSalary: '500.00',
  integralDaily: '112.50',
  deposited: '4500.00',
  pendingDays: '0',
  pending: '0.00',
  guaranteeTotal: '4500.00',
  retroactiveDays: 30,
  retroactive: '3375.00',
  greater: 'guarantee',
  benefits: '4500.00',
  advances: '0.00',
  interest: '170.86',
  total: '4670.86',
  normalDaily: '100.00',
  vacationDays: '10.00',
  vacation: '1000.00',
  vacationFractionDays: '5.33',
  vacationFraction: '533.33',
  yearEndDays: '17.50',
  yearEnd: '1750.00',
  dueDate: '2026-08-25',
  paidOn: '2026-10-05',
  lateDays: 41,
  lateInterest: '166.99',
  grandTotal: '8121.18',
  warnings: [],
};

function serve() {
  return stubNetwork((r: SentRequest) => {
    const path = r.url.pathname;
    if (path.endsWith('/benefit/deposits')) return DEPOSITS;
    if (path.endsWith('/benefit/workers')) return { rows: [WORKER], total: 1, page: 0, size: 10 };
    if (path.includes('/benefit/ledger/')) return { worker: WORKER, entries: ENTRIES };
    if (path.includes('/benefit/settlement/')) return SETTLEMENT;
    if (path.endsWith('/benefit/deposit')) return deposit({ id: 3, quarter: 3 });
    if (path.endsWith('/benefit/advance')) return { ...ENTRIES[0], kind: 'advance' };
    if (path.endsWith('/annul')) return WORKER;
    if (path.endsWith('/benefit/interestPayment')) return { year: 2026, employees: 1, total: '170.86' };
    return null;
  });
}

afterEach(resetApp);

describe('BenefitsPage', () => {
  it('lists the quarters deposited, and proposes the next one to deposit', async () => {
    const sent = serve();
    signIn({ screens: ['NOM-PRE-01'] });
    renderApp(<BenefitsPage />);
    const quarters = await screen.findByRole('table', { name: 'Abonos trimestrales' });
    await within(quarters).findByText('4.054,20');
    expect(within(quarters).getByText('2.º trimestre 2026 (al 30/06/2026)')).toBeTruthy();
    // Only the last quarter may be annulled.
    expect(within(quarters).getAllByRole('button', { name: 'Anular' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Abonar trimestre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abonar la garantía de un trimestre' });
    expect(within(dialog).getByRole('combobox', { name: 'Trimestre' }).textContent).toContain(
      'Tercer trimestre',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abonar' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ year: 2026, quarter: 3 }),
    );
  });

  it("opens a worker's ledger and, for a leaver, the settlement line by line, and records it paid", async () => {
    const sent = serve();
    signIn({ screens: ['NOM-PRE-01'] });
    renderApp(<BenefitsPage />);
    fireEvent.click(await screen.findByText('CASTILLO, CARLA'));
    const ledger = await screen.findByRole('table', { name: 'Libro de prestaciones de CASTILLO, CARLA' });
    await within(ledger).findByText('1.687,50', { selector: 'td:nth-child(6)' });
    expect(
      within(ledger).getByText('Intereses de abril de 2026 sobre 1.687,50 al 15,00 % anual'),
    ).toBeTruthy();
    const settlement = await screen.findByRole('table', { name: 'Liquidación de CASTILLO, CARLA' });
    expect(within(settlement).getByText('Prestaciones: el mayor (la garantía)')).toBeTruthy();
    expect(within(settlement).getByText('4.670,86')).toBeTruthy();
    expect(within(settlement).getByText('Vacaciones no disfrutadas (10,00 días × 100,00)')).toBeTruthy();
    expect(
      within(settlement).getByText(
        'Intereses de mora de las prestaciones (41 días desde el 25/08/2026 hasta hoy, a la tasa activa del BCV)',
      ),
    ).toBeTruthy();
    expect(within(settlement).getByText('8.121,18')).toBeTruthy();
    expect(
      screen.getByText(
        'Se paga a más tardar el 25/08/2026, a los 5 días del egreso (LOTTT art. 142 f): lleva 41 días de retraso y genera intereses de mora.',
      ),
    ).toBeTruthy();
    // Recorded as paid on the day the office says, with its act.
    fireEvent.click(screen.getByRole('button', { name: 'Registrar liquidación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liquidación de CASTILLO, CARLA' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Fecha de pago' }), {
      target: { value: '05/10/2026' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Resolución y orden de pago' }), {
      target: { value: 'Resolución RRHH-050 y orden de pago 2026-140' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar liquidación' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST' && r.url.pathname.includes('/settlement/'))?.body).toEqual({
        reference: 'Resolución RRHH-050 y orden de pago 2026-140',
        paidOn: '2026-10-05',
      }),
    );
  });

  it('records an advance from the ledger with its purpose and papers', async () => {
    const sent = serve();
    signIn({ screens: ['NOM-PRE-01'] });
    renderApp(<BenefitsPage />);
    fireEvent.click(await screen.findByText('CASTILLO, CARLA'));
    fireEvent.click(await screen.findByRole('button', { name: 'Anticipo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anticipo de prestaciones de CASTILLO, CARLA' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Monto' }), {
      target: { value: '1.000,00' },
    });
    fireEvent.change(
      within(dialog).getByRole('textbox', { name: 'Soportes (solicitud, presupuesto, factura…)' }),
      {
        target: { value: 'Solicitud y presupuesto de la obra' },
      },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar anticipo' }));
    await waitFor(() =>
      expect(sent.find((r) => r.url.pathname.endsWith('/benefit/advance'))?.body).toMatchObject({
        idEmployee: 3,
        amount: '1000.00',
        reason: 'housing',
        reference: 'Solicitud y presupuesto de la obra',
      }),
    );
  });

  it('annuls an advance from its ledger line with the reason, and only the opening or an advance', async () => {
    const sent = serve();
    signIn({ screens: ['NOM-PRE-01'] });
    renderApp(<BenefitsPage />);
    fireEvent.click(await screen.findByText('CASTILLO, CARLA'));
    const ledger = await screen.findByRole('table', { name: 'Libro de prestaciones de CASTILLO, CARLA' });
    await within(ledger).findByText('Anticipo para vivienda');
    // The guarantee and its interest go with their quarter: only the advance's line offers it.
    const annul = within(ledger).getAllByRole('button', { name: 'Anular' });
    expect(annul).toHaveLength(1);
    fireEvent.click(annul[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Anular el anticipo del 15/05/2026' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo' }), {
      target: { value: 'Registrado dos veces' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    await waitFor(() =>
      expect(sent.find((r) => r.url.pathname.endsWith('/benefit/entry/12/annul'))?.body).toEqual({
        reason: 'Registrado dos veces',
      }),
    );
  });

  it("pays the year's interest with the day and the payment order", async () => {
    const sent = serve();
    signIn({ screens: ['NOM-PRE-01'] });
    renderApp(<BenefitsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar intereses del año' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar los intereses del año' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Año' }), { target: { value: '2026' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Fecha de pago' }), {
      target: { value: '15/01/2027' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Orden de pago' }), {
      target: { value: 'Orden de pago 2027-004' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    await waitFor(() =>
      expect(sent.find((r) => r.url.pathname.endsWith('/benefit/interestPayment'))?.body).toEqual({
        year: 2026,
        paidOn: '2027-01-15',
        reference: 'Orden de pago 2027-004',
      }),
    );
  });

  it('lets a consultant read but neither deposit nor annul', async () => {
    serve();
    signIn({ screens: ['NOM-PRE-01'], consultant: true });
    renderApp(<BenefitsPage />);
    await screen.findByText('4.054,20');
    expect(screen.queryByRole('button', { name: 'Abonar trimestre' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pagar intereses del año' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anular' })).toBeNull();
  });
});
