import { CliInstructions } from '../local/CliInstructions';
import { LocalScans } from '../local/LocalScans';
import { LocalToken } from '../local/LocalToken';
import { IacAreaPage } from './IacAreaPage';

/** `/admin/configuration/iac/local`: the CLI and IDE set-up for scanning on workstations, and the scans uploaded from them. */
export default function LocalPage() {
  return (
    <IacAreaPage>
      <CliInstructions />
      <LocalToken />
      <LocalScans />
    </IacAreaPage>
  );
}
