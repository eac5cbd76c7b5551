import type { ModuleCode } from '@erario/contracts';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import {
  BudgetIcon,
  ClockIcon,
  DashboardIcon,
  HelpIcon,
  HomeIcon,
  InventoryIcon,
  PeopleIcon,
  ReceiptIcon,
  ReportIcon,
  TreasuryIcon,
  TuneIcon,
} from '../platform/icons.tsx';
import type { NavEntry } from '../platform/menu.ts';

const BY_MODULE: Record<ModuleCode, ComponentType<SvgIconProps>> = {
  GEN: DashboardIcon,
  CFG: TuneIcon,
  TES: TreasuryIcon,
  PRE: BudgetIcon,
  REC: ReceiptIcon,
  INV: InventoryIcon,
  NOM: PeopleIcon,
  TUR: ClockIcon,
  SOP: HelpIcon,
};

export function EntryIcon({ entry, ...props }: { entry: NavEntry } & SvgIconProps) {
  if (entry.kind === 'group') {
    const Icon = entry.report ? ReportIcon : BY_MODULE[entry.module];
    return <Icon {...props} />;
  }
  if (entry.key === 'home') return <HomeIcon {...props} />;
  if (entry.key === 'support') return <HelpIcon {...props} />;
  const Icon = entry.module ? BY_MODULE[entry.module] : BudgetIcon;
  return <Icon {...props} />;
}
