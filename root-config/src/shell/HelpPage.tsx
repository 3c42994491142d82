import { Link } from 'react-router';
import { PageTitle } from '@palisade/sdk';
import { DEFAULT_LANDING } from '../session/loginRedirect';

/** Where the console's own help page lives (linked from the footer). */
export const HELP_PATH = '/admin/help';

/** The console's help: how the console is laid out and how to use it by keyboard. */
export function HelpPage() {
  return (
    <section className="shell-help" aria-labelledby="shell-help-title">
      <PageTitle id="shell-help-title" title="Help" />
      <h2>Finding your way</h2>
      <p>
        The menu lists the areas your role grants: Dashboard, Alerts, Investigation, Policies, Cloud Posture (Compliance, Cloud
        Identity, Vulnerability Management, Cloud Assets), Administration and Analytics. An area you do not see is not part of
        your role, or not enabled for your organization; ask an administrator of your organization.
      </p>
      <p>
        A page marked <strong>Subscription Required</strong> belongs to a product your organization has not bought.
      </p>
      <h2>Using the keyboard</h2>
      <ul>
        <li>
          <kbd>Tab</kbd> moves through the menu, the page and the header; the first <kbd>Tab</kbd> offers “Skip to content”.
        </li>
        <li>
          On the dashboard, the Previous and Next buttons, or the <kbd>←</kbd> and <kbd>→</kbd> keys inside the cards, move through
          the cards.
        </li>
        <li>
          <kbd>Esc</kbd> closes the profile menu and, on a narrow window, the menu.
        </li>
      </ul>
      <h2>Notifications</h2>
      <p>The bell shows how many system notifications you have not read; reading them brings the count down.</p>
      <p>
        <Link to={DEFAULT_LANDING}>Back to the dashboard</Link>
      </p>
    </section>
  );
}
