import { lazy, Suspense, useEffect } from 'react';
import { Loading } from '@palisade/sdk';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { AuthCallbackRoute, LoginRoute, LogoutRoute, RootRoute, SignedInGate } from '../signin/TopLevelRoutes';
import { StandaloneOrConsole } from '../standalone/StandaloneOrConsole';
import { Layout } from './Layout';

// Its form library loads only for this page.
const ResetPasswordPage = lazy(() => import('../signin/ResetPasswordPage'));

function Title() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/login') document.title = 'Sign in · Palisade';
    else if (!document.title.includes('Palisade')) document.title = 'Palisade';
  }, [pathname]);
  return null;
}

/** The shell's own routes. Plugins mount beside it through single-spa, in the content area's outlet. */
export function App() {
  return (
    <BrowserRouter>
      <Title />
      <Routes>
        {/* Top-level routes of spec section 2 (signin/TopLevelRoutes.tsx). */}
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/" element={<RootRoute />} />
        <Route path="/auth/:origin" element={<AuthCallbackRoute />} />
        <Route path="/logout/:origin" element={<LogoutRoute />} />
        <Route
          path="/reset-password"
          element={
            <Suspense fallback={<Loading label="Loading…" />}>
              <ResetPasswordPage />
            </Suspense>
          }
        />
        {/* A plugin's standalone page (catalogue), else the signed-in console. */}
        <Route
          path="*"
          element={
            <StandaloneOrConsole
              console={
                <SignedInGate>
                  <Layout />
                </SignedInGate>
              }
            />
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
