import type { PermittedPage } from './firstPermittedPage';
import { HomeLink } from './HomeLink';

/** A page the user's role does not grant: said plainly, without loading the page's plugin. */
export function NoAccess({ module, home }: { module: string; home: PermittedPage | null }) {
  return (
    <section className="shell-no-access" aria-labelledby="shell-no-access-title">
      <h1 id="shell-no-access-title">You do not have access to this page</h1>
      <p>
        Your role does not include the <code>{module}</code> module. Ask an administrator of your organization if you need it.
      </p>
      <HomeLink home={home} />
    </section>
  );
}
