import { Link } from 'react-router';
import { DEFAULT_LANDING } from '../session/loginRedirect';

/** A page the user's role does not grant: said plainly, without loading the page's plugin. */
export function NoAccess({ module }: { module: string }) {
  return (
    <section className="shell-no-access" aria-labelledby="shell-no-access-title">
      <h1 id="shell-no-access-title">You do not have access to this page</h1>
      <p>
        Your role does not include the <code>{module}</code> module. Ask an administrator of your organization if you need it.
      </p>
      <Link to={DEFAULT_LANDING}>Go to the dashboard</Link>
    </section>
  );
}
