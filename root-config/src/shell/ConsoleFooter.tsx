import { Link } from 'react-router';
import { Footer } from '@palisade/sdk';
import { HELP_PATH } from './HelpPage';
import { useShell } from './ShellServices';

/** The console's footer: product, version and the help page. */
export function ConsoleFooter() {
  const { boot } = useShell();
  return (
    <Footer>
      <span>© {new Date().getFullYear()} Palisade</span>
      {boot.config.version && <span className="shell-footer__version">Version {boot.config.version}</span>}
      <Link to={HELP_PATH}>Help</Link>
    </Footer>
  );
}
