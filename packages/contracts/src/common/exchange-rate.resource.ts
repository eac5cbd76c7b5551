import { defineResource, f } from '../resources/resource.ts';

/** The bolívar's ISO code: the currency of the budget, of taxes (LOCAPT art. 13) and of payments. */
export const LOCAL_CURRENCY = 'VES';

/** The currencies the BCV publishes an official rate for, the ones a rate may be recorded in. */
export const BCV_CURRENCIES = [
  { value: 'EUR', label: 'Euro (EUR)' },
  { value: 'USD', label: 'Dólar estadounidense (USD)' },
  { value: 'CNY', label: 'Yuan (CNY)' },
  { value: 'TRY', label: 'Lira turca (TRY)' },
  { value: 'RUB', label: 'Rublo (RUB)' },
] as const;
export type BcvCurrency = (typeof BCV_CURRENCIES)[number]['value'];

/**
 * The official exchange rates the BCV publishes, in bolívares per unit, each with the day it takes
 * effect (its «fecha valor»): the rate of a currency on a day is the latest that took effect on or
 * before it, so a weekend or a holiday uses the last one published. The one rate table of the
 * product: the municipal tariffs' legal unit is the rate of the highest-value currency of the day
 * (TCMMV, LOCAPT art. 14), and foreign-currency accounts are valued at their currency's. Each
 * institution keeps the rates it applies, typed from the BCV's publication, so an auditor finds the
 * figure every receipt used in the institution's own records.
 */
export const exchangeRateResource = defineResource({
  name: 'exchangeRate',
  table: 'exchange_rate',
  service: 'finance',
  path: 'exchangeRate',
  screen: 'CFG-TCA-01',
  scope: { kind: 'client' },
  labels: { singular: 'tasa de cambio', plural: 'tasas de cambio', feminine: true },
  display: 'validFrom',
  defaultSort: { field: 'validFrom', dir: 'desc' },
  fields: [
    f.date('validFrom', 'Fecha valor', {
      required: true,
      help: 'El día desde el que rige la tasa, como lo publica el BCV',
    }),
    f.enum('currency', 'Moneda', BCV_CURRENCIES, { required: true }),
    f.rate('rate', 'Bs por unidad', {
      required: true,
      help: 'La tasa oficial publicada, con sus decimales (por ejemplo 52,12345678)',
    }),
    f.text('source', 'Fuente', {
      max: 120,
      search: true,
      help: 'Dónde se publicó: la página del BCV, la Gaceta Oficial…',
    }),
  ],
  uniques: [{ fields: ['currency', 'validFrom'], message: 'Ya hay una tasa de esa moneda para ese día' }],
});
