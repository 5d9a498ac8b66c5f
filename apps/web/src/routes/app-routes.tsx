import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../app/app-layout';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { CodeEntry } from './code-entry';
import { ExternalEntry } from './external-entry';
import { IntentEntry } from './intent-entry';

/**
 * The app's routes: `/{code}` and its screens, the `/external` return of a
 * redirect-based payment; anything else is not-found.
 */
export function AppRoutes(): ReactElement {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/not-found" element={<NotFoundScreen />} />
        <Route path="/external/*" element={<ExternalEntry />} />
        <Route path="/qr/*" element={<IntentEntry />} />
        <Route path="/pl/*" element={<IntentEntry />} />
        <Route path="/:code/*" element={<CodeEntry />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
