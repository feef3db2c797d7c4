// Mantine theme per company theme (spec section 1: two named client themes plus a default).
import { createTheme, type MantineColor } from '@mantine/core';
import type { CompanyTheme } from '@/domain/constants';

export const COMPANY_PRIMARY_COLOR: Record<CompanyTheme, MantineColor> = {
  default: 'orange',
  clientBlue: 'blue',
  clientGreen: 'teal',
};

export const themeFor = (companyTheme: CompanyTheme) =>
  createTheme({
    primaryColor: COMPANY_PRIMARY_COLOR[companyTheme],
    primaryShade: { light: 6, dark: 5 },
    // Filled buttons and avatars pick black or white text by their colour's lightness: white on
    // orange is under 3:1.
    autoContrast: true,
    defaultRadius: 'md',
    fontFamily: 'Inter, "Segoe UI", Roboto, "Noto Sans Arabic", system-ui, sans-serif',
    headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Noto Sans Arabic", system-ui, sans-serif' },
    colors: {
      dark: [
        '#d5d7e0',
        '#acaebf',
        '#8c8fa3',
        '#666980',
        '#4d4f66',
        '#34354a',
        '#2b2c3d',
        '#1d1e30',
        '#0c0d21',
        '#01010a',
      ],
    },
  });
