// The six sidebar background colours of spec 2.13, persisted like the other preferences.
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { SidebarColor } from '@/domain/constants';

export const sidebarColorAtom = atomWithStorage<SidebarColor>(
  'rota.sidebarColor',
  'default',
  createJSONStorage<SidebarColor>(() => localStorage),
  { getOnInit: true },
);

export const SIDEBAR_BACKGROUNDS: Record<SidebarColor, string> = {
  default: 'linear-gradient(180deg, #27293d 0%, #1a1b2e 100%)',
  blue: 'linear-gradient(180deg, #1d8cf8 0%, #3358f4 100%)',
  green: 'linear-gradient(180deg, #00c9a7 0%, #0098f0 100%)',
  orange: 'linear-gradient(180deg, #ff8d72 0%, #ff6491 100%)',
  red: 'linear-gradient(180deg, #fd5d93 0%, #ec250d 100%)',
  primary: 'linear-gradient(180deg, #e14eca 0%, #ba54f5 100%)',
};
