import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { rowId } from '../input.ts';
import {
  benefitAdvanceRequest,
  benefitDeposit,
  benefitDepositParam,
  benefitDepositRequest,
  benefitEmployeeParam,
  benefitEntry,
  benefitInterestPayment,
  benefitInterestPaymentRequest,
  benefitLedger,
  benefitOpeningRequest,
  benefitSettlement,
  benefitSettleRequest,
  benefitWorker,
} from './benefits.ts';

const SCREEN = 'NOM-PRE-01';

/** Prestaciones sociales: the quarters deposited, each worker's ledger and what termination pays. */
export const benefitEndpoints = {
  deposits: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/benefit/deposits',
    summary: 'Los abonos trimestrales de la garantía de prestaciones sociales',
    access: access.screen(SCREEN),
    response: z.array(benefitDeposit),
  }),
  /** Deposits a quarter's guarantee, additional days and interest for every worker in service. */
  deposit: defineEndpoint({
    method: 'POST',
    service: 'hr',
    path: '/benefit/deposit',
    summary: 'Abona la garantía de prestaciones sociales de un trimestre con sus intereses',
    access: access.screen(SCREEN),
    body: benefitDepositRequest,
    response: benefitDeposit,
  }),
  /** Undoes the last quarter deposited, while nothing was drawn or settled after it. */
  annul: defineEndpoint({
    method: 'POST',
    service: 'hr',
    path: '/benefit/deposit/:id/annul',
    summary: 'Anula el último abono trimestral de la garantía',
    access: access.screen(SCREEN),
    params: benefitDepositParam,
    body: z.object({
      reason: z.string().trim().min(5, 'Diga por qué se anula (5 caracteres al menos)').max(500),
    }),
    response: benefitDeposit,
  }),
  workers: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/benefit/workers',
    summary: 'La garantía de prestaciones de cada trabajador',
    access: access.screen(SCREEN),
    query: pageQuery,
    response: page(benefitWorker),
  }),
  ledger: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/benefit/ledger/:idEmployee',
    summary: 'El libro de prestaciones sociales de un trabajador: abonos, intereses, anticipos',
    access: access.screen(SCREEN),
    params: benefitEmployeeParam,
    response: benefitLedger,
  }),
  /** The guarantee a worker brings from the former system, once, before any other entry. */
  opening: defineEndpoint({
    method: 'POST',
    service: 'hr',
    path: '/benefit/opening',
    summary: 'Registra el saldo de prestaciones que un trabajador trae del sistema anterior',
    access: access.screen(SCREEN),
    body: benefitOpeningRequest,
    response: benefitEntry,
  }),
  /** An advance on the guarantee (art. 144): up to 75 % of what was deposited, for its purposes. */
  advance: defineEndpoint({
    method: 'POST',
    service: 'hr',
    path: '/benefit/advance',
    summary: 'Registra un anticipo de prestaciones sociales',
    access: access.screen(SCREEN),
    body: benefitAdvanceRequest,
    response: benefitEntry,
  }),
  /**
   * Takes back a balance brought from the former system or an advance recorded in error, while no
   * quarter deposited after it read it; the worker's totals as they are left.
   */
  annulEntry: defineEndpoint({
    method: 'POST',
    service: 'hr',
    path: '/benefit/entry/:id/annul',
    summary:
      'Anula un saldo inicial, un anticipo o un pago de intereses de prestaciones registrado por error',
    access: access.screen(SCREEN),
    params: z.object({ id: rowId }),
    body: z.object({
      reason: z.string().trim().min(5, 'Diga por qué se anula (5 caracteres al menos)').max(500),
    }),
    response: benefitWorker,
  }),
  /** Pays the year's interest to every worker not settled who has some unpaid (art. 143). */
  payInterest: defineEndpoint({
    method: 'POST',
    service: 'hr',
    path: '/benefit/interestPayment',
    summary: 'Registra el pago anual de los intereses de la garantía de prestaciones',
    access: access.screen(SCREEN),
    body: benefitInterestPaymentRequest,
    response: benefitInterestPayment,
  }),
  /** Records the settlement as computed today, and closes the worker's ledger. */
  settle: defineEndpoint({
    method: 'POST',
    service: 'hr',
    path: '/benefit/settlement/:idEmployee',
    summary: 'Registra la liquidación de prestaciones de un trabajador que egresó',
    access: access.screen(SCREEN),
    params: benefitEmployeeParam,
    body: benefitSettleRequest,
    response: benefitSettlement,
  }),
  /** What termination pays a worker whose termination date is recorded (a preview until it is paid). */
  settlement: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/benefit/settlement/:idEmployee',
    summary: 'El cálculo de las prestaciones sociales al egreso de un trabajador',
    access: access.screen(SCREEN),
    params: benefitEmployeeParam,
    response: benefitSettlement,
  }),
};
