import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { AuthCallbackRoute, LoginRoute, LogoutRoute, PdfReportsRoute, RootRoute, SignedInGate } from '../signin/TopLevelRoutes';
import { Layout } from './Layout';

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
        <Route path="/pdf-scheduled-reports" element={<PdfReportsRoute />} />
        <Route
          path="*"
          element={
            <SignedInGate>
              <Layout />
            </SignedInGate>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
