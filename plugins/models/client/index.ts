import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';

/**
 * The client half of Models: the 3D Financial Models page, and the dashboard's revenue and growth
 * tiles, forecast card and Generate Forecast button, each loaded when shown.
 */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { FinancialModels: () => import('./pages/FinancialModels') },
  dashboardCards: [
    {
      id: 'revenue',
      title: 'Revenue',
      slot: 'tile',
      order: 10,
      load: () => import('./cards/RevenueTile'),
    },
    {
      id: 'growth',
      title: 'Growth',
      slot: 'tile',
      order: 50,
      load: () => import('./cards/GrowthTile'),
    },
    { id: 'forecast', title: 'Forecast', order: 30, load: () => import('./cards/ForecastCard') },
    {
      id: 'generate-forecast',
      title: 'Generate Forecast',
      slot: 'action',
      order: 20,
      load: () => import('./cards/GenerateForecastAction'),
    },
  ],
});
