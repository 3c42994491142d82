import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { Loading } from '@palisade/sdk';
import { LoginPage } from '../session/LoginPage';
import { DEFAULT_LANDING, loginRedirect, returnAddress } from '../session/loginRedirect';
import { Layout } from './Layout';
import { useShell, useStoreValue } from './ShellServices';

/** Signed-in pages; a signed-out visitor goes to the sign-in page with a return address. */
function SignedIn() {
  const { phase } = useShell();
  const { status } = useStoreValue(phase);
  const location = useLocation();
  if (status === 'checking') return <Loading label="Starting the console…" />;
  if (status === 'signed-out') return <Navigate to={loginRedirect(location) ?? '/login'} replace />;
  return <Layout />;
}

function Login() {
  const { phase, signIn } = useShell();
  const { status } = useStoreValue(phase);
  const { search } = useLocation();
  if (status === 'checking') return <Loading label="Starting the console…" />;
  if (status !== 'signed-out') return <Navigate to={returnAddress(search)} replace />;
  return <LoginPage signIn={signIn} />;
}

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
        <Route path="/login" element={<Login />} />
        <Route path="/" element={<Navigate to={DEFAULT_LANDING} replace />} />
        <Route path="*" element={<SignedIn />} />
      </Routes>
    </BrowserRouter>
  );
}
