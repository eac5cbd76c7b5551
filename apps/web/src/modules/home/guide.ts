import { findScreen, GUIDES, type GuideStep, guideEndpoints, screenEnabled } from '@erario/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../platform/api.ts';
import { canOpen, grantsOf } from '../../platform/menu.ts';
import { useSession } from '../../platform/session.tsx';

/** Where the first-run guide lives. */
export const GUIDE_PATH = '/pages/primeros-pasos';

/** A step as the guide shows it: done or not, and where it is done for this user. */
export interface ShownStep extends GuideStep {
  done: boolean;
  /** The route of the first of its screens the user may open. */
  path: string | null;
  /** Who else does it, where the user may not: «Configuración › Usuarios», or why nobody here can. */
  elsewhere: string | null;
}

export interface ShownGuide {
  module: string;
  title: string;
  steps: ShownStep[];
  done: number;
  /** The first step not done: where the office goes next. */
  next: ShownStep | null;
}

/**
 * The guides of the modules the user works in, ticked by the server from the institution's rows (in
 * the period the user works in); refreshed when the user comes back to the page.
 */
export function useGuides(): { guides: ShownGuide[]; loading: boolean; error: unknown } {
  const { user, period } = useSession();
  const state = useQuery({
    queryKey: ['guide', user?.idClient, period?.idPeriod],
    enabled: Boolean(user),
    queryFn: async () => (await call(guideEndpoints.state, { query: { idPeriod: period?.idPeriod } })).data,
  });
  if (!user || !state.data) return { guides: [], loading: state.isLoading, error: state.error };
  const { modules } = grantsOf(user);
  const guides = state.data.modules.flatMap((m) => {
    const guide = GUIDES.find((g) => g.module === m.module);
    if (!guide) return [];
    const steps = guide.steps.map((step): ShownStep => {
      const done = m.steps.find((s) => s.key === step.key)?.done ?? false;
      const mine = step.screens.find((code) => canOpen(user, code));
      const enabled = step.screens
        .map((code) => findScreen(code))
        .find((s) => s !== undefined && screenEnabled(s, modules));
      const first = findScreen(step.screens[0] ?? '');
      return {
        ...step,
        done,
        path: mine ? (findScreen(mine)?.route ?? null) : null,
        elsewhere: mine
          ? null
          : enabled
            ? `Lo hace quien tenga la pantalla «${enabled.group} › ${enabled.name}».`
            : `Se hace en «${first?.group} › ${first?.name}», un módulo que esta institución no tiene habilitado.`,
      };
    });
    const shown: ShownGuide = {
      module: guide.module,
      title: guide.title,
      steps,
      done: steps.filter((s) => s.done).length,
      next: steps.find((s) => !s.done) ?? null,
    };
    return [shown];
  });
  return { guides, loading: false, error: state.error };
}
