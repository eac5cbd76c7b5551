import { RESOURCES } from './resources/registry.ts';

/**
 * The Spanish names of the fields documents and calls take that no master declares (a master's own
 * fields carry their label in its declaration).
 */
const OTHERS: Record<string, string> = {
  acquiredOn: 'Fecha de adquisición',
  agreementDate: 'Fecha del convenio',
  amount: 'Monto',
  assets: 'Bienes',
  // Names masters share with different labels: the common one («Código», not a currency's «Código ISO»).
  code: 'Código',
  date: 'Fecha',
  dateOrder: 'Fecha',
  declarationDate: 'Fecha de presentación',
  description: 'Descripción',
  documentDate: 'Fecha',
  dueDate: 'Vencimiento',
  email: 'Correo electrónico',
  fineDate: 'Fecha de la multa',
  fromDate: 'Desde',
  idCustodian: 'Custodio',
  idCustodianTo: 'Nuevo custodio',
  idCustodianWorker: 'Custodio',
  idCustodianWorkerTo: 'Nuevo custodio',
  idMovementType: 'Concepto',
  idPeriod: 'Período',
  idWorkUnitTo: 'Unidad de destino',
  lines: 'Líneas',
  movementDate: 'Fecha',
  name: 'Nombre',
  page: 'Página',
  password: 'Contraseña',
  payDate: 'Fecha de pago',
  paymentDate: 'Fecha de pago',
  reason: 'Motivo',
  search: 'Búsqueda',
  size: 'Filas por página',
  toDate: 'Hasta',
  username: 'Usuario',
  usuario: 'Usuario',
  validFrom: 'Vigente desde',
  voucherDate: 'Fecha del pago',
};

const LABELS: ReadonlyMap<string, string> = (() => {
  const labels = new Map(Object.entries(OTHERS));
  // A name several masters use is labelled as the first declares it ('name': Nombre).
  for (const def of RESOURCES)
    for (const f of def.fields) if (!labels.has(f.name)) labels.set(f.name, f.label);
  return labels;
})();

/**
 * What a person calls the field a refusal names: «Descripción», «Monto (línea 2)»; null for a name
 * nobody declared (the message then stands alone, never the key).
 */
export function fieldLabel(path: string): string | null {
  const parts = path.split('.');
  const last = [...parts].reverse().find((p) => !/^\d+$/.test(p));
  const label = last ? LABELS.get(last) : undefined;
  if (!label) return null;
  const index = parts.find((p) => /^\d+$/.test(p));
  return index === undefined ? label : `${label} (línea ${Number(index) + 1})`;
}
