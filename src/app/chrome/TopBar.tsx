// Spec §2/§3 top bar (50 px): portal menu, brand, sections, the open-alarm count, organisation switcher, user menu.
import { useLingui } from '@lingui/react/macro';
import { topBarHeight } from '../../../machines/constants';
import { defaultBrandName } from '../../platform/themeDefaults';
import { useUiStore } from '../uiStore';
import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { useAccess, usePortal, useSelectedOrganization } from '../../portal/portal';
import { selectSelection, selectTokenForSelection, selectUsername } from '../../portal/selectors';
import { DeferredMenu } from './DeferredMenu';
import { OrganizationTrigger, UserMenuTrigger } from './menuTriggers';
import classes from './chrome.module.css';


const loadOrganizationSwitcher = () => import('./OrganizationSwitcher');
const loadUserMenu = () => import('./UserMenu');
const OrganizationSwitcher = lazy(loadOrganizationSwitcher);
const UserMenu = lazy(loadUserMenu);
const AlarmCount = lazy(() => import('./AlarmCount'));
// The sections' links need an organisation: the selector, a first screen, loads without them; they load as the guard
// chain enters the organisation, while its token and agreements steps run.
const SectionLinks = lazy(() => import('./SectionLinks').then(({ SectionLinks }) => ({ default: SectionLinks })));

/** The open-alarm count, where the organisation has IoT data and the person may read its alarms; its code loads once
 * the first screen is allowed (the entry budget), and it stays from then on. Its counting is a flow the count
 * subscribes to (./openAlarmCount.ts). */
function OpenAlarms() {
  const { actors } = usePortal();
  const access = useAccess();
  const organization = useSelectedOrganization();
  const tokenForSelection = useSelector(actors.guard, selectTokenForSelection);
  const started = useUiStore((state) => state.firstScreenAllowed);
  if (!started || !organization || !tokenForSelection || !access?.iotEnabled || !access.ability.can('read', 'alarms')) return null;
  return (
    <Suspense>
      <AlarmCount key={organization.resourceId} organization={organization.resourceId} />
    </Suspense>
  );
}

export function TopBar() {
  const { t } = useLingui();
  const brandName = useUiStore((state) => state.theme?.brandName ?? defaultBrandName);
  const menuOpen = useUiStore((state) => state.portalMenuOpen);
  const setMenuOpen = useUiStore((state) => state.setPortalMenuOpen);
  const { actors } = usePortal();
  const hasOrganization = useSelector(actors.guard, selectSelection) !== undefined;
  const signedIn = useSelector(actors.session, selectUsername) !== undefined;

  return (
    <header className={classes.topBar} style={{ height: topBarHeight }}>
      <div className={classes.topBarRow}>
        <button
          type="button"
          className={classes.burger}
          onClick={() => setMenuOpen(!menuOpen)}
          aria-label={menuOpen ? t`Close portal menu` : t`Open portal menu`}
          aria-expanded={menuOpen}
        >
          <span aria-hidden="true" />
        </button>
        {/* Cut on a narrow bar (chrome.module.css), with the whole name in its title. */}
        <span className={classes.brand} title={brandName} data-cut-text="">
          {brandName}
        </span>
        {hasOrganization && (
          <Suspense>
            <SectionLinks />
          </Suspense>
        )}
        <div className={classes.topBarEnd}>
          {hasOrganization && <OpenAlarms />}
          {hasOrganization && (
            <DeferredMenu menu={OrganizationSwitcher} preload={loadOrganizationSwitcher} trigger={<OrganizationTrigger />} />
          )}
          {signedIn && <DeferredMenu menu={UserMenu} preload={loadUserMenu} trigger={<UserMenuTrigger />} />}
        </div>
      </div>
    </header>
  );
}
