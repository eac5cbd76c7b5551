import { payslipEndpoints, type VerifiedWorkerArc } from '@erario/contracts';
import { call } from '../../../platform/api.ts';
import type { VerifyBody } from '../../../platform/screens.ts';
import { VerifyField as Field, VerifiedMoney, VerifiedPaper } from '../../../platform/VerifyPage.tsx';

/** A worker's AR-C as its QR code's page shows it: who withheld, from whom, the year and its totals as printed. */
function WorkerArcVerifyBody({ c }: { c: VerifiedWorkerArc }) {
  return (
    <VerifiedPaper title={`AR-C · ejercicio ${c.ejercicio}`}>
      <Field label="Agente de retención">
        {c.institucion}
        {c.rifAgente ? ` · RIF ${c.rifAgente}` : ''}
      </Field>
      <Field label="Trabajador">
        {c.trabajador} · {c.cedula}
      </Field>
      <Field label="Remuneraciones pagadas en el año">
        <VerifiedMoney amount={c.remuneraciones} />
      </Field>
      <Field label="Impuesto retenido en el año">
        <VerifiedMoney amount={c.impuestoRetenido} />
      </Field>
      <Field label="Emitido">{c.emitido}</Field>
    </VerifiedPaper>
  );
}

/** Payroll's `workerArc` verification (`/workerArc/verify/:id`), declared in payroll.screens.tsx. */
export const workerArcVerification: VerifyBody<VerifiedWorkerArc> = {
  read: async (id) => (await call(payslipEndpoints.verifyArc, { params: { id } })).data,
  render: (c) => <WorkerArcVerifyBody c={c} />,
};
