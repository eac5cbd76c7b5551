import { describe, expect, it } from 'vitest';
import { router } from './router.tsx';

/** Where the router stands: each matched route's path, or its id if it has none. */
const matched = () =>
  router.state.matches.map((m) => m.route.path ?? (m.route.index ? '(index)' : `(${m.route.id})`));

describe('router', () => {
  it("finds the modules' routes in their frames when first asked for, once", async () => {
    for (const [url, want] of [
      ['/receipt/verify/abc', ['/receipt/verify/:id']],
      ['/document/verify/abc', ['/document/verify/:id']],
      ['/solvency/verify/abc', ['/solvency/verify/:id']],
      ['/turno/abc', ['/turno/:id']],
      ['/turnos/pantalla/3', ['(signed-in)', '/turnos/pantalla/:idCollectionPoint', '(index)']],
      // The payslips are in every institution (spec: always shown): no module's gate in front.
      ['/pages/Nomina-Recibos-Pago', ['(signed-in)', '(shell)', '/pages/Nomina-Recibos-Pago']],
      ['/dispositivo', ['/dispositivo']],
      ['/support-board-history/x', ['(signed-in)', '(shell)', '/support-board-history/:id']],
      ['/nada/de/nada', ['*']],
      ['/receipt/verify/otra', ['/receipt/verify/:id']],
    ] as const) {
      await router.navigate(url);
      expect(matched(), url).toEqual(want);
    }
    const verify = router.routes.filter((r) => r.path === '/receipt/verify/:id');
    expect(verify).toHaveLength(1);
  });
});
