import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels.ts';

describe('fieldLabel', () => {
  it("names a field as its form does, a line's field with its line, and nothing for a key nobody declared", () => {
    expect(fieldLabel('description')).toBe('Descripción');
    expect(fieldLabel('startDate')).toBe('Fecha de inicio');
    expect(fieldLabel('lines.1.amount')).toBe('Monto (línea 2)');
    expect(fieldLabel('idCustodianWorkerTo')).toBe('Nuevo custodio');
    expect(fieldLabel('solicitud')).toBeNull();
  });
});
