import { IacUpload } from '../integrations/IacUpload';
import { PipelineSection } from '../integrations/PipelineSection';
import { VcsSection } from '../integrations/VcsSection';
import { IacAreaPage } from './IacAreaPage';

/** `/admin/configuration/iac/integrations`: version control systems and their repositories, CI/CD pipelines, and scanner uploads. */
export default function IacPage() {
  return (
    <IacAreaPage>
      <VcsSection />
      <PipelineSection />
      <IacUpload />
    </IacAreaPage>
  );
}
