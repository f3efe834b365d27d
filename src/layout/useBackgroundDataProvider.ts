/**
 * The data provider for the layout's background reads (what the backend offers, how many vendors wait).
 * react-admin's useDataProvider follows the location (its logout on a denied answer remembers the page), so
 * every component calling it is drawn again at each navigation, a list's page change included: the menu and
 * its counts were. These reads need neither: a denied answer reaches the admin through the screen's own requests.
 */
import { useContext } from 'react';
import { DataProviderContext } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';

export function useBackgroundDataProvider(): AppDataProvider {
  const dataProvider = useContext(DataProviderContext);
  if (!dataProvider) throw new Error('useBackgroundDataProvider must be used inside react-admin');
  return dataProvider as AppDataProvider;
}
