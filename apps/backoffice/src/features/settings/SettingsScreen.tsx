import { PageHeader } from '@backoffice/ui';
import { AdminOnly } from '@/shared/AdminOnly';
import { usePageTitle } from '@/shared/pageTitle';
import * as states from '@/shared/states.css';
import { ThresholdsSection } from './ThresholdsSection';
import * as styles from './SettingsScreen.css';

/**
 * Settings (/settings, Admins): the team's settings, one section each. For now the board's
 * "Waiting too long" thresholds.
 */
function Settings() {
  return (
    <div className={states.screen}>
      <PageHeader title="Settings" />
      <div className={styles.sections}>
        <ThresholdsSection />
      </div>
    </div>
  );
}

/** The Settings screen: Admins only (another role reads why, and nothing is asked). */
export function SettingsScreen() {
  usePageTitle('Settings');
  return (
    <AdminOnly title="Settings">
      <Settings />
    </AdminOnly>
  );
}

export { SettingsScreen as Component };
