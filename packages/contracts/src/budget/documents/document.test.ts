import { describe, expect, it } from 'vitest';
import {
  billTotals,
  type DocumentDraftInput,
  documentAmount,
  documentShapeErrors,
  momentsOf,
  togglePending,
} from './document.ts';

const base: DocumentDraftInput = {
  idPeriod: 1,
  idDocumentType: 1,
  dateOrder: '2026-03-01',
  description: 'Prueba',
  idBeneficiary: 7,
  idFundingSource: 3,
  amount: null,
  lines: [],
  sources: [],
  bills: [],
};

/** The act that approved a modification. */
const act = { number: 'AC-1', date: '2026-02-15', body: 'Concejo Municipal' };

describe('document moments', () => {
  it('moves each kind on the moments public-finance practice gives it', () => {
    expect(momentsOf('credit', true)).toEqual(['aditional']);
    expect(momentsOf('commitment', true)).toEqual(['committed']);
    expect(momentsOf('causation', false)).toEqual(['caused']);
    expect(momentsOf('causation', true)).toEqual(['committed', 'caused']);
    expect(momentsOf('budgetPayment', false)).toEqual(['paid']);
    expect(momentsOf('budgetPayment', true)).toEqual(['committed', 'caused', 'paid']);
    expect(momentsOf('patrimonialPayment', true)).toEqual([]);
  });
});

describe('document shape', () => {
  it('requires a traslado to balance, with ceding and receiving lines on different accounts', () => {
    const lines = [
      { idBudgetAccount: 1, amount: '100.10', type: 'C' as const },
      { idBudgetAccount: 2, amount: '100.01', type: 'R' as const },
    ];
    expect(documentShapeErrors('transfer', { ...base, act, lines })).toEqual([
      { field: 'lines', message: 'El traslado no cuadra: cede 100,10 y recibe 100,01' },
    ]);
    const balanced = [lines[0], { ...lines[1], amount: '100.10' }] as typeof lines;
    expect(documentShapeErrors('transfer', { ...base, act, lines: balanced })).toEqual([]);
    expect(documentAmount('transfer', { ...base, lines: balanced })).toBe('100.10');
    const same = [lines[0], { ...lines[0], type: 'R' as const }] as typeof lines;
    expect(documentShapeErrors('transfer', { ...base, act, lines: same })).toContainEqual({
      field: 'lines',
      message: 'Una partida no puede ceder y recibir en el mismo traslado',
    });
  });

  it('asks a credit for its funding source, spending for its beneficiary, and an egress for orders', () => {
    const line = [{ idBudgetAccount: 1, amount: '5.00' }];
    expect(documentShapeErrors('credit', { ...base, act, idFundingSource: null, lines: line })).toEqual([
      { field: 'idFundingSource', message: 'Indique la fuente de financiamiento del crédito' },
    ]);
    expect(documentShapeErrors('commitment', { ...base, idBeneficiary: null, lines: line })).toEqual([
      { field: 'idBeneficiary', message: 'Indique el beneficiario' },
    ]);
    expect(documentShapeErrors('egress', base)).toEqual([
      { field: 'sources', message: 'Elija al menos una orden de pago pendiente' },
      { field: 'disbursement.idBankAccount', message: 'Indique la cuenta bancaria de la que sale el pago' },
    ]);
    expect(documentShapeErrors('patrimonialPayment', { ...base, lines: line })).toContainEqual({
      field: 'lines',
      message: 'Este tipo de documento no imputa cuentas presupuestarias',
    });
  });

  it('pays an egress voucher from an account, by cheque with its number or transfer with its reference', () => {
    const egress = { ...base, sources: [{ idDocumentSource: 4, idBudgetAccount: null, amount: '10.00' }] };
    const cheque = { idBankAccount: 2, method: 'cheque' as const, reference: null };
    expect(documentShapeErrors('egress', { ...egress, disbursement: cheque })).toEqual([
      { field: 'disbursement.reference', message: 'Indique el número del cheque' },
    ]);
    expect(
      documentShapeErrors('egress', { ...egress, disbursement: { ...cheque, method: 'transfer' } }),
    ).toEqual([{ field: 'disbursement.reference', message: 'Indique la referencia de la transferencia' }]);
    expect(
      documentShapeErrors('egress', { ...egress, disbursement: { ...cheque, reference: '00001234' } }),
    ).toEqual([]);
    const line = [{ idBudgetAccount: 1, amount: '5.00' }];
    expect(
      documentShapeErrors('commitment', {
        ...base,
        lines: line,
        disbursement: { ...cheque, reference: '1' },
      }),
    ).toEqual([
      { field: 'disbursement', message: 'Solo un comprobante de egreso paga desde una cuenta bancaria' },
    ]);
  });

  it('checks each bill: without-VAT equals base plus exempt, retention within the VAT', () => {
    const bill = {
      dateBill: '2026-03-01',
      control: '1',
      number: '1',
      amountTaxed: '10.00',
      amountWithoutTaxIva: '110.00',
      amountTaxIva: '16.00',
      amountBase: '100.00',
      retentionIva: '20.00',
      ivaRate: '16.00',
      retentionIslr: '0.00',
      retentionTimbre: '0.00',
    };
    const errors = documentShapeErrors('commitment', {
      ...base,
      lines: [{ idBudgetAccount: 1, amount: '1.00' }],
      bills: [{ ...bill, amountWithoutTaxIva: '111.00' }],
    });
    expect(errors.map((e) => e.field)).toEqual(['bills.0.amountWithoutTaxIva', 'bills.0.retentionIva']);
  });

  it('asks an ISLR withholding for its concept and rate, and caps ISLR and 1×1000 at the amount without VAT', () => {
    const bill = {
      dateBill: '2026-03-01',
      control: '00-1',
      number: '1',
      amountTaxed: '0.00',
      amountWithoutTaxIva: '100.00',
      amountTaxIva: '16.00',
      amountBase: '100.00',
      retentionIva: '12.00',
      ivaRate: '16.00',
      retentionIslr: '2.00',
      retentionTimbre: '0.10',
    };
    const line = [{ idBudgetAccount: 1, amount: '1.00' }];
    expect(
      documentShapeErrors('commitment', { ...base, lines: line, bills: [bill] }).map((e) => e.field),
    ).toEqual(['bills.0.islrConcept', 'bills.0.islrRate']);
    expect(
      documentShapeErrors('commitment', {
        ...base,
        lines: line,
        bills: [
          {
            ...bill,
            islrConcept: '002',
            islrRate: '2.00',
            retentionIslr: '100.01',
            retentionTimbre: '101.00',
          },
        ],
      }).map((e) => e.message),
    ).toEqual([
      'La retención de ISLR no puede superar el monto sin IVA',
      'El 1×1000 no puede superar el monto sin IVA',
    ]);
    expect(
      documentShapeErrors('commitment', {
        ...base,
        idBeneficiary: null,
        lines: line,
        bills: [{ ...bill, islrConcept: '002', islrRate: '2.00' }],
      }),
    ).toContainEqual({ field: 'idBeneficiary', message: 'Indique el beneficiario al que se retiene' });
  });
});

describe('bill totals', () => {
  it('adds in decimals, without float drift', () => {
    const bill = {
      dateBill: '2026-03-01',
      control: '1',
      number: '1',
      amountTaxed: '0.10',
      amountWithoutTaxIva: '0.30',
      amountTaxIva: '0.03',
      amountBase: '0.20',
      retentionIva: '0.02',
    };
    expect(billTotals([bill, bill, bill])).toEqual({
      subtotal: '0.90',
      iva: '0.09',
      total: '0.99',
      exempt: '0.30',
      retention: '0.06',
      base: '0.60',
      amountWithIva: '0.69',
    });
  });
});

describe('pending toggle', () => {
  it('adds an item, and removes it when chosen again (spec section 4)', () => {
    const item = { idDocumentSource: 4, idBudgetAccount: 9, amount: '1.00' };
    const once = togglePending([], item);
    expect(once).toEqual([item]);
    expect(togglePending(once, { ...item, amount: '2.00' })).toEqual([]);
    expect(togglePending(once, { ...item, idBudgetAccount: 10 })).toHaveLength(2);
  });
});

describe('modification acts', () => {
  const line = [{ idBudgetAccount: 1, amount: '5.00' }];
  it('asks a modification for its act, dated no later than the document, and no other type', () => {
    expect(documentShapeErrors('reduction', { ...base, lines: line })).toEqual([
      { field: 'act', message: 'Indique el acto que aprobó la modificación: número, fecha y órgano' },
    ]);
    expect(
      documentShapeErrors('reduction', { ...base, act: { ...act, date: '2026-03-02' }, lines: line }),
    ).toEqual([
      {
        field: 'act.date',
        message: 'El acto que aprueba la modificación no puede ser posterior al documento',
      },
    ]);
    expect(documentShapeErrors('reduction', { ...base, act, lines: line })).toEqual([]);
    expect(documentShapeErrors('commitment', { ...base, act, lines: line })).toEqual([
      { field: 'act', message: 'Solo las modificaciones presupuestarias llevan acto de aprobación' },
    ]);
  });
});
