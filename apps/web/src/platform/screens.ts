import type { ModuleCode } from '@erario/contracts/catalogue';
import type { ComponentType, ReactNode } from 'react';
import type { RowExtension, ToolbarExtension } from './masters/extensions.tsx';
import type { MenuDeclaration } from './menu.ts';

/**
 * What a module brings to the web app, declared in `modules/<module>/<module>.screens.tsx`: the page
 * of each catalogue screen it serves (lazily loaded, so each stays its own chunk), the row actions
 * it adds to masters' generic screens, its routes beyond screen codes, its public verification pages
 * and its menu entries. `src/modules.ts` lists the modules; the roots (`src/router.tsx`,
 * `src/ScreenPage.tsx`) read that list, and the platform names no module.
 *
 * The declarations are read before any of their pages opens, so they hold loaders, not pages: a
 * page's code is its own chunk, fetched when its route is first opened.
 */
export interface WebModule {
  name: string;
  /** By screen code. */
  screens?: Record<string, ComponentType>;
  /** By master name. */
  rowExtensions?: Record<string, RowExtension>;
  /** By master name: an action over a master's whole list, in its toolbar. */
  toolbarExtensions?: Record<string, ToolbarExtension>;
  /** Pages reached by an address of their own rather than a screen code (a QR code, a link). */
  routes?: WebRoute[];
  /** By verification kind, the public page `/<kind>/verify/:id` a printout's QR code leads to. */
  verifyViews?: Record<string, VerifyView>;
  /** Menu entries beyond the catalogue's screens. */
  menu?: MenuDeclaration[];
}

export interface WebRoute {
  path: string;
  /**
   * Where it opens: `public` without a session (a citizen's page); `full-screen` with a session but
   * without the menu (a waiting room's display); `shell` inside the signed-in frame.
   */
  frame: 'public' | 'full-screen' | 'shell';
  /** The page's code, loaded when the route is first opened. */
  page: () => Promise<ComponentType>;
  /** Only where the client has this module enabled (as the server rules: ScreenGate says why not). */
  module?: ModuleCode;
}

/** A public verification page: the platform shows the frame and its status, the module the body. */
export interface VerifyView {
  /** The page's title, and its overline: "Verificación de recibo". */
  title: string;
  /** What it says of an id the server does not know; the server's refusal starts with it. */
  notFound: string;
  /** How to read the verified thing and show it: its own chunk, loaded with the page. */
  body(): Promise<VerifyBody>;
}

export interface VerifyBody<T = unknown> {
  /** Reads it by its public id; a refusal (ApiError) is shown as the not-found text. */
  read(id: string): Promise<T>;
  /** What the page shows of it, under the frame's overline. */
  render(value: T): ReactNode;
}
