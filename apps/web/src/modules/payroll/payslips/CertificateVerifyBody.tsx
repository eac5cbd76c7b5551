import { formatDate, payslipEndpoints, type VerifiedEmploymentCertificate } from '@erario/contracts';
import { call } from '../../../platform/api.ts';
import type { VerifyBody } from '../../../platform/screens.ts';
import { VerifyField as Field, VerifiedMoney, VerifiedPaper } from '../../../platform/VerifyPage.tsx';

/** An employment certificate as its QR code's page shows it: what it stated, as issued. */
function CertificateVerifyBody({ c }: { c: VerifiedEmploymentCertificate }) {
  return (
    <VerifiedPaper title={`Constancia de trabajo · ${formatDate(c.expedida)}`} mark="Verificada">
      <Field label="Institución">
        {c.institucion}
        {c.rif ? ` · RIF ${c.rif}` : ''}
      </Field>
      <Field label="Trabajador">
        {c.trabajador} · {c.cedula}
      </Field>
      <Field label="Cargo">
        {c.cargo} · {c.dependencia}
      </Field>
      <Field label="Servicio">
        {c.egreso
          ? `Del ${formatDate(c.ingreso)} al ${formatDate(c.egreso)}`
          : `Desde el ${formatDate(c.ingreso)}, en servicio`}
      </Field>
      <Field label="Sueldo básico mensual">
        <VerifiedMoney amount={c.sueldoMensual} />
      </Field>
      {c.salarioNormal && (
        <Field label="Salario normal mensual">
          <VerifiedMoney amount={c.salarioNormal} />
        </Field>
      )}
    </VerifiedPaper>
  );
}

/** Payroll's `employmentCertificate` verification, declared in payroll.screens.tsx. */
export const certificateVerification: VerifyBody<VerifiedEmploymentCertificate> = {
  read: async (id) => (await call(payslipEndpoints.verifyCertificate, { params: { id } })).data,
  render: (c) => <CertificateVerifyBody c={c} />,
};
